/// The tool a deck was written for: decides which of that tool's text forms Segue reads.
///
/// Decks written for mdp, pandoc/patat, presenterm, lookatme or slides mean different things by
/// the same text (a heading splits slides in pandoc, never in mdp or presenterm; `<br>` alone is
/// a pause in mdp, a line break in presenterm), so the parser reads a deck in one dialect,
/// chosen once.
public enum Dialect: String, Sendable, Equatable, CaseIterable {
  case segue, mdp, pandoc, presenterm, lookatme, slides
}

/// `dialect:` in front matter, with the line it is on.
public struct DeclaredDialect: Sendable, Equatable {
  public var dialect: Dialect
  public var line: Int

  public init(_ dialect: Dialect, line: Int) {
    self.dialect = dialect
    self.line = line
  }
}

/// Why a deck was read in its dialect: what `segue check` reports.
public enum DialectSource: Sendable, Equatable {
  /// `dialect:` in front matter.
  case frontMatter(line: Int)
  /// A line of the deck that only that tool writes (`text` is the line as written).
  case marker(line: Int, text: String)
  /// No other tool's marker: Segue's own reading.
  case none
}

/// Recognises a deck's dialect from its markers (docs/deck-format.md, "Dialects").
///
/// Precedence, strongest first, so that one stray marker deep in a deck cannot outvote what
/// its header says:
/// 1. `dialect:` in front matter;
/// 2. the header: mdp's `%title:` lines, pandoc's `% Title` block, or the first front-matter
///    key only one tool writes (`patat:`, presenterm's `options:`, lookatme's `styles:` and
///    `extensions:`, slides' `paging:`);
/// 3. the first line, in file order and outside fenced code, that only one tool writes
///    (slides' `~~~command args` block also as the first line of a backtick fence, as slides'
///    README writes it; lookatme's ```` ```terminal8 ```` and ```` ```terminal-ex ```` fences);
/// 4. a `<br>` alone on a line (mdp's second pause marker) — weak, because presenterm decks
///    write it too, as a line break; and not at all when indented inside a list item, where
///    slides and presenterm decks write it as a blank line within the item;
/// 5. `<!-- stop -->` in a deck that also splits at `---` lines: lookatme's pause in
///    lookatme's way of splitting. Weak, because `stop` is Segue's own name for a pause too
///    (DESIGN.md §2): a Segue deck of headings with a `stop` in it stays a Segue deck;
/// 6. otherwise Segue's own reading.
///
/// Directives that Segue and presenterm share (`pause`, `column_layout`, …) decide nothing:
/// they are Segue's own vocabulary as well.
public enum DialectDetector {
  /// `bodyStart` is the index of the first line after YAML front matter (0 when there is
  /// none), as `FrontMatter` found it: one reading of where front matter ends.
  public static func detect(
    _ source: SourceText, declared: DeclaredDialect?, bodyStart: Int = 0
  ) -> (dialect: Dialect, source: DialectSource) {
    if let declared { return (declared.dialect, .frontMatter(line: declared.line)) }
    let lines = source.lineView
    if let header = header(lines, bodyStart: bodyStart) { return header }
    var weak: (Dialect, DialectSource)?
    var stop: DialectSource?
    var hasBreak = false
    var code = CodeFence()
    var list = ListContext()
    var openedAt = -1
    for index in bodyStart..<lines.count {
      let line = lines[index]
      let outsideCode = !code.isOpen
      if code.contains(line) {
        let found = DialectSource.marker(
          line: index + 1, text: String(line.trimmingTrailingWhitespace))
        // slides' `~~~command` block, bare or as the first line of a backtick fence (the form
        // slides' README gives); lookatme's ```` ```terminal8 ````.
        if outsideCode || openedAt == index - 1, line.hasPrefix("~~~"), isPreprocessFence(line) {
          return (.slides, found)
        }
        if outsideCode, isTerminalFence(line) { return (.lookatme, found) }
        if outsideCode { openedAt = index }
        continue
      }
      list.read(line)
      if !mayBeMarker(line) { continue }
      let trimmed = Substring(line.trimmingWhitespace)
      let found = DialectSource.marker(
        line: index + 1, text: String(line.trimmingTrailingWhitespace))
      if let dialect = strongMarker(trimmed) { return (dialect, found) }
      if weak == nil, isBreakTag(trimmed), !list.holds(line) { weak = (.mdp, found) }
      if stop == nil, commentName(trimmed) == "stop" { stop = found }
      hasBreak = hasBreak || trimmed == "---"
    }
    if let weak { return weak }
    if let stop, hasBreak { return (.lookatme, stop) }
    return (.segue, .none)
  }

