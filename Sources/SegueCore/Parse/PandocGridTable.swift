/// Pandoc's grid tables (`+---+---+` borders, `|` between cells, `+===+` under the header).
///
/// Kept apart from the dash-run tables because a grid finds its columns from the `+` corners of
/// its top border, not from runs of dashes. Cells that span columns or rows are not read: such
/// a grid stays text rather than being drawn wrong.
extension PandocTable {
  /// The grid table whose top border is `lines[index]`, or `nil` when none starts there.
  static func grid(_ lines: TextLines, at index: Int) -> PandocTable? {
    guard let corners = borderCorners(lines[index]), corners.count >= 2 else { return nil }
    var rows: [[String]] = []
    var header: [String]?
    var alignments = borderAlignments(lines[index], corners)
    var pending: [String] = []
    var end = index + 1
    while end < lines.count {
      let line = lines[end]
      if let border = borderCorners(line) {
        guard border == corners, !pending.isEmpty else { return nil }
        let cells = joinedGridCells(pending, corners)
        if line.contains("=") {
          guard header == nil, rows.isEmpty else { return nil }
          header = cells
          alignments = borderAlignments(line, corners)
        } else {
          rows.append(cells)
        }
        pending = []
        end += 1
        if end == lines.count || PandocTables.isBlank(lines[end]) { break }
        continue
      }
      guard isGridRow(line, corners) else { return nil }
      pending.append(line)
      end += 1
    }
    guard pending.isEmpty, header != nil || !rows.isEmpty else { return nil }
    return PandocTable(
      alignments: alignments, header: header, rows: rows, lineCount: end - index)
  }

  /// The positions of the `+` corners of a border line (`+---+`, `+===+`, colons allowed).
  static func borderCorners(_ line: String) -> [Int]? {
    let chars = Array(line.reversed().drop { $0 == " " }.reversed())
    guard chars.first == "+", chars.last == "+", chars.count >= 3,
      chars.allSatisfy({ "+-=:".contains($0) })
    else { return nil }
    let dashes = chars.contains("-") != chars.contains("=")
    guard dashes else { return nil }
    return chars.indices.filter { chars[$0] == "+" }
  }

  /// A content line: `|` at every corner, so no cell spans two columns.
  static func isGridRow(_ line: String, _ corners: [Int]) -> Bool {
    let chars = Array(line.reversed().drop { $0 == " " }.reversed())
    return chars.count == corners.last! + 1 && corners.allSatisfy { chars[$0] == "|" }
  }

  /// The cells of a row's lines, each column's pieces joined by spaces.
  static func joinedGridCells(_ lines: [String], _ corners: [Int]) -> [String] {
    let pieces = lines.map { line in
      let chars = Array(line)
      return corners.indices.dropLast().map { column in
        String(chars[(corners[column] + 1)..<corners[column + 1]]).trimmingWhitespace
      }
    }
    return corners.indices.dropLast().map { column in
      pieces.map { $0[column] }.filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  /// Colons in a border at a column's ends: `:--` left, `--:` right, `:-:` centred.
  static func borderAlignments(_ line: String, _ corners: [Int]) -> [Alignment] {
    let chars = Array(line)
    return corners.indices.dropLast().map { column in
      let left = chars[corners[column] + 1] == ":"
      let right = chars[corners[column + 1] - 1] == ":"
      switch (left, right) {
      case (true, true): return .center
      case (true, false): return .left
      case (false, true): return .right
      case (false, false): return .plain
      }
    }
  }
}
