/// The result of reading a deck: the deck when it has no errors, and everything worth saying.
public struct DeckLoad: Sendable {
  public var deck: Deck?
  public var diagnostics: [Diagnostic]
  public var source: SourceText
  /// The files the deck shows (`file` code blocks), found or not: what live reload watches
  /// besides the deck. Filled by `CodeFiles.resolve`.
  public var includedFiles: [String] = []
  /// The files the deck read and shows (code and images), each name once, with where each
  /// really is: what `check` lists and the outside rule judges.
  public var readFiles: [IncludedFile] = []

  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}

/// Turns deck text into a `Deck`: hygiene, front matter, Markdown, directives, splitting.
public enum DeckParser {
  public static func parse(_ source: SourceText) -> DeckLoad {
    var diagnostics = source.warnings
    let frontMatter = FrontMatter(source: source)
    diagnostics += frontMatter.diagnostics

    let dialect = DialectDetector.detect(
      source, declared: frontMatter.meta.dialect, bodyStart: frontMatter.bodyStart)

    var divs = PandocDivs(source: source, incrementalDefault: frontMatter.meta.incrementalLists)
    let prepared =
      dialect.dialect == .mdp
      ? MdpEscapes.rewrite(MdpNormalizer.prepare(frontMatter.body)) : frontMatter.body
    // Tables first: a table's dashed lines are not thematic breaks for the divs to end at.
    let (tables, wideTables) = WideTables.rewrite(PandocTables.rewrite(prepared), source: source)
    let body = divs.rewrite(tables)
    diagnostics += divs.diagnostics + wideTables
    var splitter = SlideSplitter(source: source, meta: frontMatter.meta, dialect: dialect)
    let shortcodes = EmojiShortcodes.areExpanded(in: dialect.dialect, meta: frontMatter.meta)
    let blocks = convertBlocks(
      InlineMath.protect(body, in: dialect.dialect), source: source, dialect: dialect.dialect,
      shortcodes: shortcodes,
      rendersDiagrams: dialect.dialect == .lookatme && frontMatter.extensions.contains("render"),
      diagnostics: &diagnostics)
    var (sections, structure) = splitter.split(blocks)
    if let note = EndSlideNote.note(sections, dialect: dialect, source: source) {
      diagnostics.append(note)
    }
    diagnostics += splitter.diagnostics + SnippetNames.diagnostics(sections, source: source)
    diagnostics += SectionTimes.apply(frontMatter.sectionTimes, to: &sections, source: source)
    var meta = frontMatter.meta
    diagnostics += ToolChrome.apply(
      to: &meta, dialect: dialect.dialect, otherToolKeys: frontMatter.otherToolKeys,
      source: source)
    diagnostics = diagnostics.sortedByPosition(in: source).collapsingRepeats()

    let hasErrors = diagnostics.contains { $0.severity == .error }
    let deck = hasErrors ? nil : Deck(meta: meta, sections: sections, structure: structure)
    return DeckLoad(deck: deck, diagnostics: diagnostics, source: source)
  }

  /// The deck's top-level blocks: converted by one parse, normalised and their code read.
  private static func convertBlocks(
    _ body: String, source: SourceText, dialect: Dialect, shortcodes: Bool,
    rendersDiagrams: Bool, diagnostics: inout [Diagnostic]
  ) -> [Block] {
    var normalizer = BlockNormalizer(source: source, dialect: dialect)
    var codeBlocks = CodeBlockPass(source: source, dialect: dialect)
    codeBlocks.rendersLookatmeDiagrams = rendersDiagrams
    let converted = MarkdownConverter.convert(body)
    let normalized = normalizer.normalize(topLevel: converted.blocks)
    let blocks = codeBlocks.apply(
      shortcodes ? EmojiShortcodes.expand(normalized) : normalized)
    if let line = converted.flattenedAtLine {
      diagnostics.append(
        .warning(
          "blocks nested deeper than \(MarkdownConverter.maximumDepth) levels are shown flattened",
          at: source.location(line: line, column: 1)))
    }
    let budget = ParseBudget.current
    for line in converted.overBudgetLines {
      diagnostics.append(
        .warning(
          "markup too dense to read whole: this part needs more memory than a parse may take "
            + "(\(budget.floor >> 20) MiB and \(budget.perByte) bytes a byte, at most "
            + "\(budget.cap >> 20) MiB); it is read in parts cut between lines, and a line "
            + "still too dense is shown as plain text",
          at: source.location(line: line, column: 1)))
    }
    // Diagnostics are sorted by position afterwards: the order of the passes' lists is free.
    diagnostics += normalizer.diagnostics + codeBlocks.diagnostics
    return blocks
  }

  public static func parse(_ text: String, fileName: String = "<input>") -> DeckLoad {
    parse(SourceText(text, fileName: fileName))
  }
}

extension Array where Element == Diagnostic {
  /// Diagnostics in file order (the order of the deck's spliced text, when files were
  /// included into `source`); those without a position last, in the order they came.
  public func sortedByPosition(in source: SourceText? = nil) -> [Diagnostic] {
    sortedByPosition { location in source.flatMap { $0.line(of: location) } ?? location.line }
  }

  /// Sorted by `line(location)` and column, `line` asked once per diagnostic (never in the
  /// comparator, which asks n log n times).
  func sortedByPosition(line: (SourceLocation) -> Int) -> [Diagnostic] {
    let keyed = enumerated().map { offset, diagnostic in
      let key = diagnostic.location.map { (line($0), $0.column) } ?? (Int.max, Int.max)
      return (key: key, offset: offset, diagnostic: diagnostic)
    }
    return keyed.sorted { a, b in
      a.key != b.key ? a.key < b.key : a.offset < b.offset
    }.map(\.diagnostic)
  }
}
