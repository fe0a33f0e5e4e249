import SegueCore

/// The overview's rows as numbers: each section's line, then the section's slides that are not
/// skipped, with no label made.
///
/// Why: a label is `Slide.summary`, a walk of the slide's title or blocks, and a deck of tens
/// of thousands of short sections has a row for each section and each slide. Built from plain
/// integers (the row of each section's line, and the shown pages of the few sections that skip
/// a slide), the index lets the overlay open, move and draw in the time of the rows it shows. Finding a row's section is a binary
/// search over the sections.
struct OverviewRows: Sendable, Equatable {
  /// The row of each section's line; its shown slides are the rows after it.
  private let sectionRows: [Int]
  /// The shown pages, in order, of each section that skips a slide; a section missing here
  /// shows every page.
  private let shownPages: [Int: [Int]]
  /// Rows in all, section lines included.
  let count: Int
  /// The most slides a section has, skipped ones included: the widest page number a label shows.
  let mostPages: Int

  /// What a row stands for.
  enum Row: Equatable {
    case section(Int)
    case slide(Position)
  }

  init(deck: Deck) {
    var sectionRows: [Int] = []
    sectionRows.reserveCapacity(deck.sections.count)
    var shownPages: [Int: [Int]] = [:]
    var row = 0
    var mostPages = 0
    // The flags are read in place, through the deck: a copy of each section or slide retains
    // and releases its arrays, several times the cost of the pass itself.
    for s in deck.sections.indices {
      sectionRows.append(row)
      let count = deck.sections[s].slides.count
      mostPages = max(mostPages, count)
      var shown = 0
      for page in 0..<count where !deck.sections[s].slides[page].layout.isSkipped { shown += 1 }
      if shown < count {
        shownPages[s] = (0..<count).filter { !deck.sections[s].slides[$0].layout.isSkipped }
      }
      row += 1 + shown
    }
    self.sectionRows = sectionRows
    self.shownPages = shownPages
    self.mostPages = mostPages
    count = row
  }

  /// How many slide rows there are (every slide that is not skipped).
  var slideCount: Int { count - sectionRows.count }

  /// What `row` (in `0..<count`) stands for.
  func row(_ row: Int) -> Row {
    let s = section(ofRow: row)
    let offset = row - sectionRows[s]
    guard offset > 0 else { return .section(s) }
    let page = shownPages[s]?[offset - 1] ?? offset - 1
    return .slide(Position(section: s, page: page))
  }

  /// The row of the slide at `position`; nil when it is skipped or not in the deck.
  func row(of position: Position) -> Int? {
    guard sectionRows.indices.contains(position.section) else { return nil }
    let s = position.section
    let rowsInSection = rowCount(ofSection: s) - 1
    let index: Int
    if let pages = shownPages[s] {
      guard let found = Self.firstIndex(atLeast: position.page, in: pages),
        pages[found] == position.page
      else { return nil }
      index = found
    } else {
      guard (0..<rowsInSection).contains(position.page) else { return nil }
      index = position.page
    }
    return sectionRows[s] + 1 + index
  }

  /// The 0-based number, among the slide rows, of `row`; nil for a section line.
  func slideNumber(ofRow row: Int) -> Int? {
    let s = section(ofRow: row)
    guard row > sectionRows[s] else { return nil }
    // Every section before `s` takes one line; the other rows before `row` are slides.
    return row - s - 1
  }

  /// The row of the slide numbered `n` among the slide rows (in `0..<slideCount`).
  func row(ofSlide n: Int) -> Int {
    // The slides before section `s`'s line number `sectionRows[s] - s`, which never falls:
    // the last section whose count is not past `n` holds slide `n` (a section that shows no
    // slide has the count of the one after it).
    let s = Self.lastIndex(in: sectionRows.indices) { sectionRows[$0] - $0 <= n }
    return sectionRows[s] + 1 + (n - (sectionRows[s] - s))
  }

  /// The section whose line is `row` or the last before it.
  private func section(ofRow row: Int) -> Int {
    Self.lastIndex(in: sectionRows.indices) { sectionRows[$0] <= row }
  }

  private func rowCount(ofSection s: Int) -> Int {
    (s + 1 < sectionRows.count ? sectionRows[s + 1] : count) - sectionRows[s]
  }

  /// The last index of `range` for which `isBefore` holds, `isBefore` holding for a prefix of
  /// it (and for its first index).
  private static func lastIndex(in range: Range<Int>, where isBefore: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if isBefore(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// The first index of sorted `values` whose value is at least `value`; nil when none is.
  private static func firstIndex(atLeast value: Int, in values: [Int]) -> Int? {
    var low = 0
    var high = values.count
    while low < high {
      let middle = low + (high - low) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < values.count ? low : nil
  }
}
