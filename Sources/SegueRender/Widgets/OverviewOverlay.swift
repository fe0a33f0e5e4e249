import SegueCore

/// `o`: every section with its slide titles; arrows move the highlight, Enter jumps.
///
/// It keeps the deck (a value, so no copy) and the rows as numbers (`OverviewRows`), and makes
/// labels only for the rows a frame shows: opening it, each key in it and each frame cost the
/// rows on screen, not the deck (a label unpacks a slide). The box is as wide as the frame
/// allows up to `widestInside` columns, so its width never changes while the highlight moves
/// (`docs/presenter.md`, "The overview").
public struct OverviewOverlay: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    public var position: Position
    public var label: String
    public var isSection: Bool
  }

  /// The widest the box's inside gets, as the notes' box: wide enough for long titles, narrow
  /// enough that a wide terminal's box stays a column to read down.
  public static let widestInside = 76

  private let deck: Deck
  private let rows: OverviewRows
  /// The highlighted row (a slide, never a section line, unless the deck shows no slide).
  public var selected: Int

  public init(deck: Deck, current: Position) {
    self.deck = deck
    rows = OverviewRows(deck: deck)
    selected = rows.row(of: current) ?? (rows.slideCount > 0 ? rows.row(ofSlide: 0) : 0)
  }

  /// Equal when they show the same rows of equal decks with the same highlight; the decks'
  /// ids are compared first, so an overlay is not compared block by block with its own copy.
  public static func == (a: OverviewOverlay, b: OverviewOverlay) -> Bool {
    a.selected == b.selected && a.rows == b.rows && (a.deck.id == b.deck.id || a.deck == b.deck)
  }

  /// How many rows the overview has: a line per section and one per slide not skipped.
  public var count: Int { rows.count }

  /// The row `index` (in `0..<count`) with its label: the one place a slide is unpacked.
  public func entry(at index: Int) -> Entry {
    switch rows.row(index) {
    case .section(let s):
      return Entry(
        position: Position(section: s, page: 0), label: "\(s + 1) \(deck.sections[s].title)",
        isSection: true)
    case .slide(let position):
      let slide = deck.sections[position.section].slides[position.page]
      let title = slide.summary ?? "(empty)"
      return Entry(
        position: position, label: "  \(position.section + 1).\(position.page + 1) \(title)",
        isSection: false)
    }
  }

  /// Every row with its label, in order: O(deck), an unpack per slide. For checks and tests;
  /// drawing and moving never read it.
  public var entries: [Entry] { (0..<rows.count).map(entry(at:)) }

  /// Moves the highlight by `delta` slides, skipping section lines, stopping at the ends.
  public mutating func move(_ delta: Int) {
    guard selected >= 0, selected < rows.count, let here = rows.slideNumber(ofRow: selected)
    else { return }
    selected = rows.row(ofSlide: max(0, min(rows.slideCount - 1, here + delta)))
  }

  public var selectedPosition: Position {
    switch rows.row(selected) {
    case .section(let s): Position(section: s, page: 0)
    case .slide(let position): position
    }
  }

  public func draw(on canvas: inout Canvas, theme: Theme) {
    let o = theme.overlay
    let visible = max(1, canvas.height - 4)
    let first = max(0, min(rows.count - visible, selected - visible / 2))
    let width = max(1, min(canvas.width - 6, Self.widestInside))
    let lines = (first..<min(rows.count, first + visible)).map { index -> [Span] in
      let entry = entry(at: index)
      let style = index == selected ? o.selected : (entry.isSection ? o.title : o.box)
      let text = TextWidth.truncate(entry.label, toWidth: width)
      return [
        Span(
          text + String(repeating: " ", count: max(0, width - TextWidth.width(text))), style: style)
      ]
    }
    OverlayBox(theme: o).draw(
      title: "Overview — ↑↓ Enter, Esc", lines: lines, on: &canvas, minWidth: width)
  }
}
