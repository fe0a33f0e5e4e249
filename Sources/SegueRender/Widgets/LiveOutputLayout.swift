import SegueCore

/// Live output laid out as rows: a snippet's output in a box below its block, output in the
/// block's place (`+exec_replace`), a terminal program's screen (`+pty`), or the hint that
/// running is not allowed (docs/code.md, "Live output").
///
/// Every row of output carries a `LiveRow`, so the frame records the output's rectangle.
struct LiveOutputLayout {
  let theme: Theme
  let live: SlideLive
  var look: CodeOutputTheme { theme.codeOutput }

  /// The rows of a code block (`code`, already laid out) with its live content; `room` is the
  /// rows of the frame left from the block's top, when known, which the box below it keeps to.
  func rows(_ entry: SlideLive.Entry, code: [Row], width: Int, room: Int? = nil) -> [Row] {
    guard let mode = entry.code.attributes.run else { return code }
    guard live.permission.allows(mode) else {
      guard live.hints else { return code }
      let flag = mode.runsByItself ? "-X" : "-x"
      return code + [Row([Span("run with \(flag) to execute", style: look.hint)])]
    }
    guard let output = entry.output else { return code }
    switch mode {
    case .replace:
      // While it runs with nothing printed yet, the audience sees that it runs, not the
      // source the output is meant to replace.
      return output.lines.isEmpty && output.status == .running
        ? [Row([Span("running…", style: look.hint)])]
        : replacing(output, id: entry.id, width: width)
    case .terminal(let columns, let rows):
      return terminal(output, entry, columns: columns, rows: rows, width: width, room: room)
    case .byKey, .auto:
      if let name = entry.code.attributes.id, live.placed.contains(name) { return code }
      // The box goes right under the block; its borders and status line take 3 rows.
      let left = room.map { max(1, $0 - code.count - 3) } ?? live.outputRows
      return code
        + box(
          output, id: entry.id, width: width, least: code.width, limit: min(left, live.outputRows))
    }
  }

  /// The rows of `<!-- snippet_output: name -->`: the named block's output, once there is some.
  func placed(_ name: String, width: Int) -> [Row] {
    guard let entry = live.byName[name], let mode = entry.code.attributes.run,
      live.permission.allows(mode), let output = entry.output
    else { return [] }
    switch mode {
    case .replace: return replacing(output, id: entry.id, width: width)
    case .terminal(let columns, let rows):
      return terminal(output, entry, columns: columns, rows: rows, width: width)
    case .byKey, .auto:
      return box(output, id: entry.id, width: width, least: 0, limit: live.outputRows)
    }
  }

  /// The output in a box at least `least` columns wide: its last `limit` rows (scrolled to
  /// the end), then the status line.
  private func box(_ output: LiveOutput, id: BlockID, width: Int, least: Int, limit: Int)
    -> [Row]
  {
    let pad = theme.codeBlock.padding
    let status = statusSpans(output)
    let room = width - 2 - 2 * pad
    guard room >= 1 else { return [] }
    let lines = lastRows(output, width: room, limit: limit)
    let widest = max(status.width, lines.map(\.width).max() ?? 0)
    let inner = min(room, max(least - 2 - 2 * pad, widest, 1))
    var border = theme.codeBlock
    border.borderStyle = look.borderStyle
    let box = Box(theme: border, width: inner + 2 + 2 * pad, inside: look.style)
    let padding = Span(String(repeating: " ", count: pad), style: look.style)
    let content = lines + WordWrap.wrap(status, width: inner)
    var rows = [box.top(label: "", labelWidth: 0)]
    for (index, line) in content.enumerated() {
      var piece = box.inside([padding] + line)
      piece.live = LiveRow(id: id, columns: inner, rows: content.count, row: index, dx: 1 + pad)
      rows.append(Row(pieces: [piece, box.rightBorder]))
    }
    return rows + [box.bottom]
  }

  /// The last output lines, wrapped at `width`, that fit in `limit` rows: only the lines
  /// shown are wrapped, however long the output.
  private func lastRows(_ output: LiveOutput, width: Int, limit: Int) -> [[Span]] {
    var rows: [[Span]] = []
    for line in output.lines.reversed() where rows.count < limit {
      rows.insert(contentsOf: WordWrap.wrap(spans(line, over: look.style), width: width), at: 0)
    }
    return Array(rows.suffix(limit))
  }

