/// Encodes a canvas as text with SGR colours and attributes: the `ansi` export format.
///
/// The only escape sequences written are SGR (`ESC [ params m`). Each style change writes the
/// whole new style after a reset (`ESC[0;1;38;5;196m`), never a difference from the previous
/// one: the output is a little longer, but every sequence means the same thing wherever it is
/// cut, pasted or paged, and no terminal's handling of the "off" codes (22 turns off both bold
/// and dim) matters. A row that leaves a style set ends with `ESC[0m` before its "\n", so no
/// style leaks into the next line or into the shell.
///
/// Colours are degraded to `depth` first (see `ColorDegradation`). Trailing spaces that show
/// nothing (no background colour, no underline, reverse or strikethrough) are trimmed; visible
/// ones are kept. Continuation cells of wide glyphs write nothing.
public enum ANSIEncoder {
  /// The canvas as lines of SGR-styled text at `depth`; "" for a canvas without rows.
  public static func encode(_ canvas: Canvas, depth: ColorDepth) -> String {
    var buffer = ByteBuffer(capacity: canvas.height * (canvas.width + 8))
    encode(canvas, depth: depth, to: &buffer)
    return buffer.text
  }

  /// Appends the canvas's lines of SGR-styled text at `depth` to `buffer`.
  public static func encode(_ canvas: Canvas, depth: ColorDepth, to buffer: inout ByteBuffer) {
    var styles = DegradedStyles(depth: depth)
    for row in 0..<canvas.height {
      let start = row * canvas.width
      let end = visibleEnd(of: row, in: canvas, styles: &styles)
      var current = Style.plain  // the terminal's state: every row starts from a reset
      for cell in canvas.cells[start..<end] where !cell.isContinuation {
        let style = styles.degraded(cell.style)
        if style != current {
          SGR.append(style, to: &buffer)
          current = style
        }
        canvas.appendVisibleGlyph(of: cell, to: &buffer)
      }
      if current != .plain { SGR.append(.plain, to: &buffer) }
      buffer.append(0x0A)
    }
  }

  /// The index just past the last cell of `row` that shows something at the output's depth.
  private static func visibleEnd(of row: Int, in canvas: Canvas, styles: inout DegradedStyles)
    -> Int
  {
    let start = row * canvas.width
    var end = start + canvas.width
    while end > start {
      let cell = canvas.cells[end - 1]
      guard cell.glyph == PackedCell.space, !cell.isContinuation,
        !showsOnBlank(styles.degraded(cell.style))
      else { break }
      end -= 1
    }
    return end
  }

  /// Whether a space in `style` can be seen: it has a background, or a line or inversion.
  private static func showsOnBlank(_ style: Style) -> Bool {
    style.bg != .default
      || !style.attributes.isDisjoint(with: [.underline, .reverse, .strikethrough])
  }
}

/// Degrades styles for one output, remembering the last one: cells come in runs of one style.
private struct DegradedStyles {
  let depth: ColorDepth
  private var last: (style: Style, degraded: Style)? = nil

  init(depth: ColorDepth) { self.depth = depth }

  mutating func degraded(_ style: Style) -> Style {
    if let last, last.style == style { return last.degraded }
    var degraded = ColorDegradation.degrade(style, to: depth)
    degraded.link = 0  // the export writes SGR only: a link looks like its neighbours
    last = (style, degraded)
    return degraded
  }
}
