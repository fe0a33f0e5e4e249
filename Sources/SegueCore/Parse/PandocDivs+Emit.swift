/// What each matched div writes into the body: directive comments where its fences were.
extension PandocDivs {
  /// Writes the directives of the div at `index` over its (already emptied) fence lines.
  func emit(_ index: Int, into out: inout [String]) {
    let div = divs[index]
    // Inside notes everything is note text: nested fences only go.
    guard !div.insideNotes else { return }
    switch div.kind {
    case .notes:
      emitNotes(div, into: &out)
    case .incremental(let on):
      out[div.open] = "<!-- incremental_lists: \(on) -->"
      if let close = div.close, close >= 0 {
        out[close] = "<!-- incremental_lists: \(div.outerIncremental ?? incrementalDefault) -->"
      }
    case .columns:
      emitColumns(div, into: &out)
    case .column, .plain:
      break  // a column is written by its layout; any other div shows only its content
    }
  }

  /// The line after the div's last content line, and whether a fence line of its own is there.
  private func end(of div: Div) -> (line: Int, hasFence: Bool) {
    guard let close = div.close else { return (lines.count, false) }
    return close >= 0 ? (close, true) : (-close - 1, false)
  }

  /// `<!-- speaker_note: |` … `-->` around the note's lines, which stay where they are.
  private func emitNotes(_ div: Div, into out: inout [String]) {
    let (end, hasFence) = end(of: div)
    let content = (div.open + 1)..<end
    guard content.contains(where: { !out[$0].trimmingWhitespace.isEmpty }) else { return }
    for line in content {
      // The note must not end (or open another comment) early.
      out[line] = out[line].replacing("-->", with: "-- >").replacing("<!--", with: "< !--")
    }
    out[div.open] = "<!-- speaker_note: |"
    if hasFence {
      out[end] = "-->"
    } else {
      out[end - 1] += " -->"
    }
  }

  /// `<!-- column_layout: [...] -->`, `<!-- column: N -->` per column, `<!-- reset_layout -->`.
  private func emitColumns(_ div: Div, into out: inout [String]) {
    let columns = div.children.filter {
      if case .column = divs[$0].kind { return true }
      return false
    }
    guard !columns.isEmpty else { return }
    let widths = columns.map { child -> Double? in
      if case .column(let width) = divs[child].kind { return width }
      return nil
    }
    let weights = Self.weights(widths)
    out[div.open] = "<!-- column_layout: [\(weights.map(String.init).joined(separator: ", "))] -->"
    for (number, child) in columns.enumerated() {
      out[divs[child].open] = "<!-- column: \(number) -->"
    }
    let (end, hasFence) = end(of: div)
    if hasFence {
      out[end] = "<!-- reset_layout -->"
    } else if end - 1 > div.open, out[end - 1].trimmingWhitespace.isEmpty {
      // Left open: the layout ends before the heading or break that ends the slide.
      out[end - 1] = "<!-- reset_layout -->"
    }
  }

  /// Column weights from pandoc widths in percent: columns without one share what is left.
  static func weights(_ widths: [Double?]) -> [Int] {
    let given = widths.compactMap { $0 }
    guard !given.isEmpty else { return widths.map { _ in 1 } }
    let missing = widths.count - given.count
    let share = missing > 0 ? max(1, (100 - given.reduce(0, +)) / Double(missing)) : 0
    return widths.map { max(1, Int(($0 ?? share).rounded())) }
  }
}
