import SegueRender
import SegueTerminal

/// `--image-protocol`: how the presenter draws pictures (symbols, or real pixels).
extension PresentCommand {
  /// The option's value; `auto` without one.
  static func imageProtocolOption(_ parsed: ParsedArguments) throws(UsageError)
    -> ImageProtocolOption
  {
    guard let text = parsed.options["--image-protocol"] else { return .auto }
    guard let option = ImageProtocolOption(parsing: text) else {
      throw UsageError(
        message: "'--image-protocol' must be auto, symbols, kitty, iterm2 or sixel, not '\(text)'")
    }
    return option
  }

  /// The protocol to draw with: the option, or with `auto` the environment and the terminal's
  /// answers (asked here, so call it before the terminal screen opens).
  static func chooseImageProtocol(_ option: ImageProtocolOption) -> ImageProtocol {
    var environment: [String: String] = [:]
    for name in ImageProtocolChoice.environmentNames {
      environment[name] = Platform.environment(name)
    }
    return ImageProtocolChoice.choose(
      option, environment: environment, ask: { TerminalQuery.askGraphics() })
  }

  /// The pixel layer for `kind`; none for symbols.
  static func pixelImages(_ kind: ImageProtocol, store: ImageStore, screen: TerminalScreen)
    -> PixelImages?
  {
    kind.drawsPixels ? PixelImages(kind: kind, store: store, output: screen) : nil
  }
}
