import SegueCore
import SegueTestSupport

@testable import SegueRender

/// The overview as it was built before its row index: every entry labelled at once, moves by
/// filtering the entries. The oracle of `OverviewRowsPropertyTests`; its drawing differs from
/// the old one only in the box's width, which follows the new rule (`docs/presenter.md`).
struct EagerOverview {
  var entries: [OverviewOverlay.Entry]
  var selected: Int

  init(deck: Deck, current: Position) {
    var entries: [OverviewOverlay.Entry] = []
    let mostPages = deck.sections.map(\.slides.count).max() ?? 0
    for (s, section) in deck.sections.enumerated() {
      entries.append(
        OverviewOverlay.Entry(
          position: Position(section: s, page: 0),
          label: OverviewOverlay.sectionLabel(s, of: deck.sections.count, title: section.title),
          isSection: true))
      for (p, slide) in section.slides.enumerated() where !slide.layout.isSkipped {
        let title = slide.summary ?? "(empty)"
        entries.append(
          OverviewOverlay.Entry(
            position: Position(section: s, page: p),
            label: OverviewOverlay.slideLabel(
              Position(section: s, page: p), sections: deck.sections.count, mostPages: mostPages,
              title: title),
            isSection: false))
      }
    }
    self.entries = entries
    let here = entries.firstIndex {
      !$0.isSection && $0.position.section == current.section && $0.position.page == current.page
    }
    self.selected = here ?? entries.firstIndex { !$0.isSection } ?? 0
  }

  mutating func move(_ delta: Int) {
    let slides = entries.indices.filter { !entries[$0].isSection }
    guard let here = slides.firstIndex(of: selected) else { return }
    selected = slides[max(0, min(slides.count - 1, here + delta))]
  }

  func draw(on canvas: inout Canvas, theme: Theme) {
    let o = theme.overlay
    let visible = max(1, canvas.height - 4)
    let first = max(0, min(entries.count - visible, selected - visible / 2))
    let shown = entries[first..<min(entries.count, first + visible)]
    let width = max(1, min(canvas.width - 6, OverviewOverlay.widestInside))
    let lines = shown.enumerated().map { (offset, entry) -> [Span] in
      let style = first + offset == selected ? o.selected : (entry.isSection ? o.title : o.box)
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

/// Random decks of sections and slides, written as talks are: titled and untitled slides,
/// `skip_slide` on slides and on section titles, sections with nothing after their heading or
/// with every slide skipped, slides of only a picture, pauses, notes.
struct OverviewDeckGenerator: SeededChoices {
  var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func deck() -> String {
    var out = chance(0.5) ? "---\nslide_level: 2\n---\n\n" : ""
    // Words before the first heading: an untitled first slide.
    if chance(0.3) { out += "Before any heading.\n\n" }
    for s in 0..<number(1...10) {
      out += "# " + pick(["Part \(s + 1)", "Intro", "Why *this*", "Q&A", "Étude \(s)"]) + "\n\n"
      if chance(0.25) { out += "<!-- skip_slide -->\n\n" }
      if chance(0.3) { out += "Opening words of part \(s + 1).\n\n" }
      for _ in 0..<number(0...6) { out += slide(titled: chance(0.7)) }
    }
    return out
  }

  private mutating func slide(titled: Bool) -> String {
    var out =
      titled ? "## " + pick(["Overview", "A `code` title", "Results", "Next"]) + "\n\n" : "---\n\n"
    if chance(0.3) { out += "<!-- skip_slide -->\n\n" }
    switch number(0...5) {
    case 0: out += "![](diagram.png)\n\n"
    case 1: out += "- first point\n- second point\n\n"
    case 2: out += "```swift\nlet answer = 42\n```\n\n"
    case 3: out += "Text with a pause.\n\n<!-- pause -->\n\nMore.\n\n"
    case 4: out += "> A quote to open with\n\n<!-- speaker_note: breathe -->\n\n"
    default: out += "Plain words\nover two lines.\n\n"
    }
    return out
  }

  /// Any slide of `deck`, skipped ones too (the overview then starts at the first shown).
  mutating func position(in deck: Deck) -> Position {
    let s = number(0...deck.sections.count - 1)
    return Position(section: s, page: number(0...deck.sections[s].slides.count - 1))
  }
}
