import SegueCore

/// A finished rehearsal: each shown slide's number (`s.p`), title and seconds, as it is
/// printed and saved.
///
/// Saved as text under the state folder (`segue rehearsal 1`, the deck's path, then a line per
/// slide: `s.p`, seconds and title separated by tabs), so `segue check --timing` can show it
/// beside the budgets later. Slides are matched by `s.p` then, and the title says which slide
/// it was when the deck has changed since.
public struct RehearsalRecord: Sendable, Equatable {
  public struct Row: Sendable, Equatable {
    public var number: String
    public var title: String
    public var seconds: Int

    public init(number: String, title: String, seconds: Int) {
      self.number = number
      self.title = title
      self.seconds = seconds
    }
  }

  /// The canonical path of the deck rehearsed (`demo` for the built-in one).
  public var deckPath: String
  public var rows: [Row]

  static let header = "segue rehearsal 1"

  public init(deckPath: String, rows: [Row]) {
    self.deckPath = deckPath
    self.rows = rows
  }

  /// Every slide that may be shown, in order, with the time `rehearsal` counted on it
  /// (rounded to the second; unvisited slides have 0).
  public init(deck: Deck, deckPath: String, rehearsal: Rehearsal) {
    var rows: [Row] = []
    for (s, section) in deck.sections.enumerated() {
      for (p, slide) in section.slides.enumerated() where !slide.layout.isSkipped {
        let index = deck.slideNumber(section: s, page: p)
        let ms = rehearsal.milliseconds[index] ?? 0
        rows.append(
          Row(
            number: "\(s + 1).\(p + 1)", title: Self.oneLine(slide.summary ?? "(untitled)"),
            seconds: (ms + 500) / 1000))
      }
    }
    self.init(deckPath: deckPath, rows: rows)
  }

  public var totalSeconds: Int { rows.map(\.seconds).reduce(0, +) }

  /// The file's text.
  public var text: String {
    var out = Self.header + "\ndeck\t" + Self.oneLine(deckPath) + "\n"
    for row in rows { out += "\(row.number)\t\(row.seconds)\t\(row.title)\n" }
    return out
  }

  /// Reads a saved rehearsal; nil when the text is not one (any line out of shape).
  public static func parse(_ text: String) -> RehearsalRecord? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    guard lines.count >= 2, lines[0] == header, lines[1].hasPrefix("deck\t") else { return nil }
    var rows: [Row] = []
    for line in lines.dropFirst(2) {
      let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3, isSlideNumber(parts[0]), let seconds = Int(parts[1]), seconds >= 0
      else { return nil }
      rows.append(Row(number: String(parts[0]), title: String(parts[2]), seconds: seconds))
    }
    return RehearsalRecord(deckPath: String(lines[1].dropFirst(5)), rows: rows)
  }

  /// `2.3`: two positive numbers.
  static func isSlideNumber(_ text: Substring) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { Int($0).map { $0 > 0 } ?? false }
  }

  /// Text on one line with no control characters: tabs and newlines become spaces.
  static func oneLine(_ text: String) -> String {
    let flat = String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    return ControlCharacters.visible(flat)
  }
}
