import Testing

@testable import SegueCore

/// Code attributes in a parsed deck: warnings at `file:line:col` inside the info string, steps
/// from dynamic highlights, hidden lines, and `file` blocks read through an injected reader.
@Suite struct CodeBlockPassTests {
  func load(_ text: String) -> DeckLoad { DeckParser.parse(text, fileName: "talk.md") }

  func codeBlocks(_ load: DeckLoad) throws -> [(Block, CodeBlock)] {
    let deck = try #require(load.deck)
    return deck.sections.flatMap(\.slides).flatMap(\.blocks).compactMap { block in
      if case .code(let code) = block.kind { return (block, code) }
      return nil
    }
  }

  func warnings(_ load: DeckLoad) -> [String] {
    load.warnings.map {
      "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)"
    }
  }

  @Test func malformedHighlightsPointIntoTheInfoString() {
    let deck = """
      # Title

      ```rust {1-}
      fn main() {}
      ```

      - item

        ```go  +line_numbers {|}
        x
        ```

      > ```python {99}
      > pass
      > ```
      """
    #expect(
      warnings(load(deck)) == [
        "3:10 line range '1-' has no end; the highlight is ignored",
        "9:25 an empty highlight group; the highlight is ignored",
        "13:14 line 99 is outside the block's lines (1–1); the highlight is ignored",
      ])
  }

  @Test func unsupportedAttributesAreReportedOncePerDeck() {
    let deck = """
      # One

      ```bash +validate
      ls
      ```

      ```bash +validate +image
      ls
      ```
      """
    #expect(
      warnings(load(deck)) == [
        "3:9 '+validate' is not supported yet; the block shows as code"
          + " (2 times in this deck; the first is here)",
        "7:19 '+image' is not supported yet; the block shows as code",
      ])
  }

  @Test func eachDynamicGroupIsAStepAfterTheBlockAppears() throws {
    let deck = """
      # Walk

      Before.

      <!-- pause -->

      ```rust {1|2|all}
      a
      b
      ```

      After.
      """
    let load = load(deck)
    let slide = try #require(load.deck?.sections[0].slides[0])
    #expect(slide.steps == 4)
    let (block, code) = try #require(try codeBlocks(load).first)
    #expect(block.step == 1)
    #expect(code.highlightSteps == [1, 2, 3])
    #expect(code.highlight(at: 1) == .lines([1...1]))
    #expect(code.highlight(at: 2) == .lines([2...2]))
    #expect(code.highlight(at: 3) == .all)
    // What follows the block waits for its last highlight, as after an incremental list.
    #expect(slide.blocks.last?.step == 3)
  }

  @Test func aStaticHighlightAddsNoStep() throws {
    let load = load("# S\n\n```rust {1,2}\na\nb\n```\n")
    #expect(load.deck?.sections[0].slides[0].steps == 1)
    #expect(try codeBlocks(load).first?.1.highlight(at: 0) == .lines([1...1, 2...2]))
  }

  @Test func aDynamicHighlightInAColumnTakesItsSteps() throws {
    let deck = """
      # Side by side

      <!-- column_layout: [1, 1] -->
      <!-- column: 0 -->

      ```rust {1|2}
      a
      b
      ```

      <!-- column: 1 -->

      Notes.
      """
    let slide = try #require(load(deck).deck?.sections[0].slides[0])
    #expect(slide.steps == 2)
    guard case .columns(let columns) = slide.blocks.last?.kind,
      case .code(let code) = columns.columns[0].first?.kind
    else {
      Issue.record("no code in the first column")
      return
    }
    #expect(code.highlightSteps == [0, 1])
    #expect(columns.columns[1].first?.step == 1, "the next column's notes wait for it")
  }

  @Test func codeNestedInAListShowsItsFirstGroupWithoutSteps() throws {
    let load = load("# S\n\n- item\n\n  ```rust {1|2}\n  a\n  b\n  ```\n")
    let slide = try #require(load.deck?.sections[0].slides[0])
    #expect(slide.steps == 1)
    guard case .list(let list) = slide.blocks.first?.kind,
      case .code(let code) = list.items[0].blocks.last?.kind
    else {
      Issue.record("no code in the list")
      return
    }
    #expect(code.highlight(at: 5) == .lines([1...1]))
  }

  @Test func hiddenLinesAreLeftOutAndTheOthersKeepTheirNumbers() {
    let rust = CodeBlock(
      info: "rust", text: "# use x;\nfn main() {\n# let y = 1;\n}\n", isFenced: true)
    #expect(
      rust.shownLines == [CodeLine(number: 2, text: "fn main() {"), CodeLine(number: 4, text: "}")])
    let python = CodeBlock(
      info: "python", text: "/// import os\nprint(1)\n# comment\n", isFenced: true)
    #expect(python.shownLines.map(\.number) == [2, 3], "a Python comment `# ` stays")
    let swift = CodeBlock(info: "swift", text: "/// A doc comment\nlet x = 1\n", isFenced: true)
    #expect(swift.shownLines.count == 2, "Swift has no hidden lines")
    let indented = CodeBlock(info: "rust", text: "  # not hidden\n", isFenced: true)
    #expect(indented.shownLines.count == 1, "the prefix counts only at the start of the line")
  }
}

