import SegueCore

/// Draws one frame: a pure function of deck, position, theme and size.
///
/// Where everything goes is the frame's `FrameLayout`; the widgets draw into their rectangles
/// and record what a click on them selects. Below `FrameLayout.minimumSize` the frame is a
/// centred "terminal too small" notice instead, and past `FrameLayout.maximumSize` a "terminal
/// too large" one on a canvas of at most that size (the screen leaves the rest blank): nothing
/// of a size the outside world chose is laid out or allocated.
public struct FrameRenderer: Sendable {
  public static var minimumSize: Size { FrameLayout.minimumSize }

  public let theme: Theme
  /// Where pictures come from and at what colour depth they are drawn; nil shows every image
  /// as a label (`[image: alt (path)]`), as text export does.
  public let images: ImageDrawing?
  /// Slides laid out at a width, shared by copies of this renderer (the theme is fixed).
  private let layouts = SlideLayoutCache()

  public init(theme: Theme, images: ImageDrawing? = nil) {
    self.theme = theme
    self.images = images
  }

  /// A renderer like this one with another theme (the same pictures).
  public func with(theme: Theme) -> FrameRenderer {
    FrameRenderer(theme: theme, images: images)
  }

  /// How many times a slide has been laid out (tests check that stepping does not).
  var layoutCount: Int { layouts.misses }

  /// The slide laid out in `area`, as far as a screen shows it, or as far as `reach` rows when
  /// given (a slide that scrolls).
  func slideLayout(
    _ deck: Deck, _ position: Position, area: Rect, live content: LiveContent, reach: Int? = nil
  ) -> SlideBody.Layout {
    let height = area.height
    let slide = deck.sections[position.section].slides[position.page]
    let live = SlideLive(
      slide, section: position.section, page: position.page, content: content,
      areaHeight: height)
    let key = SlideLayoutCache.Key(
      deck: deck.id, section: position.section, page: position.page, width: area.width,
      height: height, reach: reach ?? 0, live: live?.versions ?? [])
    return layouts.layout(for: key) {
      SlideBody(
        theme: theme, deck: deck, images: images, height: height, reach: reach, live: live
      ).layout(slide, width: area.width)
    }
  }

  /// The layout of the frame for the slide at `position`.
  public func layout(_ deck: Deck, at position: Position, size: Size, chrome: Bool = true)
    -> FrameLayout
  {
    let slide = deck.sections[position.section].slides[position.page]
    return FrameLayout(
      theme: theme, size: size, hidesFooter: slide.layout.hidesFooter, chrome: chrome,
      sections: deck.sections.count)
  }

  /// The frame, with `live` (a snippet's output, a terminal's screen, what may run) drawn
  /// where its blocks are.
  ///
  /// `scroll`, for a screen that scrolls a slide taller than its content area (the
  /// presenter), is how many rows of the slide are scrolled past the top: the frame then
  /// says how far it may scroll (`Frame.scroll`) and marks it `▲ 2/3 ▼` instead of `↓`.
  public func render(
    _ deck: Deck, at position: Position, size: Size, chrome: Bool = true,
    live: LiveContent = .none, scroll: Int? = nil
  ) -> Frame {
    let layout = layout(deck, at: position, size: size, chrome: chrome)
    let drawn = size.clamped(to: FrameLayout.maximumSize)
    var frame = Frame(
      canvas: Canvas(width: drawn.width, height: drawn.height, style: theme.base), layout: layout)
    if layout.isNotice {
      drawNotice(Self.sizeNotice(size), into: &frame.canvas)
    } else {
      drawChrome(deck, position, into: &frame)
      if !layout.content.isEmpty {
        let body = slideLayout(deck, position, area: layout.content, live: live)
        let scrolled =
          scroll.map {
            paintScrolled(deck, position, fitting: body, offset: $0, live: live, on: &frame)
          } ?? false
        if !scrolled {
          frame.overflows = paint(body, step: position.step, in: layout.content, on: &frame)
        }
      }
    }
    underlayBackground(&frame.canvas)
    return frame
  }

  private func drawChrome(_ deck: Deck, _ position: Position, into frame: inout Frame) {
    let layout = frame.layout
    let oneSection = deck.sections.count == 1
    if let rect = layout.footer {
      var values = FooterTemplate.values(deck: deck, position: position)
      values.shownElsewhere = shownElsewhere(deck, position, barShowsTitle: layout.bar != nil)
      FooterWidget(theme: theme.footer, values: values).draw(
        into: &frame.canvas, x: rect.x, y: rect.y, width: rect.width)
    }
    if let rect = layout.bar {
      if oneSection && theme.segmentBar.singleSection == .slides {
        frame.targets += SlideWindow(
          deck: deck, position: position, theme: theme.segmentBar, width: rect.width
        ).draw(into: &frame.canvas, x: rect.x, y: rect.y, width: rect.width)
      } else if oneSection {
        // The intro shows the title itself: the bar stays empty there.
        let isIntro = deck.sections[0].slides[position.page].kind == .intro
        let title = isIntro ? "" : deck.meta.title ?? deck.sections[0].title
        TitleBar(title: title, theme: theme.segmentBar)
          .draw(into: &frame.canvas, x: rect.x, y: rect.y, width: rect.width)
      } else {
        frame.targets += SegmentBar(
          titles: deck.sectionTitles, selected: position.section, theme: theme.segmentBar
        )
        .draw(into: &frame.canvas, x: rect.x, y: rect.y, width: rect.width)
      }
    }
    if let rect = layout.dots {
      var dots = PageDots(
        count: deck.sections[position.section].slides.count, active: position.page,
        theme: theme.pageDots)
      dots.markers = (theme.segmentBar.overflowLeft, theme.segmentBar.overflowRight)
      frame.targets += dots.draw(into: &frame.canvas, x: rect.x, y: rect.y, width: rect.width)
    }
  }

