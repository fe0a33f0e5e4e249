/// Finds front matter at the top of a deck and reads it into `DeckMeta`.
///
/// YAML front matter sits between a `---` line and a `---` or `...` line at the very top; mdp
/// decks use `%title:` / `%author:` / `%date:` lines instead, and pandoc decks may open with a
/// title block (`% Title`, `% Author; Author`, `% Date`). All are blanked out of the
/// Markdown text (not removed) so that cmark's line numbers stay the file's line numbers.
struct FrontMatter {
  var meta = DeckMeta()
  /// The Markdown text with the front-matter lines replaced by empty lines.
  var body: String
  var diagnostics: [Diagnostic] = []
  /// `time:`: budgets by section name, for `SectionTimes.apply` once sections are made.
  var sectionTimes: [SectionTime] = []
  /// The index of the first line after YAML front matter; 0 when the deck has none.
  var bodyStart = 0
  /// Keys that style another tool's own rendering (lookatme's `styles:`), with their lines:
  /// read without a warning, and named once by `ToolChrome`.
  var otherToolKeys: [(key: String, line: Int)] = []
  /// lookatme's `extensions:`, by name (`render` draws its diagram blocks).
  var extensions: [String] = []

  static let knownKeys = [
    "title", "sub_title", "subtitle", "author", "authors", "date", "event", "location", "theme",
    "slide_level", "section_level", "thematic_breaks", "incremental_lists", "transition", "footer",
    "patat", "dialect", "time", "paging", "styles", "extensions", "options",
  ]

  init(source: SourceText) {
    body = source.text
    let lines = source.lineView
    guard let first = lines.first else { return }
    if first.trimmingTrailingWhitespace == "---" {
      readYAML(source: source)
    } else if first == "%" || first.hasPrefix("% ") {
      readPandocTitleBlock(lines: lines)
    } else if first.hasPrefix("%") {
      readMdpHeader(lines: lines)
    }
  }

  // MARK: YAML

  private mutating func readYAML(source: SourceText) {
    let lines = source.lineView
    // A `---` not followed by `key:` is a slide break (presenterm and mdp decks open so).
    guard lines.count > 1 else { return }
    if !Self.looksLikeYAMLKey(lines[1]) {
      readSpacedYAML(source: source)
      return
    }
    let closing = lines.indices.dropFirst().first { index in
      let line = lines[index].trimmingTrailingWhitespace
      return line == "---" || line == "..."
    }
    guard let closing else {
      diagnostics.append(
        .error(
          "front matter is never closed: add a line '---' after its last key",
          at: source.location(line: 1, column: 1)))
      return
    }
    readYAML(source: source, closing: closing)
  }

  /// comrak's form, which presenterm reads: `---`, blank lines, then the keys. Front matter only
  /// when the keys close with `---` and read as a YAML mapping of known keys; otherwise the
  /// `---` is a break and what follows is the first slide. A deck may open with a break and a
  /// paragraph, and a sentence such as `Agenda: what we cover` reads as YAML too; presenterm
  /// refuses unknown keys, so its front matter holds only known ones.
  private mutating func readSpacedYAML(source: SourceText) {
    let lines = source.lineView
    guard lines[1].trimmingWhitespace.isEmpty,
      let first = lines.indices.dropFirst().first(where: {
        !lines[$0].trimmingWhitespace.isEmpty
      }),
      Self.looksLikeYAMLKey(lines[first]),
      let closing = lines.indices[first...].first(where: {
        lines[$0].trimmingTrailingWhitespace == "---"
      })
    else { return }
    let inside = ControlCharacters.visible(
      String(source.text[lines[first].startIndex..<lines[closing - 1].endIndex]),
      keeping: { $0 == "\n" || $0 == "\t" })
    guard let value = try? YAMLReader.parse(inside, lineOffset: first),
      case .mapping(let pairs) = value.kind,
      pairs.allSatisfy({ $0.key.scalar.map(Self.knownKeys.contains) ?? false })
    else { return }
    readYAML(source: source, closing: closing)
  }

