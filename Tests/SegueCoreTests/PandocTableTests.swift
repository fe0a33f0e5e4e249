import Testing

@testable import SegueCore

/// Pandoc's simple and multiline tables (docs/deck-format.md, "Tables (pandoc)"): each is a pipe
/// table on the lines it held, and ordinary Markdown around dashes is left alone.
@Suite struct PandocTableTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var expected: String
    var testDescription: String { name }
  }

  static let tables: [Case] = [
    Case(
      name: "a simple table takes its alignments from where the header sits",
      markdown: """
          Right     Left     Center     Default
        -------     ------ ----------   -------
             12     12        12            12
        after
        """,
      expected: """
        | Right | Left | Center | Default |
        | --: | :-- | :-: | --- |
        | 12 | 12 | 12 | 12 |
        | after |  |  |  |
        """),
    Case(
      name: "a simple table ends at a blank line; a closing dashed line becomes blank",
      markdown: "a  b\n-- --\n1  2\n-- --\n\nafter\n",
      expected: "| a | b |\n| :-- | :-- |\n| 1 | 2 |\n\n\nafter\n"),
    Case(
      name: "a headerless simple table is bounded by dashed lines",
      markdown: "---- ----\n  12 x\n   1 y\n---- ----\n\nafter",
      expected: "|  |  |\n| --: | :-- |\n| 12 | x |\n| 1 | y |\n\nafter"),
    Case(
      name: "a multiline table joins cell lines and pads with blank lines",
      markdown: """
        ----------------
         Name   Note
        ------- --------
        One     first
                line

        Two     second
        ----------------

        after
        """,
      expected: """
        | Name | Note |
        | :-: | :-- |
        | One | first line |
        | Two | second |





        after
        """),
    Case(
      name: "a one-column multiline table",
      markdown: "-----\nName\n-----\nOne\n\nTwo\n-----\n",
      expected: "| Name |\n| :-- |\n| One |\n| Two |\n\n\n\n"),
    Case(
      name: "a | in a cell is escaped and inline Markdown is kept",
      markdown: "code     text\n-------- ------\n`a|b`    *em*\n",
      expected: "| code | text |\n| :-- | :-- |\n| `a\\|b` | *em* |\n"),
    Case(
      name: "a caption after the table is shown as text",
      markdown: "a  b\n-- --\n1  2\n\nTable: Numbers.\n",
      expected: "| a | b |\n| :-- | :-- |\n| 1 | 2 |\n\nNumbers.\n"),
    Case(
      name: "a grid table takes its header from above +===+ and alignment from its colons",
      markdown: """
        +--------+---------+
        | Name   | Note    |
        +:=======+========:+
        | One    | first   |
        |        | line    |
        +--------+---------+
        | a|b    | two     |
        +--------+---------+

        after
        """,
      expected: """
        | Name | Note |
        | :-- | --: |
        | One | first line |
        | a\\|b | two |





        after
        """),
    Case(
      name: "a simple table whose rule begins with --- right under a heading",
      markdown: "# Results\nN    name\n---  ----\n1    one\n\nafter\n",
      expected: "# Results\n| N | name |\n| :-- | --- |\n| 1 | one |\n\nafter\n"),
    Case(
      name: "a simple table right under a fenced div's line",
      markdown: "::: notes\nN    name\n---  ----\n1    one\n\n:::\n",
      expected: "::: notes\n| N | name |\n| :-- | --- |\n| 1 | one |\n\n:::\n"),
    Case(
      name: "a headerless grid table",
      markdown: "+---+---+\n| x | y |\n+---+---+\n",
      expected: "|  |  |\n| --- | --- |\n| x | y |\n"),
  ]

  @Test(arguments: tables) func tableBecomesAPipeTable(_ c: Case) {
    #expect(PandocTables.rewrite(c.markdown) == c.expected)
  }

  static let notTables: [Case] = [
    Case(name: "a setext heading", markdown: "Title\n-----\n\ntext\n", expected: ""),
    Case(name: "a setext heading of two words", markdown: "A title\n---\n", expected: ""),
    Case(name: "a thematic break", markdown: "text\n\n---\n\nmore\n", expected: ""),
    Case(name: "slide separators around a line", markdown: "---\ntext\n---\n", expected: ""),
    Case(name: "a spaced thematic break", markdown: "a\n\n- - -\n\nb\n", expected: ""),
    Case(
      name: "dash runs inside fenced code",
      markdown: "```\na  b\n-- --\n1  2\n```\n", expected: ""),
    Case(
      name: "dash runs after paragraph text with no blank line",
      markdown: "text\na  b\n-- --\n1  2\n", expected: ""),
    Case(
      name: "an indented block is code", markdown: "    a  b\n    -- --\n    1  2\n",
      expected: ""),
    Case(
      name: "a headerless table needs a blank line after it",
      markdown: "-- --\n1  2\n-- --\ntext\n", expected: ""),
    Case(
      name: "a grid with a cell spanning two columns",
      markdown: "+---+---+\n| wide  |\n+---+---+\n", expected: ""),
    Case(name: "a plus-sign line in text", markdown: "a\n\n+---+\nb\n", expected: ""),
  ]

  @Test(arguments: notTables) func ordinaryMarkdownStaysAsItIs(_ c: Case) {
    #expect(PandocTables.rewrite(c.markdown) == c.markdown)
  }

  @Test func aTableInADeckIsDrawnAsATable() throws {
    let deck = try load("# A\n\na  b\n-- --\n1  2\n\nafter\n")
    let dump = TreeDump.render(deck)
    #expect(dump.contains("table left,left @3"), "\(dump)")
    #expect(dump.contains("paragraph @7 after"), "\(dump)")
  }
}
