/// "Did you mean …?" for misspelt keys and directive names.
public enum Suggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = word.count <= 3 ? 1 : (word.count < 9 ? 2 : 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let d = editDistance(Array(word.lowercased().unicodeScalars), Array(candidate.unicodeScalars))
      if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
    }
    return best?.name
  }

  /// ` (did you mean 'x'?)`, or an empty string.
  public static func hint(for word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Optimal-string-alignment distance: insertions, deletions, substitutions, transpositions.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)  // a transposition
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
