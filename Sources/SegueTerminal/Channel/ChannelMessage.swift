import SegueCore
import SegueRender

/// One message of the speaker channel (`docs/protocol.md`), either way.
///
/// The presenter announces its deck and every position change; a client (the speaker view,
/// a follower) may say who it is and send navigation commands. Plain values, so the codec and
/// both ends are tested without sockets.
public enum ChannelMessage: Sendable, Equatable {
  /// Presenter → client, first and after every reload: which deck is shown.
  case deck(DeckAnnouncement)
  /// Presenter → client, first and after every move.
  case position(PositionReport)
  /// Presenter → client: a block's output (or terminal screen) changed; followers draw it.
  case live(LiveReport)
  /// Presenter → client: the presenter is quitting.
  case bye
  /// Client → presenter, optional: what the client is (`notes`, `follow`), for logs.
  case hello(role: String)
  /// Client → presenter: move the talk.
  case command(RemoteCommand)
}

/// The deck a presenter shows: its path and a hash of its text, so a client that reads the
/// file itself knows whether it reads the same text.
public struct DeckAnnouncement: Sendable, Equatable {
  /// The absolute path (empty for the built-in demo).
  public var path: String
  /// `DeckHash.of(text)`: `fnv1a64:` and 16 hex digits.
  public var hash: String

  public init(path: String, hash: String) {
    self.path = path
    self.hash = hash
  }
}

/// A block's live output as the channel carries it: its last lines (as many as a line of the
/// protocol holds), its status and note.
public struct LiveReport: Sendable, Equatable {
  public var id: BlockID
  public var output: LiveOutput

  public init(id: BlockID, output: LiveOutput) {
    self.id = id
    self.output = output
  }
}

/// Where the talk stands, with what a client needs to show it without a deck of its own.
public struct PositionReport: Sendable, Equatable {
  /// 0-based, as `Position`.
  public var position: Position
  /// The 0-based global slide number (skipped slides counted).
  public var slide: Int
  public var slideCount: Int
  public var sectionTitle: String
  public var title: String
  /// Rows of a long slide scrolled past the top (0 when it fits or is at its top).
  public var scroll = 0

  public init(
    position: Position, slide: Int, slideCount: Int, sectionTitle: String, title: String
  ) {
    self.position = position
    self.slide = slide
    self.slideCount = slideCount
    self.sectionTitle = sectionTitle
    self.title = title
  }
}

/// A navigation command a client may send; the presenter applies it as if its key was pressed.
public enum RemoteCommand: Sendable, Equatable {
  case next, previous, nextSection, previousSection, first, last
  /// A 1-based global slide number, as `n G` takes.
  case goToSlide(Int)
  /// A 1-based section number, as a digit key takes.
  case selectSection(Int)
  /// `Ctrl-E` in the speaker view: the presenter runs or stops the slide's next snippet, as
  /// its own key does (only with the presenter's `-x`).
  case runSnippet

  /// The name on the wire (`"command":"next"`).
  public var name: String {
    switch self {
    case .next: "next"
    case .previous: "previous"
    case .nextSection: "nextSection"
    case .previousSection: "previousSection"
    case .first: "first"
    case .last: "last"
    case .goToSlide: "goto"
    case .selectSection: "section"
    case .runSnippet: "runSnippet"
    }
  }
}
