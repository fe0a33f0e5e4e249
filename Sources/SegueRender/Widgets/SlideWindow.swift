import SegueCore

/// The bar of a one-section deck, as a window of slide titles around the current slide.
///
/// A lone segment would only repeat the deck's title; a theme that wants the bar's row to say
/// something (`segment_bar.single_section: slides`) gets the neighbouring slides instead, each
/// clickable like a segment. Untitled slides (and the intro, whose title is the deck's) show
/// their number. The current slide is centred when the neighbours allow it; `‹` / `›` mark
/// slides out of view.
public struct SlideWindow: Sendable {
  /// One slide of the window: its deck-wide index and the label shown for it.
  public struct Entry: Sendable, Equatable {
    public var slide: Int
    public var label: String

    public init(slide: Int, label: String) {
      self.slide = slide
      self.label = label
    }
  }

  public var entries: [Entry]
  /// The index in `entries` of the current slide.
  public var selected: Int
  public var theme: SegmentBarTheme

  public init(entries: [Entry], selected: Int, theme: SegmentBarTheme) {
    self.entries = entries
    self.selected = selected
    self.theme = theme
  }

  /// The window of the slides of `section` that navigation shows (skipped ones are not), for
  /// a bar `width` columns wide.
  ///
  /// Only the slides within `width` of the current one are read: each shown slide takes a
  /// column at least, so no others can show, and a frame costs the same in a section of
  /// 10,000 slides as in one of ten.
  public init(deck: Deck, position: Position, theme: SegmentBarTheme, width: Int) {
    let slides = deck.sections[position.section].slides
    let near = max(0, position.page - width)..<min(slides.count, position.page + width + 1)
    var entries: [Entry] = []
    var selected = 0
    for page in near {
      let slide = slides[page]
      guard !slide.layout.isSkipped || page == position.page else { continue }
      let number = deck.slideNumber(section: position.section, page: page)
      let title = slide.kind == .intro ? nil : slide.titleText.flatMap { $0.isEmpty ? nil : $0 }
      if page == position.page { selected = entries.count }
      entries.append(Entry(slide: number, label: title ?? String(number + 1)))
    }
    self.init(entries: entries, selected: selected, theme: theme)
  }

  /// Where one slide's segment sits on the bar.
  public struct Slot: Sendable, Equatable {
    public var index: Int
    public var x: Int
    public var width: Int
  }

  /// The shown slides and where they sit, for a bar `width` columns wide: the current one,
  /// then neighbours right and left in turn while they fit, the whole centred.
  public func slots(width: Int) -> (slots: [Slot], hiddenLeft: Bool, hiddenRight: Bool) {
    guard entries.indices.contains(selected), width > 2 else { return ([], false, false) }
    let sep = TextWidth.width(theme.separator)
    // A column at each end for the markers; neighbours are cut to a third of the bar.
    let room = width - 2
    let cap = max(theme.minimumSegmentWidth, room / 3)
    func segment(_ i: Int) -> Int {
      let natural = TextWidth.width(entries[i].label) + 2 * theme.padding
      return i == selected ? min(room, natural) : min(cap, natural)
    }
    var first = selected
    var last = selected
    var used = segment(selected)
    var canGrow = (left: true, right: true)
    while canGrow.left || canGrow.right {
      if canGrow.right {
        canGrow.right = last + 1 < entries.count && used + sep + segment(last + 1) <= room
        if canGrow.right {
          last += 1
          used += sep + segment(last)
        }
      }
      if canGrow.left {
        canGrow.left = first > 0 && used + sep + segment(first - 1) <= room
        if canGrow.left {
          first -= 1
          used += sep + segment(first)
        }
      }
    }
    var x = 1 + (room - used) / 2
    let slots = (first...last).map { i -> Slot in
      defer { x += segment(i) + sep }
      return Slot(index: i, x: x, width: segment(i))
    }
    return (slots, first > 0, last + 1 < entries.count)
  }

  /// Draws the window on row `y`, from column `x`, `width` columns wide; returns a target for
  /// each shown slide.
  @discardableResult
  public func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int) -> [HitTarget] {
    let (slots, hiddenLeft, hiddenRight) = slots(width: width)
    let tabs = slots.map {
      TabRow.Tab(
        x: $0.x, width: $0.width, label: entries[$0.index].label,
        isSelected: $0.index == selected, target: .slide(entries[$0.index].slide))
    }
    return TabRow(theme: theme).draw(
      tabs, hiddenLeft: hiddenLeft, hiddenRight: hiddenRight, into: &canvas, x: x, y: y,
      width: width)
  }
}
