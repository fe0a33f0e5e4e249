/// slides' (maaslalani) pre-processing blocks, read into a block that runs by itself
/// (issue 29): `~~~graph-easy --as=boxart` pipes the block's text through `graph-easy` and
/// shows what it prints in the block's place.
///
/// slides' rules (internal/process/process.go): the text after `~~~` is split at every space
/// (Go's `strings.Split(command, " ")`: no shell, no quotes, so `echo "a b"` passes `"a` and
/// `b"`), the first word is the program, the body is its stdin. The README's own form wraps
/// the block in a backtick fence so that the output keeps its lines; slides replaces the text
/// wherever it is, so that form runs too. Segue runs either only with `-X`; slides runs them
/// whenever the deck file is executable.
enum SlidesCommandBlock {
  /// The program and arguments of a `~~~` fence's info string, split as slides splits it.
  static func command(info: String) -> [String] {
    info.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
  }

  /// The README's wrapped form: a backtick block whose text is one `~~~command args` block,
  /// as the command's info string and the body between its fences; nil for any other text.
  static func unwrapped(_ text: String) -> (info: String, body: String)? {
    guard text.hasPrefix("~~~") else { return nil }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.trimmingWhitespace.isEmpty == true { lines.removeLast() }
    guard lines.count >= 2, DialectDetector.isPreprocessFence(lines[0]),
      let last = lines.last, last.trimmingWhitespace.allSatisfy({ $0 == "~" }),
      !lines.dropFirst().dropLast().contains(where: { $0.hasPrefix("~~~") })
    else { return nil }
    let info = String(lines[0].drop { $0 == "~" }.trimmingWhitespace)
    let body = lines.dropFirst().dropLast().joined(separator: "\n")
    return (info, body.isEmpty ? "" : body + "\n")
  }
}
