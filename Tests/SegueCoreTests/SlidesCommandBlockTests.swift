import Foundation
import SegueTestSupport
import Testing

@testable import SegueCore

/// slides' (maaslalani) `~~~command args` blocks read as blocks whose text runs through the
/// command (`run = .replace`, `command`), split as slides splits it, only in a slides deck.
@Suite struct SlidesCommandBlockTests {
  func codes(_ text: String) throws -> [CodeBlock] {
    let deck = try #require(DeckParser.parse(text, fileName: "talk.md").deck)
    return deck.sections.flatMap(\.slides).flatMap(\.codeBlocks).compactMap { block in
      if case .code(let code) = block.kind { return code }
      return nil
    }
  }

  @Test func aTildeBlockRunsItsTextThroughTheCommand() throws {
    let code = try #require(try codes("# A\n\n~~~sort -r\nb\na\n~~~\n").first)
    #expect(code.attributes.run == .replace)
    #expect(code.attributes.command == ["sort", "-r"])
    #expect(code.text == "b\na\n")
  }

  /// slides splits at each space (Go's `strings.Split`), with no shell: quotes stay.
  @Test func theCommandIsSplitAtEverySpaceAsSlidesSplitsIt() throws {
    let code = try #require(
      try codes("~~~echo \"You can do whatever, really\"\nignored\n~~~\n").first)
    #expect(code.attributes.command == ["echo", "\"You", "can", "do", "whatever,", "really\""])
  }

  /// slides' README wraps the block in a backtick fence so the output keeps its lines.
  @Test func theWrappedFormOfTheReadmeRunsItsInnerBlock() throws {
    let text =
      "---\ndialect: slides\n---\n```\n~~~graph-easy --as=boxart\n[ A ] - to -> [ B ]\n~~~\n```\n"
    let code = try #require(try codes(text).first)
    #expect(code.attributes.run == .replace)
    #expect(code.attributes.command == ["graph-easy", "--as=boxart"])
    #expect(code.text == "[ A ] - to -> [ B ]\n")
  }

  /// One word is a language (`~~~python`), and a backtick fence's info is never a command.
  @Test func aOneWordTildeFenceAndABacktickInfoAreCode() throws {
    let text = "---\ndialect: slides\n---\n~~~python\nprint(1)\n~~~\n\n```sort -r\nb\n```\n"
    for code in try codes(text) {
      #expect(code.attributes.run == nil)
      #expect(code.attributes.command == nil)
    }
  }

  /// A backtick block that holds more than one `~~~` block is shown as written.
  @Test func aBacktickBlockWithMoreThanTheCommandIsCode() throws {
    let text = "---\ndialect: slides\n---\n```\nbefore\n~~~sort -r\nb\n~~~\n```\n"
    let code = try #require(try codes(text).first)
    #expect(code.attributes.run == nil)
  }

  @Test func anotherToolsDeckShowsTheBlockAsCode() throws {
    let code = try #require(try codes("---\ndialect: presenterm\n---\n~~~sort -r\nb\n~~~\n").first)
    #expect(code.attributes.run == nil)
    #expect(code.attributes.command == nil)
  }

  /// The wrapped form alone marks a deck as slides'.
  @Test func theWrappedFormIsASlidesMarker() {
    let source = SourceText("# A\n\n```\n~~~graph-easy --as=boxart\n[ A ]\n~~~\n```\n")
    let (dialect, found) = DialectDetector.detect(source, declared: nil)
    #expect(dialect == .slides)
    #expect(found == .marker(line: 4, text: "~~~graph-easy --as=boxart"))
  }

  @Test(.needsCorpus) func slidesOwnPreprocessExample() throws {
    let url = try #require(TestPaths.corpus).appendingPathComponent("decks/slides__preprocess.md")
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let blocks = try codes(text).filter { $0.attributes.command != nil }
    #expect(
      blocks.map(\.attributes.command) == [
        ["graph-easy", "--as=boxart"], ["sd", "replaced", "processed"],
        ["echo", "\"You", "can", "do", "whatever,", "really\""], ["xargs", "cat"],
        ["plantuml", "-utxt", "-pipe"],
      ])
    #expect(blocks.allSatisfy { $0.attributes.run == .replace })
    #expect(blocks[3].text == "examples/import.md\n")
  }
}
