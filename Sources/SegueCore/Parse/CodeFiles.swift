/// Fills `file` code blocks with the lines of the files they name, once the deck is parsed.
///
/// The core never reads files, so the reading is passed in: the CLI's deck loading opens each
/// file once and judges the open file (`Platform.open`), and tests give a dictionary. This
/// runs over the parsed deck (not inside the parser) so that parsing stays a pure function of
/// the deck's text; the paths it reads, found or not, go into `DeckLoad.includedFiles` for the
/// presenter to watch, and the files read into `DeckLoad.readFiles`.
public enum CodeFiles {
  /// The most bytes the files of one deck's `file` blocks may hold together: 16 MiB, four
  /// files at the 4 MiB a file may have, and hundreds of times what a talk shows. A file that
  /// would pass it is not read: its blocks show a placeholder and a warning naming the bound.
  public static let totalLimit = 16 << 20

  /// Why a file could not be read, as a person would say it ("no such file").
  public struct ReadFailure: Error, Sendable, Equatable {
    public var reason: String

    public init(_ reason: String) {
      self.reason = reason
    }
  }

  /// Reads a file by its full path, within what the allowance leaves.
  public typealias Read = (String, ReadAllowance) -> Result<FileRead, ReadFailure>

  /// Where `path`, written in the deck at `deckPath`, is: relative to the deck's folder (or,
  /// in a file the deck includes, to that file's folder: `SourceText.file(ofLine:or:)`).
  public static func path(_ path: String, relativeTo deckPath: String) -> String {
    guard !path.hasPrefix("/"), let slash = deckPath.lastIndex(of: "/") else { return path }
    return String(deckPath[...slash]) + path
  }

  /// Why `bytes` are not shown as code: nil for text. Files with NUL bytes are binary, never
  /// code to read on a slide (`/proc/self/environ` is one).
  static func contentRefusal(_ bytes: [UInt8]) -> String? {
    if bytes.contains(0) { return "is a binary file (it has NUL bytes)" }
    return SourceText.looksBinary(bytes) ? "is a binary file" : nil
  }

  /// Reads every file block of `load`'s deck with `read`. A file that cannot be read leaves a
  /// placeholder and a warning.
  ///
  /// Each name is opened once per load, however many blocks show it, and each file (by device
  /// and inode, from the open) read once, however many names reach it; its lines are found in
  /// one walk, only as far as its blocks need, and the blocks keep only the lines they show.
  public static func resolve(_ load: inout DeckLoad, deckPath: String, read: @escaping Read) {
    guard var deck = load.deck, deck.hasFileBlocks else { return }
    var resolver = Resolver(source: load.source, deckPath: deckPath, read: read)
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
    load.readFiles += resolver.read
    load.diagnostics = (load.diagnostics + resolver.diagnostics).sortedByPosition(in: load.source)
  }

  private struct Resolver {
    let source: SourceText
    let deckPath: String
    let reader: Read
    /// Every full path the blocks name, in the deck's order.
    var paths: [String] = []
    var diagnostics: [Diagnostic] = []
    /// The last line any block shows of each path (`nil`: a block shows it to its end).
    var wanted: [String: Int?] = [:]
    /// What each path led to: the file it opened, or why it could not be read.
    var opened: [String: Result<FileIdentity, ReadFailure>] = [:]
    /// Each file's lines (or why they cannot be shown), by identity, while the deck loads.
    var files: [FileIdentity: Result<CodeFileLines, ReadFailure>] = [:]
    /// The files read, for `DeckLoad.readFiles`.
    var read: [IncludedFile] = []

    init(source: SourceText, deckPath: String, read: @escaping Read) {
      self.source = source
      self.deckPath = deckPath
      self.reader = read
    }

    /// Notes the files the blocks name, before any is read.
    mutating func collect(_ blocks: [Block]) {
      for block in blocks where block.containsFileBlock {
        if case .code(let code) = block.kind, let file = code.file, file.problem == nil {
          want(file, line: block.line)
        }
        collect(block.kind.children)
      }
    }

    private mutating func want(_ file: CodeFile, line: Int) {
      let full = CodeFiles.path(file.path, relativeTo: source.file(ofLine: line, or: deckPath))
      let last = file.endLine.map { max($0, file.startLine ?? 1) }
      guard let known = wanted[full] else {
        paths.append(full)
        wanted[full] = last
        return
      }
      wanted[full] = known.flatMap { old in last.map { max(old, $0) } }
    }

    /// Opens each name once and reads each file once, within the deck's total.
    mutating func readFiles() {
      // Names of one file may ask for different lines: index as far as any block needs.
      let last: Int? =
        wanted.values.contains(where: { $0 == nil }) ? nil : wanted.values.compactMap { $0 }.max()
      var used = 0
      var known: Set<FileIdentity> = []
      for path in paths {
        switch reader(path, ReadAllowance(known: known, bytes: CodeFiles.totalLimit - used)) {
        case .failure(let failure): opened[path] = .failure(failure)
        case .success(let file):
          opened[path] = .success(file.identity)
          if let bytes = file.bytes {
            used += bytes.count
            known.insert(file.identity)
            files[file.identity] = lines(bytes, path: path, upTo: last)
          } else if files[file.identity] == nil {
            opened[path] = .failure(ReadFailure(CodeFiles.overTotal(file.size)))
            continue
          }
          read.append(IncludedFile(path: path, kind: .code, resolvedPath: file.resolvedPath))
        }
      }
      wanted = [:]
    }

    private func lines(_ bytes: [UInt8], path: String, upTo last: Int?) -> Result<
      CodeFileLines, ReadFailure
    > {
      if let refusal = CodeFiles.contentRefusal(bytes) { return .failure(ReadFailure(refusal)) }
      return .success(CodeFileLines(SourceText(bytes: bytes, fileName: path).text, upTo: last))
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
      let full = CodeFiles.path(file.path, relativeTo: source.file(ofLine: line, or: deckPath))
      let pathLine = line + file.pathLineOffset
      let pathColumn = (source.line(pathLine)?.prefix { $0.isWhitespace }.count ?? 0) + 1
      switch lines(of: full) {
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

    /// The lines of the file `full` opened, or why there are none.
    private func lines(of full: String) -> Result<CodeFileLines, ReadFailure> {
      switch opened[full] {
      case .success(let identity):
        return files[identity] ?? .failure(ReadFailure("was not read"))
      case .failure(let failure): return .failure(failure)
      case nil: return .failure(ReadFailure("was not read"))
      }
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

extension CodeFiles {
  /// Why a file of `size` bytes is not read: the deck's files would pass the total.
  static func overTotal(_ size: Int) -> String {
    "not read: with its \(ByteSize.text(size)) the deck's files would pass "
      + "\(ByteSize.text(totalLimit)), the most the files of one deck may hold together"
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
    case .heading, .paragraph, .code, .table, .html, .rule, .centredLines, .newLines,
      .liveOutput:
      return self
    }
  }
}
