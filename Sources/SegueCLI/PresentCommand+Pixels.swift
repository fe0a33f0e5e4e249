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
  ///
  /// The same query asks whether the terminal keeps a 24-bit colour (DECRQSS): `trueColor`
  /// is true when it said so, for a terminal that sets no COLORTERM (xterm).
  static func chooseImageProtocol(_ option: ImageProtocolOption)
    -> (ImageProtocol, trueColor: Bool)
  {
    var environment: [String: String] = [:]
    for name in ImageProtocolChoice.environmentNames {
      environment[name] = Platform.environment(name)
    }
    var trueColor = false
    let kind = ImageProtocolChoice.choose(
      option, environment: environment,
      ask: {
        let reply = TerminalQuery.askGraphics()
        trueColor = reply.trueColor
        return reply
      })
    return (kind, trueColor)
  }

  /// The pixel layer for `kind`; none for symbols.
  static func pixelImages(_ kind: ImageProtocol, store: ImageStore, screen: TerminalScreen)
    -> PixelImages?
  {
    kind.drawsPixels ? PixelImages(kind: kind, store: store, output: screen) : nil
  }
}
