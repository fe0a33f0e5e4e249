/// Pandoc's simple, multiline and grid tables rewritten, in place, as GFM pipe tables.
///
/// cmark reads a pandoc table as paragraphs, setext headings and thematic breaks, so tables are
/// found here, before conversion, where their column layout (the dash runs) is still visible.
/// Each table becomes a pipe table on the lines it held; a table that needs fewer lines is
/// followed by blank lines, so every later line keeps its line number. Only what pandoc itself
/// calls a table is taken (docs/deck-format.md, "Tables (pandoc)"): a dashed line with two or
/// more dash runs, a blank line (or the start) before the table, and a blank line after it.
/// A single `---` under text stays a setext heading; one column needs the multiline form.
/// Lines inside fenced code are never read.
enum PandocTables {
  /// The body with its pandoc tables rewritten; the body itself when it has none.
  static func rewrite(_ body: String) -> String {
    guard body.containsBytes("--") else { return body }
    var lines = TextLines(body)
    var code = CodeFence()
    var index = 0
    while index < lines.count {
      if code.contains(lines.slice(index)) || !mayStartTable(lines, at: index) {
        index += 1
        continue
      }
      let line = lines[index]
      let indent = line.prefix { $0 == " " }.count
      let startsBlock = !isBlank(line) && (index == 0 || endsBlock(lines[index - 1]))
      if startsBlock, indent < 4, let table = PandocTable.read(lines, at: index) {
        let pipe = table.pipeLines()
        for (offset, line) in (pipe + Array(repeating: "", count: table.lineCount - pipe.count))
          .enumerated()
        {
          lines[index + offset] = line
        }
        index += table.lineCount
        stripCaption(&lines, after: index)
        continue
      }
      index += 1
    }
    return lines.joined
  }

  /// Whether a table could start at line `index`: a grid's border there, or a dashed line
  /// there or next (what `PandocTable.read` looks for first). Nearly every line is answered
  /// here on its bytes, before the strings the reading takes are made.
  static func mayStartTable(_ lines: TextLines, at index: Int) -> Bool {
    func isDashed(_ line: Substring) -> Bool {
      line.utf8.allSatisfy { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: " ") }
        && line.utf8.contains(UInt8(ascii: "-"))
    }
    let line = lines.slice(index)
    return line.utf8.first == UInt8(ascii: "+") || isDashed(line)
      || (index + 1 < lines.count && isDashed(lines.slice(index + 1)))
  }

  /// A caption after the table (`Table: …` or `: …`, past one blank line) is shown as text.
  static func stripCaption(_ lines: inout TextLines, after end: Int) {
    var index = end
    if index < lines.count, isBlank(lines[index]) { index += 1 }
    guard index < lines.count else { return }
    for prefix in ["Table:", ": "] where lines[index].hasPrefix(prefix) {
      lines[index] = lines[index].dropFirst(prefix.count).trimmingWhitespace
      return
    }
  }

  static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

  /// Whether a table may start right under `line`: a blank line, or a line that is a block
  /// on its own — an ATX heading (`## Results` directly above a table, as pandoc reads it) or
  /// a fenced div's `:::` line.
  static func endsBlock(_ line: String) -> Bool {
    if isBlank(line) { return true }
    let trimmed = line.drop { $0 == " " }
    let hashes = trimmed.prefix { $0 == "#" }.count
    if (1...6).contains(hashes), trimmed.count == hashes || trimmed.dropFirst(hashes).first == " " {
      return true
    }
    return trimmed.hasPrefix(":::")
  }
}

/// One pandoc table as read from the deck's lines: its columns, header and rows as cell text.
struct PandocTable: Equatable {
  enum Alignment: Equatable { case left, right, center, plain }

  /// Where a column's dashes are, in characters from the start of the line.
  struct Run: Equatable {
    var start: Int
    var end: Int
  }

  var alignments: [Alignment]
  var header: [String]?
  var rows: [[String]]
  /// How many deck lines the table held, borders and blank lines included.
  var lineCount: Int

  /// The table whose first line is `lines[index]`, or `nil` when none starts there.
  static func read(_ lines: TextLines, at index: Int) -> PandocTable? {
    let line = lines[index]
    if line.hasPrefix("+") { return grid(lines, at: index) }
    if let runs = runs(line), runs.count >= 2 {
      return headerless(lines, at: index, runs: runs)
    }
    if runs(line)?.count == 1 { return multiline(lines, at: index) }
    guard index + 1 < lines.count, let runs = runs(lines[index + 1]), runs.count >= 2 else {
      return nil
    }
    return simple(lines, at: index, runs: runs)
  }

  /// A header line over a line of dash runs; rows until a blank line or a closing dashed line.
  private static func simple(_ lines: TextLines, at index: Int, runs: [Run]) -> PandocTable? {
    var end = index + 2
    while end < lines.count, !PandocTables.isBlank(lines[end]), self.runs(lines[end]) == nil {
      end += 1
    }
    var count = end - index
    if end < lines.count, self.runs(lines[end]) != nil {
      guard end + 1 == lines.count || PandocTables.isBlank(lines[end + 1]) else { return nil }
      count += 1
    }
    let header = cells(lines[index], runs)
    let rows = lines[(index + 2)..<end].map { cells($0, runs) }
    return PandocTable(
      alignments: alignments([lines[index]], runs), header: header, rows: rows, lineCount: count)
  }

