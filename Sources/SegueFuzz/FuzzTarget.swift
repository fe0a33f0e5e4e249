import SegueRender

/// The fuzz targets: what `segue-fuzz NAME` runs on each input libFuzzer makes.
///
/// Each target is a plain function of bytes, so the unit tests replay every regression
/// fixture in `Tests/Fixtures/fuzz/NAME/` through the very code the fuzzer ran. The library
/// halves read no files (their themes are the built-in ones); the CLI halves (`check`,
/// `theme check`) read their input from a scratch file and follow the CLI's real file rules for
/// whatever it names. A target fails the way libFuzzer notices: by crashing (a trap, with a
/// line on stderr saying which property broke).
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Deck loading and `segue check` (report, `--json`, `--dump`, `--size`), through the CLI.
  case deck
  /// Every step of every slide rendered at sizes from 1×1 to 200×60, exported and animated.
  case render
  /// A theme file's text loaded, checked and used to draw a slide.
  case theme
  /// The terminal input decoder, fed whole and in pieces.
  case keys
  /// The presenter's state, driven by input, resizes, time and reloads.
  case presenter
  /// An image file decoded, drawn as symbols and encoded for the graphics protocols.
  case image
  /// An image file's header judged and its pixels decoded within the budget, nothing drawn.
  case imageHeader = "image-header"
  /// The speaker channel's reader: lines split and messages decoded, then encoded again.
  case channel

  /// Runs the target on one input.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .deck: DeckFuzz.run(bytes)
    case .render: RenderFuzz.run(bytes)
    case .theme: ThemeFuzz.run(bytes)
    case .keys: KeyFuzz.run(bytes)
    case .presenter: PresenterFuzz.run(bytes)
    case .image: ImageFuzz.run(bytes)
    case .imageHeader: ImageHeaderFuzz.run(bytes)
    case .channel: ChannelFuzz.run(bytes)
    }
  }

  /// Builds what the target keeps between inputs (its scratch file, the themes, the demo
  /// deck) before the first input, so that memory a run holds on purpose is not counted
  /// against that input.
  public func prepare() {
    switch self {
    case .deck: _ = DeckFuzz.file
    case .render: _ = SandboxThemes.loader
    case .theme: _ = (ThemeFuzz.file, ThemeFuzz.deck, SandboxThemes.loader)
    case .keys: break
    case .presenter: _ = (PresenterFuzz.decks, SandboxThemes.loader)
    case .image: ImageSymbols.drawInTheCallingThread()
    case .imageHeader: break
    case .channel: break
    }
  }

  /// The names, for usage messages.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Stops the run when a property the target checks does not hold; libFuzzer saves the input.
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() {
    fatalError("fuzz property broken: \(message())", file: file, line: line)
  }
}