  /// `exit 0`, `exit 2`, `stopped (signal 15)`, `running…` or why it did not start, then the
  /// note: failures in the error style.
  private func statusSpans(_ output: LiveOutput) -> [Span] {
    let text: String
    var failed = true
    switch output.status {
    case .running: (text, failed) = ("running…", false)
    case .exited(let code): (text, failed) = ("exit \(code)", code != 0)
    case .killed(let signal): text = "stopped (signal \(signal))"
    case .failedToStart(let reason): text = reason
    }
    var spans = [Span(text, style: look.style.patched(with: failed ? look.error : look.status))]
    if let note = output.note {
      spans.append(Span(" · " + note, style: look.style.patched(with: look.status)))
    }
    return spans
  }

  /// `+exec_replace`: the output as text in the block's place, and its status when it failed.
  private func replacing(_ output: LiveOutput, id: BlockID, width: Int) -> [Row] {
    let base = theme.text.paragraph
    var content = output.lines.flatMap { WordWrap.wrap(spans($0, over: base), width: width) }
    if output.status != .running && output.status != .exited(0) {
      content += WordWrap.wrap(statusSpans(output), width: width)
    }
    return content.enumerated().map { index, line in
      var piece = Piece(x: 0, spans: line)
      piece.live = LiveRow(id: id, columns: width, rows: content.count, row: index, dx: 0)
      return Row(pieces: [piece])
    }
  }

  /// `+pty`: a box of the block's size (80×24 by default, cut to the room there is: `room`
  /// rows when known, else the content area's) with the program's screen and, when it has
  /// one, its cursor as a reversed cell.
  private func terminal(
    _ output: LiveOutput, _ entry: SlideLive.Entry, columns: Int?, rows: Int?, width: Int,
    room: Int? = nil
  ) -> [Row] {
    let inner = min(columns ?? 80, width - 2)
    let tall = room ?? (live.areaHeight > 0 ? live.areaHeight : 26)
    let height = min(rows ?? 24, max(1, tall - 2))
    guard inner >= 1 else { return [] }
    var border = theme.codeBlock
    border.borderStyle = look.borderStyle
    let box = Box(theme: border, width: inner + 2, inside: look.style)
    let label = entry.code.language.isEmpty ? "" : " \(entry.code.language) "
    var out = [box.top(label: label, labelWidth: TextWidth.width(label))]
    for row in 0..<height {
      var line = row < output.lines.count ? spans(output.lines[row], over: look.style) : []
      line = cut(line, width: inner)
      if let cursor = output.cursor, cursor.row == row, cursor.column < inner {
        line = withCursor(line, at: cursor.column)
      }
      var piece = box.inside(line)
      piece.live = LiveRow(id: entry.id, columns: inner, rows: height, row: row, dx: 1)
      out.append(Row(pieces: [piece, box.rightBorder]))
    }
    out.append(box.bottom)
    // A program that ended says so under its box (its last screen stays above).
    if output.status != .running {
      out.append(Row(statusSpans(output) + [Span(" · Ctrl-E starts it again", style: look.hint)]))
    }
    return out
  }

  private func spans(_ line: [StyledRun], over base: Style) -> [Span] {
    line.map { Span($0.text, style: base.patched(with: $0.style)) }
  }

  /// The spans' first `width` columns.
  private func cut(_ spans: [Span], width: Int) -> [Span] {
    guard spans.width > width else { return spans }
    var out: [Span] = []
    var left = width
    for span in spans where left > 0 {
      let text = TextWidth.prefix(of: span.text, width: left)
      out.append(Span(text, style: span.style))
      left -= TextWidth.width(text)
    }
    return out
  }

  /// The line with the cell at `column` in the cursor style (past the line's end, a space).
  private func withCursor(_ spans: [Span], at column: Int) -> [Span] {
    var out: [Span] = []
    var x = 0
    var placed = false
    for span in spans {
      var run = ""
      for character in span.text {
        let w = TextWidth.width(of: character)
        if !placed && x + w > column {
          if !run.isEmpty { out.append(Span(run, style: span.style)) }
          run = ""
          out.append(Span(String(character), style: span.style.patched(with: look.cursor)))
          placed = true
        } else {
          run.append(character)
        }
        x += w
      }
      if !run.isEmpty { out.append(Span(run, style: span.style)) }
    }
    guard !placed else { return out }
    let gap = Span(String(repeating: " ", count: column - x), style: look.style)
    return out + [gap, Span(" ", style: look.style.patched(with: look.cursor))]
  }
}

/// One row of live output on a row of the slide: which block, the output's size in cells,
/// which row, and how far right of its piece the output starts (inside a box's border).
struct LiveRow: Sendable, Equatable {
  var id: BlockID
  var columns: Int
  var rows: Int
  var row: Int
  var dx: Int
}

extension Array where Element == Row {
  /// The rightmost column any of the rows reaches.
  var width: Int {
    lazy.flatMap(\.pieces).map { $0.x + $0.spans.width }.max() ?? 0
  }
}