  /// Rows between two lines of dash runs: one row a line, or blank-separated rows of several.
  private static func headerless(_ lines: TextLines, at index: Int, runs: [Run]) -> PandocTable? {
    guard let close = closing(lines, after: index) else { return nil }
    let body = Array(lines[(index + 1)..<close])
    guard let first = body.first, !PandocTables.isBlank(first) else { return nil }
    let groups =
      body.contains(where: PandocTables.isBlank) ? paragraphs(body) : body.map { [$0] }
    return PandocTable(
      alignments: alignments(groups[0], runs), header: nil,
      rows: groups.map { joinedCells($0, runs) }, lineCount: close - index + 1)
  }

  /// A full-width dashed line, header lines, a line of dash runs, blank-separated rows, and a
  /// closing full-width dashed line.
  private static func multiline(_ lines: TextLines, at index: Int) -> PandocTable? {
    var split = index + 1
    while split < lines.count, !PandocTables.isBlank(lines[split]), runs(lines[split]) == nil {
      split += 1
    }
    guard split > index + 1, split < lines.count, let runs = runs(lines[split]),
      let close = closing(lines, after: split), self.runs(lines[close])?.count == 1
    else { return nil }
    let headerLines = Array(lines[(index + 1)..<split])
    let body = Array(lines[(split + 1)..<close])
    guard runs.count >= 2 || !body.isEmpty else { return nil }
    return PandocTable(
      alignments: alignments(headerLines, runs), header: joinedCells(headerLines, runs),
      rows: paragraphs(body).map { joinedCells($0, runs) }, lineCount: close - index + 1)
  }

  /// The next dashed line after `index`, when a blank line (or the end) follows it.
  private static func closing(_ lines: TextLines, after index: Int) -> Int? {
    guard let close = lines[(index + 1)...].firstIndex(where: { runs($0) != nil }) else {
      return nil
    }
    guard close + 1 == lines.count || PandocTables.isBlank(lines[close + 1]) else { return nil }
    return close
  }

  /// The dash runs of a line made only of dashes and spaces (runs of two or more dashes).
  static func runs(_ line: String) -> [Run]? {
    // Nearly every line has another byte: answered before making an array of its characters
    // (which was a tenth of a 10 MB deck's parse).
    guard line.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: " ") }) else {
      return nil
    }
    let chars = Array(line)
    guard chars.contains("-"), chars.allSatisfy({ $0 == "-" || $0 == " " }) else { return nil }
    var runs: [Run] = []
    var position = 0
    while position < chars.count {
      guard chars[position] == "-" else {
        position += 1
        continue
      }
      let start = position
      while position < chars.count, chars[position] == "-" { position += 1 }
      runs.append(Run(start: start, end: position))
    }
    return runs.allSatisfy({ $0.end - $0.start >= 2 }) ? runs : nil
  }

  /// A line cut at the columns' starts: the first column from the margin, the last to the end.
  static func cells(_ line: String, _ runs: [Run]) -> [String] {
    let chars = Array(line)
    return runs.indices.map { column in
      let start = column == 0 ? 0 : runs[column].start
      let end = column + 1 < runs.count ? runs[column + 1].start : chars.count
      guard start < min(end, chars.count) else { return "" }
      return String(chars[start..<min(end, chars.count)]).trimmingWhitespace
    }
  }

  /// The cells of several lines, each column's pieces joined by spaces.
  static func joinedCells(_ lines: [String], _ runs: [Run]) -> [String] {
    let pieces = lines.map { cells($0, runs) }
    return runs.indices.map { column in
      pieces.map { $0[column] }.filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  /// Groups of lines separated by blank lines.
  static func paragraphs(_ lines: [String]) -> [[String]] {
    lines.split(whereSeparator: PandocTables.isBlank).map(Array.init)
  }

  /// Pandoc's rule: text flush with its dashes on one side only is aligned to that side; text
  /// indented on both sides is centred; text flush on both (or no text) is the default.
  static func alignments(_ lines: [String], _ runs: [Run]) -> [Alignment] {
    runs.indices.map { column in
      let start = column == 0 ? 0 : runs[column].start
      let end = column + 1 < runs.count ? runs[column + 1].start : Int.max
      let texts = lines.map { line -> String in
        let chars = Array(line)
        guard start < chars.count else { return "" }
        let cell = String(chars[start..<min(end, chars.count)])
        return String(cell.reversed().drop { $0 == " " }.reversed())
      }.filter { !$0.isEmpty }
      guard let longest = texts.max(by: { $0.count < $1.count }) else { return .plain }
      let leftSpace = start + leadingText(longest) > runs[column].start
      let rightSpace = start + longest.count < runs[column].end
      switch (leftSpace, rightSpace) {
      case (true, true): return .center
      case (true, false): return .right
      case (false, true): return .left
      case (false, false): return .plain
      }
    }
  }

  /// Where the text of a cell starts, in characters from the cell's start.
  private static func leadingText(_ cell: String) -> Int { cell.prefix { $0 == " " }.count }
}

extension PandocTable {
  /// The table as GFM pipe-table lines: header (empty for a headerless table), delimiter, rows.
  func pipeLines() -> [String] {
    let width = alignments.count
    let delimiter = alignments.map { alignment -> String in
      switch alignment {
      case .left: ":--"
      case .right: "--:"
      case .center: ":-:"
      case .plain: "---"
      }
    }
    return [Self.row(header ?? Array(repeating: "", count: width)), Self.row(delimiter)]
      + rows.map(Self.row)
  }

  /// One pipe-table line; a `|` in a cell is escaped, so it stays text.
  static func row(_ cells: [String]) -> String {
    "| "
      + cells.map { String($0.flatMap { $0 == "|" ? ["\\", "|"] : [$0] }) }.joined(separator: " | ")
      + " |"
  }
}
