import SegueCore

/// Rows for an image alone in its paragraph: its picture as symbol cells, or a placeholder box
/// saying what it is and why it is not drawn.
///
/// Pictures are centred unless the slide aligns its content to the right (or the centre):
/// presenterm centres images, and a picture hugging the left edge of a wide slide looks lost.
struct ImageLayout {
  let theme: Theme
  let drawing: ImageDrawing

  func rows(_ image: Image, width: Int, height: Int, alignment: Alignment) -> [Row] {
    let align: Alignment = alignment == .right ? .right : .center
    let picture: ImageStore.Picture
    if image.isRemote {
      picture = .failure(ImageProblem("a remote image, not fetched"))
    } else if let path = image.readablePath {
      picture = drawing.store.picture(
        path, percent: image.widthPercent, columns: width,
        rows: max(1, min(height, image.heightRows ?? height)),
        depth: drawing.depth)
    } else {
      picture = .failure(ImageProblem("not loaded from a file"))
    }
    switch picture {
    case .success(let cells):
      return self.rows(
        cells, width: width, alignment: align, path: image.readablePath,
        alt: image.alt.plainText)
    case .failure(let problem):
      return placeholder(image, problem: problem, width: width, alignment: align)
    }
  }

  /// The cells as rows of spans, a span per run of cells in one style, each row marked as a
  /// row of the picture at `path`.
  func rows(
    _ cells: ImageCells, width: Int, alignment: Alignment, path: String? = nil, alt: String = ""
  ) -> [Row] {
    let free = max(0, width - cells.columns)
    let x = alignment == .right ? free : alignment == .center ? free / 2 : 0
    return (0..<cells.rows).map { y in
      var spans: [Span] = []
      var text = ""
      var style = Style()
      for column in 0..<cells.columns {
        let cell = cells[column, y]
        let next = Style(fg: cell.fg, bg: cell.bg)
        if next != style && !text.isEmpty {
          spans.append(Span(text, style: style))
          text = ""
        }
        style = next
        text.unicodeScalars.append(cell.symbol)
      }
      if !text.isEmpty { spans.append(Span(text, style: style)) }
      var row = Row(spans, x: x)
      if let path {
        row.pieces[0].picture = PictureRow(
          path: path, alt: alt, columns: cells.columns, rows: cells.rows, row: y)
      }
      return row
    }
  }

  /// A box with the alt text, the file's name and the reason, as wide as they need.
  func placeholder(_ image: Image, problem: ImageProblem, width: Int, alignment: Alignment)
    -> [Row]
  {
    let style = theme.text.paragraph.patched(with: theme.text.image)
    let alt = image.alt.plainText
    let name =
      image.source.hasPrefix("data:")
      ? image.shownSource : image.source.split(separator: "/").last.map(String.init) ?? image.source
    let inner = max(1, width - 4)
    let lines = ([alt.isEmpty ? "image" : "image: \(alt)", "\(name): \(problem.reason)"])
      .flatMap { WordWrap.wrap($0, width: inner) }
    let boxInner = min(inner, lines.map(TextWidth.width).max() ?? 1)
    guard width >= 5 else {
      return [Row([Span(InlineRenderer.label(image), style: style)])]
    }
    let free = max(0, width - boxInner - 4)
    let x = alignment == .right ? free : free / 2
    var rows = [
      Row([Span("┌" + String(repeating: "─", count: boxInner + 2) + "┐", style: style)], x: x)
    ]
    for line in lines {
      let pad = String(repeating: " ", count: max(0, boxInner - TextWidth.width(line)))
      rows.append(Row([Span("│ " + line + pad + " │", style: style)], x: x))
    }
    rows.append(
      Row([Span("└" + String(repeating: "─", count: boxInner + 2) + "┘", style: style)], x: x))
    return rows
  }
}
