import SegueCore

/// Draws one frame: a pure function of deck, position, theme and size.
///
/// Top to bottom by default: segment bar, content (inside the theme's margins), page dots,
/// footer. Below `minimumSize` the frame is a centred "terminal too small" notice instead.
public struct FrameRenderer: Sendable {
  public static let minimumSize = Size(width: 40, height: 10)

  public var theme: Theme

  public init(theme: Theme) {
    self.theme = theme
  }

  public func render(_ deck: Deck, at position: Position, size: Size, chrome: Bool = true) -> Canvas
  {
    var canvas = Canvas(width: size.width, height: size.height, style: theme.base)
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      drawTooSmall(into: &canvas)
      underlayBackground(&canvas)
      return canvas
    }
    let section = deck.sections[position.section]
    let slide = section.slides[position.page]
    var top = 0
    var bottom = size.height
    if chrome {
      let showsFooter =
        !slide.layout.hidesFooter
        && !(theme.footer.left + theme.footer.center + theme.footer.right).isEmpty
      if showsFooter {
        bottom -= 1
        let values = FooterTemplate.values(deck: deck, position: position)
        FooterWidget(theme: theme.footer, values: values).draw(
          into: &canvas, x: theme.margins.left, y: bottom,
          width: size.width - theme.margins.left - theme.margins.right)
      }
      // The bar takes its row before the dots, so both can sit at the top (bar above) or at
      // the bottom (bar below the dots, above the footer).
      if theme.segmentBar.position == .top {
        drawBar(deck, position, into: &canvas, y: top, width: size.width)
        top += 1
      }
      if theme.segmentBar.position == .bottom {
        bottom -= 1
        drawBar(deck, position, into: &canvas, y: bottom, width: size.width)
      }
      if theme.pageDots.position != .hidden {
        let y = theme.pageDots.position == .top ? top : bottom - 1
        if theme.pageDots.position == .top { top += 1 } else { bottom -= 1 }
        var dots = PageDots(
          count: section.slides.count, active: position.page, theme: theme.pageDots)
        dots.markers = (theme.segmentBar.overflowLeft, theme.segmentBar.overflowRight)
        dots.draw(into: &canvas, x: 0, y: y, width: size.width)
      }
    }
    let margins = theme.margins
    let area = Area(
      x: margins.left, y: top + margins.top, width: size.width - margins.left - margins.right,
      height: bottom - top - margins.top - margins.bottom)
    guard area.width > 0, area.height > 0 else {
      underlayBackground(&canvas)
      return canvas
    }
    let layout = SlideBody(theme: theme, deck: deck).layout(
      slide, step: position.step, width: area.width)
    paint(layout, in: area, on: &canvas)
    underlayBackground(&canvas)
    return canvas
  }

  /// A theme with its own background colour paints it behind everything drawn without one.
  private func underlayBackground(_ canvas: inout Canvas) {
    if theme.base.bg != .default { canvas.underlay(theme.base) }
  }

  private func drawBar(
    _ deck: Deck, _ position: Position, into canvas: inout Canvas, y: Int, width: Int
  ) {
    let section = deck.sections[position.section]
    if deck.sections.count == 1 {
      TitleBar(title: deck.meta.title ?? section.title, theme: theme.segmentBar)
        .draw(into: &canvas, x: 0, y: y, width: width)
    } else {
      SegmentBar(
        titles: deck.sections.map(\.title), selected: position.section, theme: theme.segmentBar
      )
      .draw(into: &canvas, x: 0, y: y, width: width)
    }
  }

  struct Area {
    var x, y, width, height: Int
  }

  /// Puts rows in the area: centred when asked, cut with a `↓` when they do not fit.
  private func paint(_ layout: SlideBody.Layout, in area: Area, on canvas: inout Canvas) {
    let rows = layout.rows
    // Where row `index` goes: rows are placed in order, each below the one before.
    var firstY = 0
    var middle = rows.count
    var middleY = 0
    if layout.centredVertically {
      firstY = max(0, (area.height - rows.count) / 2)
    } else if let from = layout.middleFrom, from <= rows.count {
      middle = from
      middleY = max(from, (area.height - (rows.count - from)) / 2)
    }
    var overflows = false
    for (index, row) in rows.enumerated() {
      let y = index < middle ? firstY + index : middleY + index - middle
      guard y < area.height else {
        overflows = true
        break
      }
      for piece in row.pieces {
        if let fill = piece.fill {
          canvas.fill(
            x: area.x + piece.x, y: area.y + y, width: min(fill.width, area.width - piece.x),
            height: 1, style: fill.style)
        }
        guard piece.x < area.width else { continue }
        canvas.put(piece.spans, x: area.x + piece.x, y: area.y + y, maxWidth: area.width - piece.x)
      }
    }
    if overflows {
      let marker = theme.overflow.glyph
      let w = TextWidth.width(marker)
      canvas.fill(
        x: area.x + area.width - w - 1, y: area.y + area.height - 1, width: w + 1, height: 1,
        style: theme.base)
      canvas.put(
        marker, x: area.x + area.width - w, y: area.y + area.height - 1, style: theme.overflow.style
      )
    }
  }

  /// The rows between the chrome at the top and at the bottom: what a transition slides.
  public func contentRows(size: Size, hidesFooter: Bool = false) -> Range<Int> {
    var top = 0
    var bottom = size.height
    if !hidesFooter && !(theme.footer.left + theme.footer.center + theme.footer.right).isEmpty {
      bottom -= 1
    }
    for position in [theme.pageDots.position, theme.segmentBar.position] {
      switch position {
      case .top: top += 1
      case .bottom: bottom -= 1
      case .hidden: break
      }
    }
    return top..<max(top, bottom)
  }

  /// Whether a slide's content is taller than the frame at `size` (any step shows all of it
  /// at the last step, so that one is measured).
  public func overflows(_ deck: Deck, at position: Position, size: Size) -> Bool {
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      return false
    }
    let slide = deck.sections[position.section].slides[position.page]
    let chromeRows =
      (slide.layout.hidesFooter ? 0 : 1) + (theme.pageDots.position == .hidden ? 0 : 1)
      + (theme.segmentBar.position == .hidden ? 0 : 1)
    let height = size.height - chromeRows - theme.margins.top - theme.margins.bottom
    let width = size.width - theme.margins.left - theme.margins.right
    let layout = SlideBody(theme: theme, deck: deck).layout(
      slide, step: slide.steps - 1, width: width)
    if let middle = layout.middleFrom, middle <= layout.rows.count {
      return max(middle, (height - (layout.rows.count - middle)) / 2) + layout.rows.count - middle
        > height
    }
    return layout.rows.count > height
  }

  private func drawTooSmall(into canvas: inout Canvas) {
    let need = Self.minimumSize
    let text =
      "terminal too small: \(canvas.width)×\(canvas.height) (need \(need.width)×\(need.height))"
    let lines = WordWrap.wrap(text, width: max(1, canvas.width))
    let top = max(0, (canvas.height - lines.count) / 2)
    for (i, line) in lines.enumerated() where top + i < canvas.height {
      let x = max(0, (canvas.width - TextWidth.width(line)) / 2)
      canvas.put(line, x: x, y: top + i, style: theme.notice)
    }
  }
}

/// A terminal or export size in cells.
public struct Size: Sendable, Equatable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses `80x24` (or `80×24`).
  public init?(parsing text: String) {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 1000,
      h <= 1000
    else { return nil }
    self.init(width: w, height: h)
  }
}