  /// Reads the YAML between line 1 and the fence at `closing`, and blanks it out of the body.
  private mutating func readYAML(source: SourceText, closing: Int) {
    let lines = source.lineView
    bodyStart = closing + 1
    // libyaml refuses control characters; show them as symbols, as every backend does. The
    // lines are slices of the deck's text, so the lines between the fences are one slice.
    let inside =
      closing > 1 ? String(source.text[lines[1].startIndex..<lines[closing - 1].endIndex]) : ""
    let yamlText = ControlCharacters.visible(inside, keeping: { $0 == "\n" || $0 == "\t" })
    let value: YAMLValue?
    do {
      value = try YAMLReader.parse(yamlText, lineOffset: 1)
    } catch {
      if let markdownLine = Self.firstMarkdownLine(lines[1..<closing]),
        error.line >= markdownLine + 1
      {
        diagnostics.append(
          .error(
            "front matter is never closed: add a line '---' after its last key"
              + " (Markdown starts at line \(markdownLine + 1))",
            at: source.location(line: 1, column: 1)))
        return
      }
      diagnostics.append(
        .error(
          "malformed front matter: \(error.message)",
          at: source.location(line: error.line, column: error.column)))
      blank(lines: 0...closing, of: lines)
      return
    }
    blank(lines: 0...closing, of: lines)
    guard let value, !value.isNull else { return }
    if case .mapping(let pairs) = value.kind {
      readKeys(pairs, source: source)
    } else {
      diagnostics.append(
        .error(
          "front matter must be a mapping of keys to values",
          at: source.location(line: value.line, column: value.column)))
    }
  }

  /// The index of the first line that cannot be YAML front matter (a Markdown heading or fence).
  static func firstMarkdownLine(_ lines: Slice<SourceText.Lines>) -> Int? {
    lines.indices.first { index in
      let line = lines[index]
      return line.hasPrefix("```") || line.hasPrefix("~~~") || line.hasPrefix("# ")
        || line.hasPrefix("## ") || line.hasPrefix("<!--")
    }
  }

  /// `key:` at the start of a line: the sign that a `---` opens front matter, not a slide break.
  static func looksLikeYAMLKey(_ line: Substring) -> Bool {
    guard let colon = line.firstIndex(of: ":"), colon > line.startIndex else { return false }
    let key = line[..<colon]
    guard let first = key.first, first.isLetter || first == "_" || first == "\"" else {
      return false
    }
    let afterColon = line[line.index(after: colon)...]
    return (afterColon.isEmpty || afterColon.first == " ")
      && key.allSatisfy { $0.isLetter || $0.isNumber || "_- \"'".contains($0) }
  }

  /// Replaces the first lines of the body by empty lines. `lines` are slices of the body's
  /// own text, so the rest is one slice of it, not a re-join of every line.
  private mutating func blank(lines range: ClosedRange<Int>, of lines: SourceText.Lines) {
    let blanked = String(repeating: "\n", count: range.count)
    let next = range.upperBound + 1
    body = next < lines.count ? blanked + body[lines[next].startIndex...] : blanked
  }

  private mutating func readKeys(
    _ pairs: [(key: YAMLValue, value: YAMLValue)], source: SourceText
  ) {
    var reader = MetaReader(source: source)
    for (key, value) in pairs {
      reader.read(key: key, value: value, into: &meta)
    }
    reader.applyOtherTools(to: &meta)
    sectionTimes = reader.sectionTimes
    otherToolKeys = reader.otherToolKeys
    extensions = reader.extensions
    diagnostics += reader.diagnostics
  }

  // MARK: mdp

  private mutating func readMdpHeader(lines: SourceText.Lines) {
    var count = 0
    for line in lines {
      guard line.hasPrefix("%"), let colon = line.firstIndex(of: ":") else { break }
      let key = line[line.index(after: line.startIndex)..<colon].lowercased()
      let value = String(line[line.index(after: colon)...]).trimmingWhitespace
      switch key {
      case "title": meta.title = value
      case "author": meta.authors.append(value)
      case "date": meta.date = value
      default: break
      }
      count += 1
    }
    if count > 0 { blank(lines: 0...(count - 1), of: lines) }
  }

  // MARK: pandoc

  /// pandoc's title block: up to three `%` lines, title, authors (`;` between them) and date;
  /// a line that starts with a space continues the field above (another author, for authors).
  private mutating func readPandocTitleBlock(lines: SourceText.Lines) {
    var fields: [[String]] = []
    var count = 0
    for line in lines {
      if line.hasPrefix("%") {
        guard fields.count < 3 else { break }
        fields.append([String(line.dropFirst()).trimmingWhitespace])
      } else if line.hasPrefix(" "), !fields.isEmpty, !line.trimmingWhitespace.isEmpty {
        fields[fields.count - 1].append(line.trimmingWhitespace)
      } else {
        break
      }
      count += 1
    }
    func field(_ index: Int) -> [String] { index < fields.count ? fields[index] : [] }
    let title = field(0).joined(separator: " ")
    if !title.isEmpty {
      meta.title = InlineMarkdown.plainText(title)
      meta.titleInlines = InlineMarkdown.inlines(title)
    }
    meta.authors = field(1).flatMap { $0.split(separator: ";") }
      .map { InlineMarkdown.plainText(String($0).trimmingWhitespace) }.filter { !$0.isEmpty }
    let date = field(2).joined(separator: " ")
    if !date.isEmpty { meta.date = InlineMarkdown.plainText(date) }
    if count > 0 { blank(lines: 0...(count - 1), of: lines) }
  }
}
