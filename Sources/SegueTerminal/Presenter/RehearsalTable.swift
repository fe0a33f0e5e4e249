import SegueCore
import SegueRender

/// The rehearsal table: per slide its `s.p`, title, time, budget and over/under, then totals.
///
/// Printed when `segue present --rehearse` quits and by `segue check --timing`, which passes
/// the last saved rehearsal (or none: the time column is then empty). Budgets are the deck's
/// own, as they are now: a slide's `time:`, or its share of its section's `time:`; a slide
/// without one shows `—`, and so does a slide the saved rehearsal does not have (the deck grew
/// since); the totals' over/under compares only the slides that have both. Plain text, no colour, so it reads
/// the same in a terminal, a pipe and a golden file.
public enum RehearsalTable {
  static let titleWidth = 32

  public static func render(_ deck: Deck, record: RehearsalRecord?, fileName: String) -> String {
    let budgets = Pacing.explicitBudgets(deck)
    let times = Dictionary(
      (record?.rows ?? []).map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    var lines = [["slide", "title", "time", "budget", "over/under"]]
    // The totals' over/under counts only slides with both a budget and a time.
    var planned = 0
    var spentOnPlanned = 0
    for (s, section) in deck.sections.enumerated() {
      for (p, slide) in section.slides.enumerated() where !slide.layout.isSkipped {
        let number = "\(s + 1).\(p + 1)"
        let budget = budgets[deck.slideNumber(section: s, page: p)]
        let spent = times[number]?.seconds
        if let budget, let spent {
          planned += budget
          spentOnPlanned += spent
        }
        let title = TextWidth.truncate(
          RehearsalRecord.oneLine(slide.summary ?? "(untitled)"), toWidth: titleWidth)
        lines.append([
          number, title, spent.map(DurationText.clock) ?? "—",
          budget.map(DurationText.clock) ?? "—",
          spent.map { difference($0, budget) } ?? "",
        ])
      }
    }
    let total = record?.totalSeconds
    lines.append([
      "", "total", total.map(DurationText.clock) ?? "—",
      budgets.contains { $0 != nil }
        ? DurationText.clock(budgets.compactMap { $0 }.reduce(0, +)) : "—",
      record != nil && planned > 0 ? difference(spentOnPlanned, planned) : "",
    ])
    return heading(record: record, fileName: fileName) + "\n\n" + columns(lines)
  }

  /// `+0:12` over the budget, `-0:18` under it, empty without one.
  static func difference(_ spent: Int, _ budget: Int?) -> String {
    guard let budget else { return "" }
    let d = spent - budget
    return (d > 0 ? "+" : d < 0 ? "-" : "±") + DurationText.clock(abs(d))
  }

  static func heading(record: RehearsalRecord?, fileName: String) -> String {
    let name = RehearsalRecord.oneLine(fileName)
    guard let record else {
      return "No rehearsal of \(name) yet (segue present --rehearse records one); budgets:"
    }
    return "Rehearsal of \(name): \(DurationText.clock(record.totalSeconds)) in all"
  }

  /// Left-aligned columns two spaces apart, trailing spaces dropped.
  static func columns(_ lines: [[String]]) -> String {
    let widths = (0..<lines[0].count).map { c in lines.map { TextWidth.width($0[c]) }.max() ?? 0 }
    return lines.map { line in
      var text = ""
      for (c, cell) in line.enumerated() {
        text += cell
        if c < line.count - 1 {
          text += String(repeating: " ", count: widths[c] - TextWidth.width(cell) + 2)
        }
      }
      return String(text.reversed().drop { $0 == " " }.reversed()) + "\n"
    }.joined()
  }
}
