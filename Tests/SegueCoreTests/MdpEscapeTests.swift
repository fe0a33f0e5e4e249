import SegueCore
import Testing

/// mdp's backslash escapes shown as mdp shows them: the backslash dropped before any
/// character, code left as written (docs/deck-format.md, "mdp decks").
@Suite struct MdpEscapeTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a backslash before leading spaces keeps a figlet banner's first column",
      markdown: "%title: T\n\n\\    _   _\n\\   | | | |\n",
      expected: ["slide 1.1 content @3 steps=1", "paragraph @3     _   _↵   | | | |"]),
    Case(
      name: "a backslash before a space or a letter inside a line is dropped",
      markdown: "%title: T\n\nwait\\ here, \\not there\n",
      expected: ["slide 1.1 content @3 steps=1", "paragraph @3 wait here, not there"]),
    Case(
      name: "escaped punctuation and an escaped backslash read as CommonMark reads them",
      markdown: "%title: T\n\n\\*not bold\\* and \\\\ alone\n",
      expected: ["slide 1.1 content @3 steps=1", "paragraph @3 *not bold* and \\ alone"]),
    Case(
      name: "a code span keeps its backslashes",
      markdown: "%title: T\n\nrun `a\\ b\\n` now\n",
      expected: ["slide 1.1 content @3 steps=1", "paragraph @3 run `a\\ b\\n` now"]),
  ]

  @Test(arguments: cases)
  func shows(_ test: Case) throws {
    #expect(try MdpDeckTests.blocks(test.markdown) == test.expected)
  }

  @Test func fencedAndIndentedCodeKeepTheirBackslashes() throws {
    let markdown = "%title: T\n\n```\n\\ x\n```\n\ntext\n\n    \\ y\n"
    let dump = try MdpDeckTests.blocks(markdown).joined(separator: "\n")
    #expect(dump.contains("\\ x"))
    #expect(dump.contains("\\ y"))
  }

  @Test func otherDialectsKeepCommonMarksEscapes() throws {
    let dump = try MdpDeckTests.blocks("# A\n\nwait\\ here\n").joined(separator: "\n")
    #expect(dump.contains("wait\\ here"))
  }
}
