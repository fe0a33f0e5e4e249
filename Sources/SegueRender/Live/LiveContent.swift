import SegueCore

/// Which code block of a deck: its slide and its rank among the slide's code blocks (from 0,
/// in reading order, nested blocks included: `Slide.codeBlocks`), or its slide and its
/// `+id:name` (a name is the slide's own: two slides may both name a block `list`).
///
/// Live content is keyed by it (DESIGN.md §2, "Live content"): a block's output, or a terminal
/// program's screen, is not part of the deck but a second input of the renderer.
public enum BlockID: Hashable, Sendable {
  case position(section: Int, page: Int, ordinal: Int)
  case named(section: Int, page: Int, name: String)
}

/// A run of text in one style; a line of live output is a list of them.
public struct StyledRun: Hashable, Sendable {
  public var text: String
  public var style: Style

  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

/// What one block shows live: a snippet's output so far, or a terminal program's screen.
///
/// Its lines hold only text and styles: whatever drove a terminal in the program's output was
/// dropped or made visible before it got here (only SGR colours and attributes survive).
public struct LiveOutput: Sendable, Equatable {
  public enum Status: Sendable, Equatable {
    /// Still running (or, for a terminal, alive).
    case running
    /// Exited with this status.
    case exited(Int32)
    /// Ended by this signal (a second `Ctrl-E` stops the snippet's process group).
    case killed(signal: Int32)
    /// Never started: the reason, naming what to install (`python3: not found; install …`).
    case failedToStart(String)
  }

  public var lines: [[StyledRun]]
  public var status: Status
  /// Why part of the output is not shown (`output cut at 1,000 lines`), if it is not.
  public var note: String?
  /// Raised at each change, so a slide is laid out again only when its own content changed.
  public var version: Int
  /// For a terminal program: where its cursor is (row, column), when shown.
  public var cursor: (row: Int, column: Int)?

  public init(
    lines: [[StyledRun]] = [], status: Status = .running, note: String? = nil, version: Int = 0,
    cursor: (row: Int, column: Int)? = nil
  ) {
    self.lines = lines
    self.status = status
    self.note = note
    self.version = version
    self.cursor = cursor
  }

  public static func == (a: LiveOutput, b: LiveOutput) -> Bool {
    a.lines == b.lines && a.status == b.status && a.note == b.note && a.version == b.version
      && a.cursor?.row == b.cursor?.row && a.cursor?.column == b.cursor?.column
  }
}

/// What the presenter allows to run (DESIGN.md §10): a deck can never allow it itself.
public enum ExecPermission: Int, Sendable, Equatable, Comparable {
  /// Nothing runs; an executable block shows a hint ("run with -x to execute").
  case none
  /// `-x`: snippets run by the presenter's key.
  case byKey
  /// `-X`: also blocks that run by themselves (`+exec_replace`, `+auto_exec`, `+pty`, slides'
  /// `~~~command` blocks, lookatme's `terminal-ex`).
  case all

  /// Whether a block that runs as `mode` may run.
  public static func < (a: ExecPermission, b: ExecPermission) -> Bool { a.rawValue < b.rawValue }

  public func allows(_ mode: RunMode) -> Bool {
    mode.runsByItself ? self == .all : self != .none
  }
}

/// The live content of the moment, beside the deck: every block's output, and what may run.
public struct LiveContent: Sendable, Equatable {
  public var outputs: [BlockID: LiveOutput]
  public var permission: ExecPermission
  /// Whether a block that may not run says so (`run with -x to execute`): the presenter's
  /// frames do; export and the viewers, which never run anything, leave the slide as written.
  public var hints: Bool

  public init(
    outputs: [BlockID: LiveOutput] = [:], permission: ExecPermission = .none, hints: Bool = false
  ) {
    self.outputs = outputs
    self.permission = permission
    self.hints = hints
  }

  /// No live content, nothing allowed: what export and the viewers draw without `--exec`.
  public static let none = LiveContent()
}
