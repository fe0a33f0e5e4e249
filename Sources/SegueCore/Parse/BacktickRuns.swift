/// The runs of backticks in a paragraph, found in one pass, so that where a code span closes
/// is looked up rather than searched for from each opening run: a paragraph of unclosed runs
/// of many lengths was searched to its end once per run.
struct BacktickRuns {
  /// Where each run starts (a run is all the backticks in a row), by its length, in order.
  private var starts: [Int: [Int]] = [:]
  /// For each length, how many of its runs start before the last position asked about.
  private var passed: [Int: Int] = [:]
  /// Positions read: the pass over the text, and each run stepped over while looking up.
  private(set) var examined = 0

  init(_ scalars: [Unicode.Scalar]) {
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "`" else {
        index += 1
        continue
      }
      let start = index
      while index < scalars.count, scalars[index] == "`" { index += 1 }
      starts[index - start, default: []].append(start)
    }
    examined = scalars.count
  }

  /// Where the first run of exactly `length` backticks at or after `position` starts; nil
  /// when there is none. The positions asked about for one length only grow (a scanner reads
  /// forward), so each run is stepped over once.
  mutating func next(length: Int, from position: Int) -> Int? {
    guard let runs = starts[length] else { return nil }
    var passed = self.passed[length, default: 0]
    while passed < runs.count, runs[passed] < position {
      passed += 1
      examined += 1
    }
    self.passed[length] = passed
    return passed < runs.count ? runs[passed] : nil
  }
}
