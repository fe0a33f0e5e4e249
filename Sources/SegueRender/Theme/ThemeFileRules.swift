import SegueCore

/// The rules for a theme that is a file: its name, its content, and the `extends:` chain it
/// sits in.
///
/// A deck can name any file as its theme (`/etc/passwd`, `/proc/self/environ`, itself), and
/// what is said about the file may be on a projector. So a file is a theme only when it says
/// so — text, YAML, a mapping with at least one theme key — and a file that is not is
/// reported by the rule it breaks, never by a line of it. Chains are followed by canonical
/// path, so a cycle is recognised however its paths are spelled or linked.
enum ThemeFileRules {
  /// The most themes an `extends:` chain may hold; behind cycle detection, and a bound on the
  /// loader's recursion whatever a catalog answers.
  static let depthLimit = 16

  /// One theme in an `extends:` chain: the file (or built-in) it is, and how it was named.
  struct Link: Equatable {
    /// The canonical path, or `builtin:NAME`.
    var key: String
    /// The name as written (`./b.yaml`, `nord`), as the chain is printed.
    var shown: String
    /// The deck the chain starts from, which counts for cycles but not for depth.
    var isDeck = false
  }

  /// Nil when `path` may name a theme file; else the rule it breaks.
  static func nameProblem(_ path: String) -> String? {
    if path.hasSuffix(".yaml") || path.hasSuffix(".yml") { return nil }
    return "theme file '\(path)' must have a .yaml or .yml name"
  }

  /// Nil when `link` may join `chain`; else why not: a cycle (the chain printed, ending in the
  /// link that repeats), or a chain past the depth limit.
  static func chainProblem(_ chain: [Link], adding link: Link) -> String? {
    let printed = (chain + [link]).map(\.shown).joined(separator: " → ")
    if let first = chain.first(where: { $0.key == link.key }) {
      let same = first.shown == link.shown ? "" : " (the same file as \(first.shown))"
      return "'extends' makes a cycle: \(printed)\(same)"
    }
    if chain.filter({ !$0.isDeck }).count >= depthLimit {
      return "'extends' chains more than \(depthLimit) themes: \(printed)"
    }
    return nil
  }

  /// The file's YAML when it is a theme (nil for an empty file, which is `base`), or why it
  /// is not one (naming the file `named`, as written), in words that quote nothing of it: malformed YAML at its place in the file
  /// (the caller shows no source line with it), the rest with no place of their own.
  static func parse(_ source: SourceText, named: String? = nil) -> Result<YAMLValue?, Diagnostic> {
    let notATheme = "'\(named ?? source.fileName)' is not a theme: "
    if !source.warnings.isEmpty || source.text.utf8.contains(0) {
      return .failure(.error(notATheme + "it is binary data, not YAML text"))
    }
    let root: YAMLValue?
    do {
      root = try YAMLReader.parse(source.text)
    } catch {
      return .failure(
        .error(
          "malformed YAML: \(error.message)",
          at: source.location(line: error.line, column: error.column)))
    }
    guard let root else { return .success(nil) }
    guard case .mapping(let pairs) = root.kind else {
      return .failure(.error(notATheme + "a theme is a mapping of keys, as in 'segment_bar: …'"))
    }
    let known = Set(ThemeSchema.root.children.map(\.name))
    guard pairs.isEmpty || pairs.contains(where: { $0.key.scalar.map(known.contains) ?? false })
    else {
      return .failure(
        .error(
          notATheme
            + "none of its keys is a theme setting (such as extends, segment_bar, page_dots)"))
    }
    return .success(root)
  }
}
