/// Reads every code block's attributes once, between the converter and the splitter (the step
/// plan needs to know how many highlight groups a block has), and reports what is wrong with
/// them at `file:line:col` inside the info string.
///
/// `file` blocks get their `CodeFile` here; their lines are read later, by the CLI's deck
/// loading (`CodeFiles.resolve`), because the core never touches the file system. Attributes
/// Segue does not act on (`+exec`, `+render`, …) are unsupported: said once per deck each.
/// In a slides or lookatme deck, that tool's blocks that run (`~~~command args`, `terminal8`)
/// are read here too (`SlidesCommandBlock`, `LookatmeTerminalBlock`).
struct CodeBlockPass {
  let source: SourceText
  let dialect: Dialect
  private(set) var diagnostics: [Diagnostic] = []
  /// lookatme's render extension is on: its `dot`, `graphviz` and `mermaid` blocks are drawn.
  var rendersLookatmeDiagrams = false

  init(source: SourceText, dialect: Dialect = .segue) {
    self.source = source
    self.dialect = dialect
  }

  mutating func apply(_ blocks: [Block]) -> [Block] {
    blocks.map { apply($0) }
  }

  /// A block holding no code with an info string comes back as it was, sharing its storage:
  /// rebuilt, every list and quote of a long deck was held twice while the pass ran.
  private mutating func apply(_ block: Block) -> Block {
    guard block.kind.containsCodeWithInfo else { return block }
    var block = block
    block.kind = block.kind.mapBlocks { apply($0) }
    if case .code(let code) = block.kind { block.kind = .code(read(code, line: block.line)) }
    return block
  }

  private mutating func read(_ code: CodeBlock, line: Int) -> CodeBlock {
    if dialect == .slides, let command = slidesCommand(code, line: line) { return command }
    if dialect == .lookatme, LookatmeTerminalBlock.isTerminal(code.language) {
      return lookatmeTerminal(code, line: line)
    }
    if rendersLookatmeDiagrams, code.isFenced,
      let (language, rows) = LookatmeRenderBlock.read(code.language)
    {
      var code = code
      code.info = language
      code.attributes.render = true
      code.attributes.heightRows = rows
      return code
    }
    guard code.isFenced, !code.info.isEmpty else { return code }
    var code = code
    let isFile = code.info.split(separator: " ").first == "file"
    // A file block's lines are only known once the file is read; its range is checked then.
    // (Counted only when there may be a highlight: most blocks have none.)
    let lines = isFile || !code.info.contains("{") ? nil : 1...code.numberedLines.count
    let (attributes, problems) = CodeAttributes.parse(info: code.info, lines: lines)
    code.attributes = attributes
    let column = Self.infoColumn(source.line(line))
    for problem in problems {
      diagnostics.append(
        .warning(problem.message, at: source.location(line: line, column: column + problem.offset)))
    }
    for name in attributes.unsupported {
      diagnostics.append(
        .unsupported(
          "'+\(name)' is not supported yet; the block shows as code",
          at: source.location(line: line, column: column + Self.offset(of: name, in: code.info))))
    }
    if isFile {
      let (file, fileProblems) = CodeFile.parse(body: code.text)
      code.file = file
      for problem in fileProblems {
        let at = source.location(line: line + problem.line, column: 1)
        diagnostics.append(
          problem.isSaidOnce
            ? .unsupported(problem.message, at: at) : .warning(problem.message, at: at))
      }
    }
    return code
  }

  /// slides' `~~~command args` block, or the README's form of it wrapped in a backtick fence,
  /// as a block whose text runs through the command; nil for any other block.
  private func slidesCommand(_ code: CodeBlock, line: Int) -> CodeBlock? {
    guard code.isFenced, let fence = source.line(line)?.drop(while: { $0 == " " }) else {
      return nil
    }
    var code = code
    if fence.hasPrefix("~~~") {
      guard DialectDetector.isPreprocessFence(Substring(fence)) else { return nil }
    } else if let (info, body) = SlidesCommandBlock.unwrapped(code.text) {
      (code.info, code.text) = (info, body)
    } else {
      return nil
    }
    code.attributes = CodeAttributes()
    code.attributes.run = .replace
    code.attributes.command = SlidesCommandBlock.command(info: code.info)
    return code
  }

  /// lookatme's `terminal8` or `terminal-ex` block as a terminal running its command (as code
  /// when the body names none), with what is wrong or ignored in the body.
  private mutating func lookatmeTerminal(_ code: CodeBlock, line: Int) -> CodeBlock {
    let (terminal, problems) = LookatmeTerminalBlock.read(language: code.language, body: code.text)
    let indent = source.line(line)?.prefix { $0 == " " }.count ?? 0
    for problem in problems {
      let at = source.location(line: line + problem.line, column: indent + problem.column)
      diagnostics.append(
        problem.isUnsupported
          ? .unsupported(problem.message, at: at) : .warning(problem.message, at: at))
    }
    guard let terminal else { return code }
    var code = code
    code.attributes.run = .terminal(columns: nil, rows: terminal.rows)
    code.attributes.command = terminal.command
    return code
  }

  /// The 1-based column where the info string starts on the fence's line: after the fence
  /// characters and the spaces that follow them (1 when the line is not found).
  static func infoColumn(_ line: String?) -> Int {
    guard let line else { return 1 }
    let chars = Array(line)
    guard
      let start = chars.indices.first(where: { index in
        let c = chars[index]
        return (c == "`" || c == "~") && index + 2 < chars.count && chars[index + 1] == c
          && chars[index + 2] == c
      })
    else { return 1 }
    var i = start
    while i < chars.count, chars[i] == chars[start] { i += 1 }
    while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
    return i + 1
  }

  private static func offset(of name: String, in info: String) -> Int {
    let chars = Array(info)
    let needle = Array("+" + name)
    return chars.indices.first { chars[$0...].starts(with: needle) } ?? 0
  }
}

extension Block.Kind {
  /// Whether this is, or holds, a fenced code block with an info string (what the pass reads).
  fileprivate var containsCodeWithInfo: Bool {
    // A fence without info may hold slides' wrapped `~~~command` block.
    if case .code(let code) = self {
      return code.isFenced && (!code.info.isEmpty || code.text.hasPrefix("~~~"))
    }
    return containsChild { $0.kind.containsCodeWithInfo }
  }
}
