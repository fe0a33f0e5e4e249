/// Fills `file` code blocks with the lines of the files they name, once the deck is parsed.
///
/// The core never reads files, so the reading is passed in: the CLI's deck loading gives
/// `Platform.readFile` with the same regular-file and size rules as decks, and tests give a
/// dictionary. This runs over the parsed deck (not inside the parser) so that parsing stays a
/// pure function of the deck's text; the paths it reads, found or not, go into
/// `DeckLoad.includedFiles` for the presenter to watch.
public enum CodeFiles {
  /// Why a file could not be read, as a person would say it ("no such file").
  public struct ReadFailure: Error, Sendable, Equatable {
    public var reason: String

    public init(_ reason: String) {
      self.reason = reason
    }
  }

  /// Where `path`, written in the deck at `deckPath`, is: relative to the deck's folder.
  public static func path(_ path: String, relativeTo deckPath: String) -> String {
    guard !path.hasPrefix("/"), let slash = deckPath.lastIndex(of: "/") else { return path }
    return String(deckPath[...slash]) + path
  }

  /// Reads every file block of `load`'s deck with `read` (a full path in; the text, or why it
  /// could not be read, out). A file that cannot be read leaves a placeholder and a warning.
  ///
  /// Each file is read once per load, however many blocks show it: blocks are matched by
  /// `canonical` (the CLI gives `realpath`, so `a.rs` and `./a.rs` are one file), and a file's
  /// lines are found in one walk, only as far as its blocks need.
  public static func resolve(
    _ load: inout DeckLoad, deckPath: String,
    read: @escaping (String) -> Result<String, ReadFailure>,
    canonical: @escaping (String) -> String = { $0 }
  ) {
    guard var deck = load.deck, deck.hasFileBlocks else { return }
    var resolver = Resolver(source: load.source, deckPath: deckPath, read: read)
    resolver.canonical = canonical
    var sections = deck.sections
    for section in sections {
      for slide in section.slides { resolver.collect(slide.blocks) }
    }
    resolver.readFiles()
    for s in sections.indices {
      for k in sections[s].slides.indices {
        sections[s].slides[k].blocks = resolver.apply(sections[s].slides[k].blocks)
      }
    }
    deck.sections = sections
    load.deck = deck
    load.includedFiles = resolver.paths
    load.diagnostics = (load.diagnostics + resolver.diagnostics).sortedByPosition()
  }

  private struct Resolver {
    let source: SourceText
    let deckPath: String
    let read: (String) -> Result<String, ReadFailure>
    var canonical: (String) -> String = { $0 }
    var paths: [String] = []
    var diagnostics: [Diagnostic] = []
    /// Every file the blocks name, by canonical path: the full path to read it by, and the
    /// last line a block of it shows (`nil`: a block shows it to its end).
    var wanted: [String: (path: String, last: Int?)] = [:]
    var seen: Set<String> = []
    /// What was read, by canonical path: the file's lines, or why it could not be read.
    var files: [String: Result<CodeFileLines, ReadFailure>] = [:]

    /// Notes the files the blocks name, before any is read.
    mutating func collect(_ blocks: [Block]) {
      for block in blocks where block.containsFileBlock {
        if case .code(let code) = block.kind, let file = code.file, file.problem == nil {
          want(file)
        }
        collect(block.kind.children)
      }
    }

    private mutating func want(_ file: CodeFile) {
      let full = CodeFiles.path(file.path, relativeTo: deckPath)
      if seen.insert(full).inserted { paths.append(full) }
      let key = canonical(full)
      let last = file.endLine.map { max($0, file.startLine ?? 1) }
      guard let known = wanted[key] else {
        wanted[key] = (full, last)
        return
      }
      wanted[key]?.last = known.last.flatMap { old in last.map { max(old, $0) } }
    }

    /// Reads each wanted file once.
    mutating func readFiles() {
      for (key, want) in wanted {
        files[key] = read(want.path).map { CodeFileLines($0, upTo: want.last) }
      }
      wanted = [:]
    }

    mutating func apply(_ blocks: [Block]) -> [Block] {
      blocks.map { apply($0) }
    }

