import Synchronization
import Testing

@testable import SegueCore

/// `<!-- include: part.md -->` splices a part into the deck's text before the parse, by
/// presenterm's rules, and every position in a part names the part's file and line.
@Suite struct IncludesTests {
  typealias Files = [String: String]

  /// Parts in memory, each path its own file; `reads` counts the reads.
  final class Disk: Sendable {
    let files: Files
    let reads = Mutex(0)

    init(_ files: Files) { self.files = files }

    func read(_ path: String, _ allowance: ReadAllowance) -> Result<
      FileRead, CodeFiles.ReadFailure
    > {
      guard let text = files[path] else { return .failure(.init("no such file")) }
      let identity = FileIdentity(device: 1, inode: UInt64(path.hashValue.magnitude))
      let bytes = Array(text.utf8)
      var read = FileRead(identity: identity, resolvedPath: path, size: bytes.count, bytes: nil)
      if !allowance.known.contains(identity), bytes.count <= allowance.bytes {
        reads.withLock { $0 += 1 }
        read.bytes = bytes
      }
      return .success(read)
    }
  }

  static let deckIdentity = FileIdentity(device: 1, inode: 0)

  func expand(_ deck: String, _ files: Files, limit: Int = 4 << 20) -> (
    Includes.Expansion, DeckLoad
  ) {
    let disk = Disk(files)
    let expansion = Includes.expand(
      SourceText(deck, fileName: "talk/deck.md"), identity: Self.deckIdentity, limit: limit,
      read: disk.read)
    return (expansion, DeckParser.parse(expansion.source))
  }

  func messages(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { d in
      let at = d.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
      return at + d.message
    }
  }

  static let parts: Files = [
    "talk/parts/a.md":
      "# From A\n\ntext of a\n\n<!-- end_slide -->\n\n<!-- include: deep/b.md -->\n",
    "talk/parts/deep/b.md": "# From B\n\nlast words of b",
  ]

  static let deck = """
    # One

    Hello

    <!-- end_slide -->
    <!-- include: parts/a.md -->
    tail paragraph

    <!-- end_slide -->

    # Last
    """

