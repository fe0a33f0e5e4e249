/// Pandoc's fenced divs (`::: notes`, `::: incremental`, `:::: columns`, …) rewritten, line for
/// line, as what the splitter already reads.
///
/// cmark sees a fence line as paragraph text (joined to the text next to it), so the fences
/// are read here, before conversion, where a fence is still a line of its own: each becomes a
/// directive comment or an empty line, and the deck keeps its line numbers. An HTML comment
/// interrupts a paragraph, so a fence glued to text splits it as pandoc does. Fences match by
/// nesting; fences inside fenced code are text. Only fences at the margin make structure; an
/// indented one (inside a list item) is dropped and its content shown.
struct PandocDivs {
  enum Kind: Equatable {
    case notes, incremental(Bool), columns, column(Double?), plain
  }

  struct Div {
    var kind: Kind
    var open: Int
    var close: Int?
    var parent: Int?
    /// The level of the heading the div follows: a heading at that level or above ends its slide.
    var titleLevel: Int?
    var children: [Int] = []
    /// Whether a `notes` div encloses this one; known when it opens, so emitting a div never
    /// walks its ancestors (a deck of unclosed fences nests them all: a walk each was quadratic).
    var insideNotes = false
    /// The setting of the nearest enclosing `incremental` div, restored when this one closes.
    var outerIncremental: Bool?
  }

  let source: SourceText
  /// The deck's own incremental setting, restored when an `incremental` div closes.
  let incrementalDefault: Bool
  private(set) var diagnostics: [Diagnostic] = []
  var lines: [Substring] = []
  var divs: [Div] = []
  var fences: [Int: PandocFence] = [:]

  init(source: SourceText, incrementalDefault: Bool) {
    self.source = source
    self.incrementalDefault = incrementalDefault
  }

  /// The body with its fence lines rewritten; the body itself when it has none.
  mutating func rewrite(_ body: String) -> String {
    guard body.containsBytes(":::") else { return body }
    lines = SourceText.lines(of: body)
    match()
    guard !divs.isEmpty || !fences.isEmpty else { return body }
    var out = lines.map(String.init)
    // Every fence line goes; those that mean something are written back below.
    for index in fences.keys { out[index] = "" }
    for index in divs.indices { emit(index, into: &out) }
    return out.joined(separator: "\n")
  }

  // MARK: Matching

  /// Pairs fences by nesting; a div left open ends where its slide ends (a warning).
  private mutating func match() {
    var stack: [Int] = []
    var code = CodeFence()
    var headingLevel: Int?
    for (index, line) in lines.enumerated() {
      if code.contains(line) { continue }
      let trimmed = Substring(line.trimmingWhitespace)
      let indent = line.prefix { $0 == " " }.count
      if let level = Self.slideEnd(line) {
        while let top = stack.last, level == 0 || divs[top].titleLevel.map({ level <= $0 }) ?? true
        {
          unclosed(top, endingBefore: index)
          stack.removeLast()
        }
        if level > 0, stack.isEmpty { headingLevel = level }
        continue
      }
      guard indent < 4, let fence = PandocFence.read(trimmed) else { continue }
      fences[index] = fence
      guard indent == 0 else { continue }  // inside a list item: dropped, content shown
      switch fence {
      case .close:
        if let top = stack.popLast() { divs[top].close = index }
      case .open(let classes, let width):
        var div = Div(
          kind: Self.kind(classes, width: width), open: index, parent: stack.last,
          titleLevel: headingLevel)
        if let parent = stack.last.map({ divs[$0] }) {
          div.insideNotes = parent.insideNotes || parent.kind == .notes
          if case .incremental(let on) = parent.kind {
            div.outerIncremental = on
          } else {
            div.outerIncremental = parent.outerIncremental
          }
        }
        divs.append(div)
        if let parent = stack.last { divs[parent].children.append(divs.count - 1) }
        stack.append(divs.count - 1)
      }
    }
    for top in stack.reversed() { unclosed(top, endingBefore: lines.count) }
  }

  private mutating func unclosed(_ index: Int, endingBefore end: Int) {
    divs[index].close = -end - 1  // negative: no fence line of its own
    diagnostics.append(
      .warning(
        "this div has no closing ':::' fence; it ends where its slide ends",
        at: source.location(line: divs[index].open + 1, column: 1)))
  }

  /// 0 for a thematic break, the level for an ATX heading at the margin, `nil` otherwise.
  static func slideEnd(_ line: Substring) -> Int? {
    guard let first = line.first, first != " " else { return nil }
    if first == "#" {
      let hashes = line.prefix { $0 == "#" }.count
      let after = line.dropFirst(hashes).first
      return hashes <= 6 && (after == nil || after == " ") ? hashes : nil
    }
    let marks = line.filter { $0 != " " && $0 != "\t" }
    guard ["-", "*", "_"].contains(first), marks.count >= 3, marks.allSatisfy({ $0 == first })
    else { return nil }
    return 0
  }

  static func kind(_ classes: [String], width: Double?) -> Kind {
    if classes.contains("notes") { return .notes }
    if classes.contains("incremental") { return .incremental(true) }
    if classes.contains("nonincremental") { return .incremental(false) }
    if classes.contains("columns") { return .columns }
    if classes.contains("column") { return .column(width) }
    return .plain
  }
}