    mutating func apply(_ block: Block) -> Block {
      guard block.containsFileBlock else { return block }  // shared, not rebuilt
      var block = block
      block.kind = block.kind.mapBlocks { apply($0) }
      if case .code(let code) = block.kind, code.file != nil {
        block.kind = .code(resolve(code, line: block.line))
      }
      return block
    }

    private mutating func resolve(_ code: CodeBlock, line: Int) -> CodeBlock {
      guard var file = code.file, file.problem == nil else { return code }
      var code = code
      let full = CodeFiles.path(file.path, relativeTo: deckPath)
      let pathLine = line + file.pathLineOffset
      let pathColumn = (source.line(pathLine)?.prefix { $0.isWhitespace }.count ?? 0) + 1
      switch files[canonical(full)] ?? read(full).map({ CodeFileLines($0, upTo: nil) }) {
      case .failure(let failure):
        let reason = failure.reason
        file.problem = "\(file.path): \(reason)"
        diagnostics.append(
          .warning(
            "\(file.path): \(reason); the block shows a placeholder",
            at: source.location(line: pathLine, column: pathColumn)))
      case .success(let lines):
        let start = file.startLine ?? 1
        guard let (text, end) = lines.excerpt(start, through: file.endLine) else {
          let count = lines.lineCount ?? 0
          file.problem = "\(file.path): start_line \(start) is past its \(count) lines"
          diagnostics.append(
            .warning(
              "start_line \(start) is past the \(count) lines of \(file.path)",
              at: source.location(line: pathLine, column: pathColumn)))
          break
        }
        code.text = text
        code.firstLineNumber = start
        checkHighlights(&code, lines: start...end, line: line)
      }
      code.file = file
      return code
    }

    /// Highlights of a file block name the file's own line numbers: checked only now.
    private mutating func checkHighlights(
      _ code: inout CodeBlock, lines: ClosedRange<Int>, line: Int
    ) {
      let named = code.attributes.highlights.flatMap { group -> [Int] in
        guard case .lines(let ranges) = group else { return [] }
        return ranges.flatMap { [$0.lowerBound, $0.upperBound] }
      }
      guard let outside = named.first(where: { !lines.contains($0) }) else { return }
      let brace =
        code.info.firstIndex(of: "{").map { code.info.distance(from: code.info.startIndex, to: $0) }
        ?? 0
      let column = CodeBlockPass.infoColumn(source.line(line)) + brace
      diagnostics.append(
        .warning(
          "line \(outside) is outside the lines shown (\(lines.lowerBound)–\(lines.upperBound)); "
            + "the highlight is ignored", at: source.location(line: line, column: column)))
      // Every line shows, but the steps stay: the slide's step count was fixed by the parser.
      code.attributes.highlights = code.attributes.highlights.map { _ in .all }
    }
  }
}

extension Deck {
  /// Whether any block of the deck is a `file` code block (most decks have none).
  var hasFileBlocks: Bool {
    sections.contains { section in
      section.slides.contains { slide in slide.blocks.contains { $0.containsFileBlock } }
    }
  }
}

extension Block {
  var containsFileBlock: Bool {
    if case .code(let code) = kind { return code.file != nil }
    return kind.containsChild(where: \.containsFileBlock)
  }
}

extension Block.Kind {
  /// The kind with `transform` applied to each block directly inside it.
  func mapBlocks(_ transform: (Block) -> Block) -> Block.Kind {
    switch self {
    case .list(var list):
      for index in list.items.indices {
        list.items[index].blocks = list.items[index].blocks.map(transform)
      }
      return .list(list)
    case .blockQuote(let blocks): return .blockQuote(blocks.map(transform))
    case .alert(var alert):
      alert.blocks = alert.blocks.map(transform)
      return .alert(alert)
    case .aligned(let alignment, let blocks): return .aligned(alignment, blocks.map(transform))
    case .columns(var columns):
      columns.before = columns.before.map(transform)
      columns.columns = columns.columns.map { $0.map(transform) }
      return .columns(columns)
    case .heading, .paragraph, .code, .table, .html, .rule, .centredLines, .newLines:
      return self
    }
  }
}
