import SegueCore

/// `o`: every section with its slide titles; arrows move the highlight, Enter jumps.
///
/// It keeps the deck (a value, so no copy) and the rows as numbers (`OverviewRows`), and makes
/// labels only for the rows near the highlight: opening it, each key in it and each frame cost
/// the rows on screen, not the deck (a label walks a slide's blocks). The box is as wide as the
/// frame allows up to `widestInside` columns, so its width never changes while the highlight
/// moves (`docs/presenter.md`, "The overview").
public struct OverviewOverlay: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    public var position: Position
    public var label: String
    public var isSection: Bool
  }

  /// The widest the box's inside gets, as the notes' box: wide enough for long titles, narrow
  /// enough that a wide terminal's box stays a column to read down.
  public static let widestInside = 76
  /// How many rows either side of the highlight keep their label, cut to `widestInside`.
  ///
  /// Why kept: an untitled slide's label walks its blocks (all of them, for a long list), and
  /// a frame is drawn at each key. Kept, a key labels only the rows that come
  /// near; a frame up to twice this tall draws from them alone (a taller one labels the rest).
  static let labelledRadius = 60

  private let deck: Deck
  private let rows: OverviewRows
  /// The highlighted row (a slide, never a section line, unless the deck shows no slide).
  public var selected: Int {
    didSet { labelAroundSelection() }
  }
  /// The rows whose label is in `labels` (read by tests: opening labels these rows alone).
  private(set) var labelled = 0..<0
  private var labels: [String] = []

  public init(deck: Deck, current: Position) {
    self.deck = deck
    rows = OverviewRows(deck: deck)
    selected = rows.row(of: current) ?? (rows.slideCount > 0 ? rows.row(ofSlide: 0) : 0)
    labelAroundSelection()
  }

  /// Equal when they show the same rows of equal decks with the same highlight; the decks'
  /// ids are compared first, so an overlay is not compared block by block with its own copy.
  /// The labels kept follow from those.
  public static func == (a: OverviewOverlay, b: OverviewOverlay) -> Bool {
    a.selected == b.selected && a.rows == b.rows && (a.deck.id == b.deck.id || a.deck == b.deck)
  }

  /// How many rows the overview has: a line per section and one per slide not skipped.
  public var count: Int { rows.count }

  /// The row `index` (in `0..<count`) with its whole label.
  public func entry(at index: Int) -> Entry {
    switch rows.row(index) {
    case .section(let s):
      Entry(position: Position(section: s, page: 0), label: label(of: index), isSection: true)
    case .slide(let position): Entry(position: position, label: label(of: index), isSection: false)
    }
  }

  /// Every row with its label, in order: O(deck), a label per slide. For checks and tests;
  /// drawing and moving never read it.
  public var entries: [Entry] { (0..<rows.count).map(entry(at:)) }

  /// The label of row `index`: the one place a slide's label is made.
  private func label(of index: Int) -> String {
    switch rows.row(index) {
    case .section(let s):
      return Self.sectionLabel(s, of: deck.sections.count, title: deck.sections[s].title)
    case .slide(let position):
      let title = deck.sections[position.section].slides[position.page].summary ?? "(empty)"
      return Self.slideLabel(
        position, sections: deck.sections.count, mostPages: rows.mostPages, title: title)
    }
  }

  /// A section's line, `2 Results`, its number right-aligned to the deck's widest section
  /// number so the titles of `9` and `10` start in one column.
  static func sectionLabel(_ s: Int, of sections: Int, title: String) -> String {
    "\(padded(s + 1, toWidthOf: sections, left: true)) \(title)"
  }

  /// A slide's line, `  2.3 Method`: the section number right-aligned and the page number
  /// left-aligned to the deck's widest, so the dots and the titles of `1.9` and `1.10` line up.
  static func slideLabel(_ p: Position, sections: Int, mostPages: Int, title: String) -> String {
    let section = padded(p.section + 1, toWidthOf: sections, left: true)
    let page = padded(p.page + 1, toWidthOf: mostPages, left: false)
    return "  \(section).\(page) \(title)"
  }

  /// `n` with spaces on its `left` (else its right) to as many digits as `widest` has.
  private static func padded(_ n: Int, toWidthOf widest: Int, left: Bool) -> String {
    let digits = String(n)
    let pad = String(repeating: " ", count: max(0, String(widest).count - digits.count))
    return left ? pad + digits : digits + pad
  }

  /// Keeps the labels of the rows near the highlight, making only those not kept already.
  private mutating func labelAroundSelection() {
    let near =
      max(
        0, selected - Self.labelledRadius)..<max(
        0, min(rows.count, selected + Self.labelledRadius + 1))
    let kept = labelled
    let old = labels
    labels = near.map { index in
      kept.contains(index)
        ? old[index - kept.lowerBound]
        // Cut to the widest box now: the same text as cutting the whole label to a narrower
        // width later, and a frame then measures short strings.
        : TextWidth.truncate(label(of: index), toWidth: Self.widestInside)
    }
    labelled = near
  }

  /// Row `index`'s label as drawn, at most `widestInside` columns.
  private func shownLabel(of index: Int) -> String {
    labelled.contains(index)
      ? labels[index - labelled.lowerBound]
      : TextWidth.truncate(label(of: index), toWidth: Self.widestInside)
  }

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
      let isSection = if case .section = rows.row(index) { true } else { false }
      let style = index == selected ? o.selected : (isSection ? o.title : o.box)
      let text = TextWidth.truncate(shownLabel(of: index), toWidth: width)
      return [
        Span(
          text + String(repeating: " ", count: max(0, width - TextWidth.width(text))), style: style)
      ]
    }
    OverlayBox(theme: o).draw(
      title: "Overview — ↑↓ Enter, Esc", lines: lines, on: &canvas, minWidth: width)
  }
}