  /// mdp's `%key:` lines or pandoc's `% Title` block on line 1, or a front-matter key only one
  /// tool writes.
  private static func header(
    _ lines: SourceText.Lines, bodyStart: Int
  ) -> (Dialect, DialectSource)? {
    if bodyStart > 1 {
      for index in 1..<(bodyStart - 1) {
        if let dialect = frontMatterMarker(lines[index]) {
          let text = String(lines[index].trimmingTrailingWhitespace)
          return (dialect, .marker(line: index + 1, text: text))
        }
      }
      // Front matter closed by `...` is pandoc's YAML block (patat decks write it); no other
      // tool's front matter ends so.
      let closing = lines[bodyStart - 1].trimmingTrailingWhitespace
      if closing == "..." { return (.pandoc, .marker(line: bodyStart, text: "...")) }
      return nil
    }
    guard let first = lines.first, first.hasPrefix("%") else { return nil }
    let text = String(first.trimmingTrailingWhitespace)
    let rest = first.dropFirst()
    if let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0.isLetter }),
      !rest[..<colon].isEmpty
    {
      return (.mdp, .marker(line: 1, text: text))
    }
    if rest.first == " " { return (.pandoc, .marker(line: 1, text: text)) }
    return nil
  }

  /// Top-level front-matter keys only one tool writes: patat's settings, presenterm's
  /// `options`, lookatme's `styles` and `extensions`, slides' `paging` (its footer counter).
  static let frontMatterKeys: [String: Dialect] = [
    "patat": .pandoc, "options": .presenterm, "styles": .lookatme, "extensions": .lookatme,
    "paging": .slides,
  ]

  /// The dialect of a front-matter line `key:` at the margin, if only one tool writes that key
  /// (or, for `theme:`, that value).
  private static func frontMatterMarker(_ line: Substring) -> Dialect? {
    guard let colon = line.firstIndex(of: ":"), line.first?.isLetter == true else { return nil }
    let key = String(line[..<colon])
    if key == "theme" { return isGlamourStyle(line[line.index(after: colon)...]) ? .slides : nil }
    return frontMatterKeys[key]
  }

  /// glamour's own style names that no other tool's theme has, a glamour JSON style file, or
  /// one fetched from a URL: what only a slides deck writes in `theme:` (slides' `dark` and
  /// `light` are Segue's names too, and decide nothing).
  static func isGlamourStyle(_ value: Substring) -> Bool {
    let quotes: Set<Character> = ["\"", "'"]
    let name = String(
      value.trimmingWhitespace.drop { quotes.contains($0) }.reversed().drop { quotes.contains($0) }
        .reversed())
    return ["ascii", "notty", "dracula", "pink", "tokyo-night"].contains(name)
      || name.lowercased().hasSuffix(".json") || name.hasPrefix("https://")
      || name.hasPrefix("http://")
  }

  /// The dialect of a line only one tool writes, if it is one.
  static func strongMarker(_ trimmed: Substring) -> Dialect? {
    if trimmed == "^" { return .mdp }
    if trimmed.hasPrefix("->"), trimmed.hasSuffix("<-"), trimmed.utf8.count >= 4 { return .mdp }
    if trimmed == ". . ." { return .pandoc }
    if isFencedDiv(trimmed) { return .pandoc }
    if let name = commentName(trimmed), presentermOnly.contains(name) { return .presenterm }
    return nil
  }

  /// slides' pre-processing block: `~~~command arguments`, whose body is piped through the
  /// command. A tilde fence whose info is one word (`~~~python`) or carries attributes
  /// (`~~~ {.haskell}`, `~~~rust +exec`) is ordinary fenced code, no marker.
  static func isPreprocessFence(_ line: Substring) -> Bool {
    let info = line.drop { $0 == "~" }
    guard let first = info.first, first.isLetter else { return false }
    let words = info.split(separator: " ")
    // `{.attributes}`, `+exec`, `.class`, `#id` and `title="app.js"` are an info string's
    // attributes, not a command's arguments (`--flag=value` still is one).
    return words.count >= 2
      && !words.dropFirst().contains {
        ($0.first.map { "{+.#".contains($0) } ?? false) || ($0.contains("=") && $0.first != "-")
      }
  }

  /// lookatme's terminal: a backtick fence of `terminal8` (any rows) or `terminal-ex`.
  static func isTerminalFence(_ line: Substring) -> Bool {
    let fence = line.drop { $0 == " " }
    guard fence.hasPrefix("```") else { return false }
    let info = fence.drop { $0 == "`" }.drop { $0 == " " }
    guard info.hasPrefix("terminal") else { return false }
    return LookatmeTerminalBlock.isTerminal(String(info.prefix { !$0.isWhitespace }))
  }

  /// Whether `line` can hold a marker: false when its first character after ASCII white space
  /// is an ASCII character no marker starts with. A byte test that spares the per-line
  /// trimming of a long deck (a 100,000-line deck spent a tenth of its parse here); a line
  /// that starts with anything else (Unicode white space included) is looked at in full.
  private static func mayBeMarker(_ line: Substring) -> Bool {
    guard let first = line.utf8.first(where: { $0 != 0x20 && !(0x09...0x0D).contains($0) })
    else { return false }
    switch first {
    case UInt8(ascii: "^"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"),
      UInt8(ascii: "<"):
      return true
    default: return first >= 0x80
    }
  }

  /// presenterm's directives that Segue does not share as its own (`end_slide` splits slides
  /// in Segue too, but a Segue deck splits with `---`). Not `include`: a Segue deck includes
  /// parts too, and a presenterm talk's parts are spliced in before this reads them, markers
  /// and all.
  static let presentermOnly: Set<String> =
    Set(["end_slide"] + Directive.foreignNames)

  /// `::: name`, `::: {attributes}`, `:::: columns`: an opening pandoc div.
  private static func isFencedDiv(_ trimmed: Substring) -> Bool {
    let colons = trimmed.prefix { $0 == ":" }.count
    guard colons >= 3 else { return false }
    let rest = trimmed.dropFirst(colons).drop { $0 == " " }
    guard let first = rest.first else { return false }
    return first.isLetter || first == "{" || first == "."
  }

  /// The name in `<!-- name -->` or `<!-- name: argument -->`.
  private static func commentName(_ trimmed: Substring) -> String? {
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
    let body = trimmed.dropFirst(4).dropLast(3).drop { $0 == " " }
    let name = body.prefix { $0.isLetter || $0 == "_" }
    return name.isEmpty ? nil : name.lowercased()
  }

  /// `<br>`, `<br/>` or `<br />` alone on a line.
  static func isBreakTag(_ trimmed: Substring) -> Bool {
    guard trimmed.first == "<", trimmed.utf8.count <= 6 else { return false }
    let lower = trimmed.lowercased()
    return lower == "<br>" || lower == "<br/>" || lower == "<br />"
  }
}
