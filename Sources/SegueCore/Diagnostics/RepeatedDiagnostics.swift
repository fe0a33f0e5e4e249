extension Array where Element == Diagnostic {
  /// The deck's diagnostics with each one that is said once (`isSaidOnce`) said once: the
  /// first place it is written keeps the warning, which counts the others ("17 times in this
  /// deck"); one deck with 17 `transform:` keys is one line, not 17 (issue 28).
  public func collapsingRepeats() -> [Diagnostic] {
    var counts: [String: Int] = [:]
    for diagnostic in self where diagnostic.isSaidOnce {
      counts[diagnostic.message, default: 0] += 1
    }
    guard counts.values.contains(where: { $0 > 1 }) else { return self }
    var said: Set<String> = []
    return compactMap { diagnostic in
      guard diagnostic.isSaidOnce else { return diagnostic }
      guard said.insert(diagnostic.message).inserted else { return nil }
      let count = counts[diagnostic.message] ?? 1
      guard count > 1 else { return diagnostic }
      var once = diagnostic
      once.message += " (\(count) times in this deck; the first is here)"
      return once
    }
  }
}