/// `file` code blocks: the body read, the file read through the reader given, and what is
/// shown when it cannot be.
@Suite struct CodeFileTests {
  @Test func theBodyNamesTheFile() {
    let (file, problems) = CodeFile.parse(
      body: "path: src/main.rs\nlanguage: rust\n# only the function\nstart_line: 5\nend_line: 10\n")
    #expect(problems == [])
    #expect(
      file
        == CodeFile(
          path: "src/main.rs", language: "rust", startLine: 5, endLine: 10, pathLineOffset: 1))
  }

  @Test(
    arguments: [
      ("language: rust\n", 0, "a file block needs a 'path:' line"),
      ("path: a.rs\nstart_line: five\n", 2, "'start_line' must be a line number from 1"),
      (
        "path: a.rs\nlangauge: rust\n", 2,
        "unknown key 'langauge' in a file block (did you mean 'language'?)"
      ),
      ("path: a.rs\njust words\n", 2, "'just words' is not a 'key: value' line"),
      (
        "path: a.rs\nstart_line: 9\nend_line: 3\n", 1,
        "end_line 3 comes before start_line 9; the file is shown from start_line"
      ),
    ])
  func bodyProblems(body: String, line: Int, message: String) {
    #expect(CodeFile.parse(body: body).1 == [CodeFile.BodyProblem(message: message, line: line)])
  }

  /// lookatme's `file` block: `lang:`, and `lines:` as a Python slice.
  @Test func lookatmesFormIsReadToo() {
    let (file, problems) = CodeFile.parse(
      body: "path: 1x1.png\nrelative: true\nlang: text\nlines:\n  start: 2\n  end: 5\n")
    #expect(problems == [])
    #expect(file == CodeFile(path: "1x1.png", language: "text", startLine: 3, endLine: 5))
    let transform = CodeFile.parse(body: "path: a.png\ntransform: xxd\n").1
    #expect(
      transform == [
        CodeFile.BodyProblem(
          message: "'transform' is not supported; the file shows as it is", line: 2,
          isSaidOnce: true)
      ])
  }

  @Test func pathsAreRelativeToTheDecksFolder() {
    #expect(CodeFiles.path("code/a.rs", relativeTo: "talks/rust.md") == "talks/code/a.rs")
    #expect(CodeFiles.path("a.rs", relativeTo: "rust.md") == "a.rs")
    #expect(CodeFiles.path("/etc/motd", relativeTo: "talks/rust.md") == "/etc/motd")
  }

  static let deck = """
    # Code

    ```file +line_numbers {3}
    path: code/a.rs
    language: rust
    start_line: 2
    end_line: 3
    ```
    """

  func resolved(_ text: String, files: [String: String]) -> DeckLoad {
    var load = DeckParser.parse(text, fileName: "talks/deck.md")
    CodeFiles.resolve(&load, deckPath: "talks/deck.md") { path, _ in
      guard let text = files[path] else { return .failure(.init("no such file")) }
      return .success(
        FileRead(
          identity: FileIdentity(device: 1, inode: UInt64(path.hashValue.magnitude)),
          resolvedPath: path, size: text.utf8.count, bytes: Array(text.utf8)))
    }
    return load
  }

  func code(_ load: DeckLoad) throws -> CodeBlock {
    let block = try #require(load.deck?.sections[0].slides[0].blocks.first)
    guard case .code(let code) = block.kind else { throw CodeFiles.ReadFailure("no code") }
    return code
  }

  @Test func aFileBlockShowsTheLinesItNames() throws {
    let load = resolved(Self.deck, files: ["talks/code/a.rs": "one\ntwo\nthree\nfour\n"])
    let code = try code(load)
    #expect(code.language == "rust")
    #expect(
      code.shownLines == [CodeLine(number: 2, text: "two"), CodeLine(number: 3, text: "three")])
    #expect(code.highlight(at: 0) == .lines([3...3]))
    #expect(load.includedFiles == ["talks/code/a.rs"])
    #expect(load.warnings == [])
  }

  @Test func aMissingFileIsAPlaceholderAndAWarningAtItsPath() throws {
    let load = resolved(Self.deck, files: [:])
    #expect(try code(load).file?.problem == "code/a.rs: no such file")
    #expect(
      load.warnings == [
        .warning(
          "code/a.rs: no such file; the block shows a placeholder",
          at: SourceLocation(file: "talks/deck.md", line: 4, column: 1))
      ])
    #expect(load.includedFiles == ["talks/code/a.rs"], "watched, so creating it shows it")
  }

  @Test func aHighlightOutsideTheFilesLinesIsReported() throws {
    let load = resolved(
      Self.deck.replacingOccurrences(of: "{3}", with: "{7}"),
      files: ["talks/code/a.rs": "1\n2\n3\n"])
    #expect(
      load.warnings.map(\.message) == [
        "line 7 is outside the lines shown (2–3); the highlight is ignored"
      ])
    #expect(load.warnings.first?.location?.column == 23)
    #expect(try code(load).highlight(at: 0) == .all)
  }

  @Test func aStartPastTheEndIsAPlaceholder() throws {
    let load = resolved(Self.deck, files: ["talks/code/a.rs": "only one line\n"])
    #expect(try code(load).file?.problem == "code/a.rs: start_line 2 is past its 1 lines")
    #expect(load.warnings.map(\.message) == ["start_line 2 is past the 1 lines of code/a.rs"])
  }
}

extension CodeBlockPassTests {
  @Test func aNameTwiceOnASlideAndAPlacementWithoutItsBlockAreWarnings() {
    let deck = """
      # One

      ```bash +exec +id:list
      a
      ```

      ```bash +exec +id:list
      b
      ```

      <!-- snippet_output: nosuch -->
      """
    #expect(
      warnings(load(deck)) == [
        "7:1 a second block named '+id:list' on this slide: its output is kept apart, and "
          + "snippet_output shows the first one's",
        "11:1 snippet_output: no block of this slide is named '+id:nosuch'; nothing shows here",
      ])
  }
}
