/// What a code block's info string asks for beyond its language, as presenterm writes it:
/// `rust +line_numbers {1,3|5-7|all}`.
///
/// Read once by the parser (`CodeAttributes.parse`); the layout and the step plan only read
/// these values.
public struct CodeAttributes: Sendable, Equatable {
  /// `+line_numbers`: a gutter with each line's number.
  public var lineNumbers = false
  /// `+no_background`: the box is drawn without the code's background colour.
  public var noBackground = false
  /// The highlight groups of `{…}`, one per step; empty when every line shows as usual. A
  /// static highlight `{1,3-5}` is one group; `{1|2-3|all}` is three.
  public var highlights: [LineSelection] = []
  /// The `+name` attributes Segue does not act on (`+exec`, `+render`, …), in order, without
  /// the `+`; the block still shows as code.
  public var unsupported: [String] = []
  /// How the block runs, when it does (`+exec`, `+exec_replace`, `+auto_exec`, `+pty`), and
  /// only ever with the presenter's `-x`/`-X` (DESIGN.md §10; issue 29).
  public var run: RunMode?
  /// `+id:name`: the block's name, for `<!-- snippet_output: name -->`.
  public var id: String?
  /// `+render`: the block is a diagram or formula drawn as a picture by its language's tool
  /// (`dot`, `latex`, `mermaid`, …: `docs/diagrams.md`); the source shows when it cannot be.
  public var render = false
  /// `+width:N%`: a rendered picture's share of the content width, in percent.
  public var widthPercent: Int?
  /// The most rows a rendered picture may take (lookatme's `mermaid-10`).
  public var heightRows: Int?
  /// `+exec:name`: the executor to use instead of the language's own (`rust-script`, `uv`).
  public var executor: String?
  /// `+expect:failure`: `check --exec` expects the snippet to fail.
  public var expectsFailure = false
  /// `+acquire_terminal`: the program gets the whole terminal while it runs.
  public var acquiresTerminal = false
  /// The program and its arguments the block runs instead of its language's executor: slides'
  /// `~~~graph-easy --as=boxart` (the block's text is the program's stdin) or a lookatme
  /// terminal's `command` (the program started in the terminal). nil for every other block.
  public var command: [String]?

  public init(
    lineNumbers: Bool = false, noBackground: Bool = false, highlights: [LineSelection] = [],
    unsupported: [String] = []
  ) {
    self.lineNumbers = lineNumbers
    self.noBackground = noBackground
    self.highlights = highlights
    self.unsupported = unsupported
  }
}

/// How a code block runs (issue 29).
public enum RunMode: Sendable, Equatable {
  /// `+exec`: run by the presenter's key (`Ctrl-E`); output below the block.
  case byKey
  /// `+exec_replace`: runs by itself; its output replaces the block.
  case replace
  /// `+auto_exec`: runs by itself when its slide is first shown; output below the block.
  case auto
  /// `+pty` or `+pty:COLUMNS:ROWS`: a terminal program shown, and typed into, in the slide.
  case terminal(columns: Int?, rows: Int?)

  /// Whether it runs without a key (`-X`, not only `-x`, allows it).
  public var runsByItself: Bool { self != .byKey }
}

/// The lines one highlight group shows in full (the others are dimmed).
public enum LineSelection: Sendable, Equatable {
  /// `all`: no line is dimmed.
  case all
  /// Line numbers as the gutter shows them, each range closed (`3-5` is 3, 4 and 5).
  case lines([ClosedRange<Int>])

  public func contains(_ line: Int) -> Bool {
    switch self {
    case .all: return true
    case .lines(let ranges): return ranges.contains { $0.contains(line) }
    }
  }

  /// The largest line number named (nil for `all`).
  public var largest: Int? {
    guard case .lines(let ranges) = self else { return nil }
    return ranges.map(\.upperBound).max()
  }
}

/// A `file` code block: lines of another file shown as code (presenterm's
/// `path:`/`language:`/`start_line:`/`end_line:` body).
public struct CodeFile: Sendable, Equatable {
  /// As written, relative to the deck's folder unless absolute.
  public var path: String
  public var language: String
  public var startLine: Int?
  public var endLine: Int?
  /// How many lines below the fence the `path:` line is (for diagnostics).
  public var pathLineOffset: Int
  /// Why the file's lines are not shown (missing, unreadable, out of range); `nil` once read.
  /// Set by the CLI's deck loading, which is where files are read (`CodeFiles.resolve`).
  public var problem: String?

  public init(
    path: String, language: String = "", startLine: Int? = nil, endLine: Int? = nil,
    pathLineOffset: Int = 1, problem: String? = nil
  ) {
    self.path = path
    self.language = language
    self.startLine = startLine
    self.endLine = endLine
    self.pathLineOffset = pathLineOffset
    self.problem = problem
  }
}

/// One line of a code block as shown: its number in the gutter and its text.
public struct CodeLine: Sendable, Equatable {
  public var number: Int
  public var text: String

  public init(number: Int, text: String) {
    self.number = number
    self.text = text
  }
}

extension CodeBlock {
  /// The prefix that hides a line in this block's language (presenterm's rule: `# ` in Rust,
  /// `/// ` in the languages it runs), or nil when nothing is hidden.
  public var hiddenLinePrefix: String? {
    CodeAttributes.hiddenLinePrefix(language: language)
  }

  /// The lines as written, numbered from `firstLineNumber`; a final newline makes no line.
  public var numberedLines: [CodeLine] {
    // Split as bytes: a split by characters costs ~1 µs a line (a 100,000-line block took a
    // tenth of a second here).
    var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(Substring($0))
    }
    if lines.last == "" { lines.removeLast() }
    if lines.isEmpty { lines = [""] }
    return lines.enumerated().map {
      CodeLine(number: firstLineNumber + $0.offset, text: $0.element)
    }
  }

  /// The lines shown: hidden lines left out, each keeping its own number.
  public var shownLines: [CodeLine] {
    var lines: [CodeLine] = []
    forEachShownLine { lines.append(CodeLine(number: $0, text: String($1))) }
    return lines
  }

  /// Calls `body` with each shown line's number and text, in order, without making a string
  /// of each (a layout that draws the first rows of a 100,000-line block only measures the
  /// others). As `shownLines`: a final newline makes no line, and a block of hidden lines
  /// only shows one empty line.
  public func forEachShownLine(_ body: (Int, Substring) -> Void) {
    let prefix = hiddenLinePrefix
    var number = firstLineNumber
    var shown = 0
    var start = text.startIndex
    // Split as bytes: by characters it cost ~1 µs a line.
    while start < text.endIndex {
      let end = text[start...].utf8.firstIndex(ofByte: 0x0A) ?? text.endIndex
      let line = text[start..<end]
      if prefix.map({ !line.hasPrefix($0) }) ?? true {
        body(number, line)
        shown += 1
      }
      number += 1
      start = end == text.endIndex ? end : text.utf8.index(after: end)
    }
    if shown == 0 { body(firstLineNumber, "") }
  }

  /// The highlight group shown at `step` of the slide: the last whose step has come (the
  /// first when the plan gave the block no steps, as for code nested in a list).
  public func highlight(at step: Int) -> LineSelection? {
    let groups = attributes.highlights
    guard !groups.isEmpty else { return nil }
    guard highlightSteps.count == groups.count else { return groups[0] }
    let index = highlightSteps.lastIndex { $0 <= step } ?? 0
    return groups[index]
  }
}