  /// The footer variables whose values the frame shows already, so the footer leaves them
  /// out: what the intro slide prints, the title a one-section deck's title bar shows, and the
  /// title on the slide whose heading it is.
  private func shownElsewhere(_ deck: Deck, _ position: Position, barShowsTitle: Bool)
    -> Set<Substring>
  {
    var names: Set<Substring> = []
    let section = deck.sections[position.section]
    let slide = section.slides[position.page]
    // A deck without a title is named by its first slide's title: that slide says it already.
    if slide.titleText == deck.meta.title ?? deck.sections[0].title { names.insert("title") }
    if slide.kind == .intro {
      names.formUnion([
        "title", "sub_title", "author", "date", "event", "location", "slide_title",
      ])
      // The first section is named by the deck's title when no heading names it.
      if section.title == deck.meta.title { names.insert("section") }
    }
    if barShowsTitle && deck.sections.count == 1 && theme.segmentBar.singleSection == .title {
      names.insert("title")
    }
    return names
  }

  /// A theme with its own background colour paints it behind everything drawn without one.
  private func underlayBackground(_ canvas: inout Canvas) {
    if theme.base.bg != .default { canvas.underlay(theme.base) }
  }

  /// Puts the rows of `step` in the area: centred when asked, cut with a `↓` when what shows
  /// at this step does not fit; returns whether it was cut. The pictures and live output
  /// painted are recorded in the frame.
  func paint(
    _ layout: SlideBody.Layout, step: Int, in area: Rect, on frame: inout Frame, offset: Int = 0
  ) -> Bool {
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
    var cut = rows.count
    for (index, row) in rows.enumerated() {
      let y = (index < middle ? firstY + index : middleY + index - middle) - offset
      guard y >= 0 else { continue }
      guard y < area.height else {
        cut = index
        break
      }
      for piece in row.pieces where piece.step <= step && step <= piece.lastStep {
        if let fill = piece.fill {
          frame.canvas.fill(
            x: area.x + piece.x, y: area.y + y, width: min(fill.width, area.width - piece.x),
            height: 1, style: fill.style)
        }
        guard piece.x < area.width else { continue }
        frame.canvas.put(
          piece.spans, x: area.x + piece.x, y: area.y + y, maxWidth: area.width - piece.x)
        if let picture = piece.picture {
          note(picture, at: area.x + piece.x, y: area.y + y, in: &frame.pictures)
        }
        if let live = piece.live {
          note(live, at: area.x + piece.x + live.dx, y: area.y + y, in: &frame.live)
        }
      }
    }
    let overflows = layout.firstStepFrom[cut] <= step
    if overflows {
      let marker = theme.overflow.glyph
      let w = TextWidth.width(marker)
      frame.canvas.fill(
        x: area.x + area.width - w - 1, y: area.y + area.height - 1, width: w + 1, height: 1,
        style: theme.base)
      frame.canvas.put(
        marker, x: area.x + area.width - w, y: area.y + area.height - 1, style: theme.overflow.style
      )
    }
    return overflows
  }

  /// Counts a painted row of a picture: its first row places it, the others add to its rows.
  private func note(_ row: PictureRow, at x: Int, y: Int, in pictures: inout [FramePicture]) {
    let top = y - row.row
    if let index = pictures.lastIndex(where: {
      $0.path == row.path && $0.rect.x == x && $0.rect.y == top
    }) {
      pictures[index].shownRows += 1
    } else {
      pictures.append(
        FramePicture(
          path: row.path, rect: Rect(x: x, y: top, width: row.columns, height: row.rows),
          shownRows: 1, alt: row.alt))
    }
  }

  /// Counts a painted row of live output, as `note(_:at:y:in:)` counts a picture's.
  private func note(_ row: LiveRow, at x: Int, y: Int, in live: inout [FrameLive]) {
    let top = y - row.row
    if let index = live.lastIndex(where: { $0.id == row.id && $0.rect.y == top }) {
      live[index].shownRows += 1
    } else {
      live.append(
        FrameLive(
          id: row.id, rect: Rect(x: x, y: top, width: row.columns, height: row.rows),
          shownRows: 1))
    }
  }

  /// Whether a slide's content is taller than the frame at `size` (the last step shows all of
  /// it, so that one is measured): the frame's own answer, so `check --size` and the screen
  /// never disagree.
  public func overflows(_ deck: Deck, at position: Position, size: Size) -> Bool {
    let slide = deck.sections[position.section].slides[position.page]
    var last = position
    last.step = slide.steps - 1
    return render(deck, at: last, size: size).overflows
  }

  /// What a frame of `size` says instead of the slide, or nil when the size is drawable.
  public static func sizeNotice(_ size: Size) -> String? {
    let least = FrameLayout.minimumSize
    let most = FrameLayout.maximumSize
    if size.width < least.width || size.height < least.height {
      return
        "terminal too small: \(size.width)×\(size.height) (need \(least.width)×\(least.height))"
    }
    if size.width > most.width || size.height > most.height {
      return
        "terminal too large: \(size.width)×\(size.height) (at most \(most.width)×\(most.height))"
    }
    return nil
  }

  private func drawNotice(_ text: String?, into canvas: inout Canvas) {
    guard let text else { return }
    let lines = WordWrap.wrap(text, width: max(1, canvas.width))
    let top = max(0, (canvas.height - lines.count) / 2)
    for (i, line) in lines.enumerated() where top + i < canvas.height {
      let x = max(0, (canvas.width - TextWidth.width(line)) / 2)
      canvas.put(line, x: x, y: top + i, style: theme.notice)
    }
  }
}
