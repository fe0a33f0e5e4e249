import SegueRender

/// What `--image-protocol` asks for: one protocol, or `auto` (the terminal decides).
public enum ImageProtocolOption: Sendable, Equatable {
  case auto
  case fixed(ImageProtocol)

  /// The option's value (`auto`, `symbols`, `kitty`, `iterm2`, `sixel`); nil for another word.
  public init?(parsing text: String) {
    if text == "auto" {
      self = .auto
    } else if let kind = ImageProtocol(rawValue: text) {
      self = .fixed(kind)
    } else {
      return nil
    }
  }
}

/// Which protocol draws pictures: the rule, pure, so each case is a test.
///
/// An explicit protocol is used as given, inside tmux too (someone who names one knows their
/// terminal; tmux built with sixel support draws sixel itself). With `auto`:
/// 1. inside tmux or screen (`TMUX`, `STY`, or a `TERM` of `screen*`/`tmux*`) symbols: a
///    multiplexer does not pass kitty or iTerm2 graphics through, and a picture it cannot
///    place would be left on the screen;
/// 2. a terminal that names itself in the environment gets its protocol without a query
///    (kitty: `KITTY_WINDOW_ID`, `TERM=xterm-kitty`, `TERM_PROGRAM=ghostty`, `GHOSTTY_…`;
///    iTerm2: `TERM_PROGRAM=iTerm.app|WezTerm`, `LC_TERMINAL=iTerm2`);
/// 3. otherwise the terminal's answers: kitty's graphics query answered OK → kitty, `4` among
///    the device attributes → sixel, no answer in time → symbols.
public enum ImageProtocolChoice {
  /// The environment variables the rule reads.
  public static let environmentNames = [
    "TERM", "TMUX", "STY", "KITTY_WINDOW_ID", "TERM_PROGRAM", "GHOSTTY_RESOURCES_DIR",
    "LC_TERMINAL",
  ]

  public static func choose(
    _ option: ImageProtocolOption, environment: [String: String],
    ask: () -> GraphicsReply
  ) -> ImageProtocol {
    if case .fixed(let kind) = option { return kind }
    if isMultiplexer(environment) { return .symbols }
    if let named = named(by: environment) { return named }
    return fromReply(ask())
  }

  /// Whether the program runs inside tmux or GNU screen.
  public static func isMultiplexer(_ environment: [String: String]) -> Bool {
    let term = environment["TERM"] ?? ""
    return environment["TMUX"].map { !$0.isEmpty } ?? false
      || environment["STY"].map { !$0.isEmpty } ?? false
      || term.hasPrefix("screen") || term.hasPrefix("tmux")
  }

  /// The protocol of a terminal that says who it is, or nil: ask it.
  public static func named(by environment: [String: String]) -> ImageProtocol? {
    let program = environment["TERM_PROGRAM"] ?? ""
    if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty"
      || program == "ghostty" || environment["GHOSTTY_RESOURCES_DIR"] != nil
    {
      return .kitty
    }
    if program == "iTerm.app" || program == "WezTerm" || environment["LC_TERMINAL"] == "iTerm2" {
      return .iterm2
    }
    return nil
  }

  /// The protocol the terminal's answers show.
  static func fromReply(_ reply: GraphicsReply) -> ImageProtocol {
    if reply.kittyGraphics { return .kitty }
    if reply.sixel { return .sixel }
    return .symbols
  }
}