  @Test func twoPartsOneNestedBecomeTheDecksSlidesInOrder() throws {
    let (expansion, load) = expand(Self.deck, Self.parts)
    #expect(expansion.diagnostics == [])
    #expect(expansion.paths == ["talk/parts/a.md", "talk/parts/deep/b.md"])
    #expect(expansion.files.map(\.kind) == [.markdown, .markdown])
    let deck = try #require(load.deck)
    let slides = deck.sections.flatMap(\.slides)
    #expect(slides.map(\.titleText) == ["One", "From A", "From B", "Last"])
    // A part ends its own paragraph: the deck's next line is a paragraph of its own.
    let paragraphs = slides[2].blocks.compactMap { block -> String? in
      if case .paragraph(let inlines) = block.kind { return inlines.plainText }
      return nil
    }
    #expect(paragraphs == ["last words of b", "tail paragraph"])
    let source = expansion.source
    let places = slides.map { source.location(line: $0.sourceLine, column: 1) }
    #expect(
      places.map(\.file) == [
        "talk/deck.md", "talk/parts/a.md", "talk/parts/deep/b.md", "talk/deck.md",
      ])
    #expect(places.map(\.line) == [1, 1, 1, 11])
  }

  @Test func aDiagnosticInAPartNamesItsFileLineAndColumn() {
    var parts = Self.parts
    parts["talk/parts/deep/b.md"] = "# From B\n\n<!-- alignment: middle -->\n"
    let (_, load) = expand(Self.deck + "\n<!-- new_lines: x -->\n", parts)
    #expect(load.deck == nil)
    #expect(
      messages(load.errors) == [
        "talk/parts/deep/b.md:3:17: 'alignment' must be left, center or right",
        "talk/deck.md:12:17: 'new_lines' must be a number of lines from 0 to 100",
      ])
    // The line a diagnostic names is found again in the spliced text, to be printed.
    let source = load.source
    let lines = load.errors.compactMap { $0.location.flatMap(source.line(of:)) }
    #expect(
      lines.map { source.line($0) } == ["<!-- alignment: middle -->", "<!-- new_lines: x -->"])
  }

  @Test func aCycleIsRefusedWithItsChain() {
    var parts = Self.parts
    parts["talk/parts/deep/b.md"] = "# B\n\n<!-- include: ../a.md -->\n"
    let disk = Disk(parts)
    // Two names of one file: the identity decides.
    let expansion = Includes.expand(
      SourceText(Self.deck, fileName: "talk/deck.md"), identity: Self.deckIdentity,
      limit: 1 << 20
    ) { path, allowance in
      disk.read(path == "talk/parts/deep/../a.md" ? "talk/parts/a.md" : path, allowance)
    }
    #expect(
      messages(expansion.diagnostics) == [
        "talk/parts/deep/b.md:3:15: ../a.md: include cycle: talk/deck.md → talk/parts/a.md → "
          + "talk/parts/deep/b.md → talk/parts/deep/../a.md"
      ])
  }

  @Test func aDeckIncludingItselfIsACycle() {
    let expansion = Includes.expand(
      SourceText("# A\n<!-- include: deck.md -->\n", fileName: "talk/deck.md"),
      identity: Self.deckIdentity, limit: 1 << 20
    ) { _, _ in
      .success(FileRead(identity: Self.deckIdentity, resolvedPath: nil, size: 1, bytes: [0x41]))
    }
    #expect(
      messages(expansion.diagnostics) == [
        "talk/deck.md:2:15: deck.md: include cycle: talk/deck.md → talk/deck.md"
      ])
  }

  @Test func aMissingPartIsAnErrorAtItsPath() {
    let (expansion, load) = expand("# A\n\n  <!-- include:   gone.md -->\n", [:])
    #expect(
      messages(expansion.diagnostics) == [
        "talk/deck.md:3:19: gone.md: no such file; nothing is included"
      ])
    #expect(expansion.paths == ["talk/gone.md"])
    // The parser itself says nothing more about the directive.
    #expect(load.diagnostics == [])
  }

  @Test func aPartWithFrontMatterIsRefused() {
    let (expansion, _) = expand(
      "<!-- include: p.md -->\n", ["talk/p.md": "---\ntitle: Part\n---\n\n# P\n"])
    #expect(
      messages(expansion.diagnostics) == [
        "talk/deck.md:1:15: p.md: an included file may not have front matter (presenterm's rule)"
      ])
  }

  @Test func includesNestOnlySoDeep() {
    var parts: Files = [:]
    for depth in 0...Includes.maximumDepth {
      parts["talk/p\(depth).md"] = "# P\(depth)\n\n<!-- include: p\(depth + 1).md -->\n"
    }
    let (expansion, _) = expand("<!-- include: p0.md -->\n", parts)
    let messages = messages(expansion.diagnostics)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "talk/p7.md:3:15: p8.md: includes nest deeper than 8 files: talk/deck.md → talk/p0.md")
        == true)
  }

  @Test func thePartsCountAgainstTheDeckLimit() {
    let part = String(repeating: "x", count: 600) + "\n"
    let (expansion, _) = expand(
      "<!-- include: p.md -->\n<!-- include: p.md -->\n", ["talk/p.md": part], limit: 1000)
    #expect(
      messages(expansion.diagnostics) == [
        "talk/deck.md:2:15: p.md: not included: with its 601 bytes the deck would pass 1000 bytes, "
          + "the most a deck and the files it includes may hold together"
      ])
  }

  @Test func aPartIncludedTwiceIsReadOnce() throws {
    let disk = Disk(["talk/p.md": "# P\n"])
    let expansion = Includes.expand(
      SourceText(
        "<!-- include: p.md -->\n\n<!-- end_slide -->\n\n<!-- include: p.md -->\n",
        fileName: "talk/deck.md"),
      identity: Self.deckIdentity, limit: 1 << 20, read: disk.read)
    #expect(expansion.diagnostics == [])
    #expect(disk.reads.withLock { $0 } == 1)
    let deck = try #require(DeckParser.parse(expansion.source).deck)
    #expect(deck.sections.flatMap(\.slides).map(\.titleText) == ["P", "P"])
  }

  @Test func anIncludeInCodeIsCode() throws {
    let deck = "# A\n\n```markdown\n<!-- include: p.md -->\n```\n"
    let (expansion, load) = expand(deck, ["talk/p.md": "# P\n"])
    #expect(expansion.paths == [])
    #expect(expansion.source.text == deck)
    #expect(try #require(load.deck).sections.flatMap(\.slides).count == 1)
  }

  /// presenterm parses a part on its own: a fence it leaves open ends with it.
  @Test func aFenceAPartLeavesOpenEndsWithThePart() throws {
    let (_, load) = expand(
      "# A\n\n<!-- include: p.md -->\n\nafter\n", ["talk/p.md": "~~~~rust\nfn main() {}\n"])
    let blocks = try #require(load.deck).sections[0].slides[0].blocks
    #expect(blocks.count == 2)
    if case .code(let code) = blocks.first?.kind { #expect(code.text == "fn main() {}\n") }
    if case .paragraph(let inlines) = blocks.last?.kind { #expect(inlines.plainText == "after") }
  }

  @Test func aDeckWithoutIncludesIsItsOwnText() {
    let (expansion, _) = expand("# A\n\n<!-- pause -->\n\nincluded words\n", [:])
    #expect(expansion.source.origins == [])
    #expect(expansion.paths == [])
  }

  @Test func anIncludeWithoutAPathIsAnError() {
    let load = DeckParser.parse("# A\n\n<!-- include: -->\n")
    #expect(
      messages(load.errors) == [
        "<input>:3:6: 'include' needs a file, as in <!-- include: part.md -->"
      ])
  }

  /// A `file` block in a part names its file relative to the part, as presenterm reads it.
  @Test func aFileBlockInAPartIsRelativeToThePart() throws {
    let (_, parsed) = expand(
      "<!-- include: parts/a.md -->\n", ["talk/parts/a.md": "# A\n\n```file\npath: x.rs\n```\n"])
    var load = parsed
    let asked = Mutex<[String]>([])
    CodeFiles.resolve(&load, deckPath: "talk/deck.md") { path, _ in
      asked.withLock { $0.append(path) }
      return .failure(.init("no such file"))
    }
    #expect(asked.withLock { $0 } == ["talk/parts/x.rs"])
    #expect(
      messages(load.warnings) == [
        "talk/parts/a.md:4:1: x.rs: no such file; the block shows a placeholder"
      ])
  }

  /// `include` is Segue's directive too: a Segue deck that includes a part splits by its own
  /// rules, and a presenterm part's markers make the deck presenterm's.
  @Test func theDialectIsReadFromTheSplicedText() throws {
    let segue = expand("# A\n\n<!-- include: p.md -->\n", ["talk/p.md": "# P\n\ntext\n"]).1
    #expect(try #require(segue.deck).structure.dialect == .segue)
    #expect(try #require(segue.deck).sections.flatMap(\.slides).count == 2)
    let presenterm = expand(
      "# A\n\n<!-- include: p.md -->\n", ["talk/p.md": "# P\n\n<!-- end_slide -->\n\n# Q\n"]
    ).1
    #expect(try #require(presenterm.deck).structure.dialect == .presenterm)
    #expect(
      try #require(presenterm.deck).sections.flatMap(\.slides).map(\.titleText) == ["A", "Q"])
  }
}
