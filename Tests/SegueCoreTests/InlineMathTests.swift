import Testing

@testable import SegueCore

/// Where `$…$` and `$$…$$` are formulas: pandoc's rules, in the dialects that read them, never
/// in code (docs/math.md).
@Suite struct InlineMathTests {
  /// The first slide's paragraphs and headings, a formula written `{source}` (`{{…}}` for
  /// display), code spans in backticks and code blocks as their text.
  func shown(_ markdown: String) throws -> [String] {
    let deck = try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
    let slide = try #require(deck.sections.first?.slides.first)
    return slide.blocks.compactMap { block in
      switch block.kind {
      case .paragraph(let inlines): return Self.render(inlines)
      case .heading(let heading): return "# " + Self.render(heading.content)
      case .code(let code): return code.text
      default: return nil
      }
    }
  }

  static func render(_ inlines: [Inline]) -> String {
    inlines.map { inline in
      switch inline {
      case .math(let math): return math.isDisplay ? "{{\(math.source)}}" : "{\(math.source)}"
      case .code(let code, _): return "`\(code)`"
      case .emphasis(let inner): return "*\(render(inner))*"
      default: return [inline].plainText
      }
    }.joined()
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let paragraph: String
    let shown: String
    var testDescription: String { name }
  }

  /// pandoc's `tex_math_dollars`, in a Segue deck (which reads it the same way).
  static let rules: [Case] = [
    Case(name: "a formula", paragraph: "so $x^2$ here", shown: "so {x^2} here"),
    Case(name: "money is not math", paragraph: "$5 and $6", shown: "$5 and $6"),
    Case(name: "a space after the opening dollar", paragraph: "$ x$ y", shown: "$ x$ y"),
    Case(name: "a space before the closing dollar", paragraph: "$x $ y", shown: "$x $ y"),
    Case(name: "a digit after the closing dollar", paragraph: "$x$5", shown: "$x$5"),
    Case(
      name: "an escaped dollar stays a dollar", paragraph: #"\$x\$ and \$5"#, shown: "$x$ and $5"),
    Case(name: "an escaped dollar inside a formula", paragraph: #"$\$5$"#, shown: #"{\$5}"#),
    Case(name: "a code span is code", paragraph: "`$x$` and $y$", shown: "`$x$` and {y}"),
    Case(
      name: "a formula never swallows a code span's backtick", paragraph: "$5 and `$x$`",
      shown: "$5 and `$x$`"),
    Case(
      name: "Markdown marks inside a formula are LaTeX", paragraph: "$a*b*c$ and $a_1 b_2$",
      shown: "{a*b*c} and {a_1 b_2}"),
    Case(
      name: "escapes inside a formula reach LaTeX", paragraph: #"$\{x\}\,\\$"#,
      shown: #"{\{x\}\,\\}"#),
    Case(name: "a formula inside emphasis", paragraph: "*see $x$*", shown: "*see {x}*"),
    Case(name: "a formula across a line break", paragraph: "$a +\nb$", shown: "{a + b}"),
    Case(name: "display math", paragraph: "$$\\int f$$", shown: "{{\\int f}}"),
    Case(name: "display math in running text", paragraph: "so $$x$$ here", shown: "so {{x}} here"),
    Case(name: "empty display math is text", paragraph: "$$ $$", shown: "$$ $$"),
    Case(name: "an HTML comment is left alone", paragraph: "a <!-- $x$ --> $y$", shown: "a  {y}"),
    Case(
      name: "an autolink is left alone", paragraph: "<https://x.org/$a$> $y$",
      shown: "https://x.org/$a$ {y}"),
    Case(
      name: "a link's target is not math (pandoc reads links first)",
      paragraph: "[q](https://x.org/?a=$b&c=$d) and $y$",
      shown: "q and {y}"),
    Case(
      name: "an image's target is not math", paragraph: "![p](img$1$a.png) $y$",
      shown: "p {y}"),
  ]

  @Test(arguments: rules) func pandocRules(_ c: Case) throws {
    let result = try shown("# T\n\n" + c.paragraph + "\n")
    #expect(result == [c.shown])
  }

  @Test func codeBlocksAreCode() throws {
    let markdown = "# T\n\n```\n$x$\n```\n\n    $y$\n\n$z$\n"
    let result = try shown(markdown)
    #expect(result == ["$x$\n", "$y$\n", "{z}"])
  }

  /// pandoc reads blocks before formulas: a `$` never pairs with one in the next list item.
  @Test func aFormulaNeverRunsIntoTheNextListItem() throws {
    let deck = try #require(DeckParser.parse("# T\n\n- a $x\n- b$ c\n").deck)
    guard case .list(let list)? = deck.sections.first?.slides.first?.blocks.last?.kind else {
      Issue.record("no list")
      return
    }
    #expect(list.items.count == 2)
  }

  @Test func headingsAndTableCellsHoldFormulas() throws {
    let deck = try #require(
      DeckParser.parse("# Area $\\pi r^2$\n\n| a | b |\n|---|---|\n| $x_1$ | 2 |\n").deck)
    let slide = try #require(deck.sections.first?.slides.first)
    #expect(slide.titleText == "Area π r²")
    guard case .table(let table)? = slide.blocks.last?.kind else {
      Issue.record("no table")
      return
    }
    #expect(table.rows.first?.first == [.math(Math(source: "x_1"))])
  }

  struct DialectCase: CustomTestStringConvertible, Sendable {
    let dialect: String
    let readsMath: Bool
    var testDescription: String { dialect }
  }

  /// pandoc and patat read `$`; presenterm's comrak has math off (its formulas are `latex
  /// +render` blocks); mdp, lookatme and slides have none.
  @Test(arguments: [
    DialectCase(dialect: "segue", readsMath: true), DialectCase(dialect: "pandoc", readsMath: true),
    DialectCase(dialect: "presenterm", readsMath: false),
    DialectCase(dialect: "mdp", readsMath: false),
    DialectCase(dialect: "lookatme", readsMath: false),
    DialectCase(dialect: "slides", readsMath: false),
  ])
  func dialects(_ c: DialectCase) throws {
    let markdown = "---\ndialect: \(c.dialect)\n---\n\n# T\n\nso $x$ here\n"
    let shown = try self.shown(markdown).last
    #expect(shown == (c.readsMath ? "so {x} here" : "so $x$ here"))
  }

  @Test func aDisplayFormulaAloneIsItsParagraphsSoleDisplayMath() throws {
    let alone = try #require(DeckParser.parse("# T\n\n$$\n\\frac{a}{b}\n$$\n").deck)
    let block = try #require(alone.sections.first?.slides.first?.blocks.last)
    #expect(block.kind.soleDisplayMath == Math(source: " \\frac{a}{b} ", isDisplay: true))
    let inText = try #require(DeckParser.parse("# T\n\nso $$x$$\n").deck)
    #expect(inText.sections.first?.slides.first?.blocks.last?.kind.soleDisplayMath == nil)
  }
}

extension InlineMathTests {
  /// Link targets keep their dollars, inline or in a reference definition.
  @Test func linkTargetsKeepTheirDollars() throws {
    let deck = try #require(
      DeckParser.parse(
        "# A\n\n[q](https://x.org/?a=$b&c=$d) and [r] and $y$\n\n[r]: https://x.org/$a$b\n",
        fileName: "deck.md"
      ).deck)
    let paragraph = try #require(deck.sections.first?.slides.first?.blocks.first)
    guard case .paragraph(let inlines) = paragraph.kind else {
      Issue.record("not a paragraph")
      return
    }
    let targets = inlines.compactMap {
      if case .link(let link) = $0 { link.destination } else { nil }
    }
    #expect(targets == ["https://x.org/?a=$b&c=$d", "https://x.org/$a$b"])
  }
}

extension InlineMathTests {
  /// Segue's own decks keep shell variables in prose as text; pandoc's keep its rule.
  @Test(arguments: [
    ("export PATH=$PATH:$HOME/bin", "export PATH=$PATH:$HOME/bin"),
    ("cd $HOME/$USER now", "cd $HOME/$USER now"),
    ("a$b$ c", "a$b$ c"),
    ("area $\\pi r^2$ and $x$.", "area {\\pi r^2} and {x}."),
  ])
  func shellVariablesStayTextInSegueDecks(_ paragraph: String, _ expected: String) throws {
    #expect(try shown("# A\n\n" + paragraph + "\n") == [expected])
  }

  @Test func pandocDecksKeepPandocsRule() throws {
    let deck = "% Title\n\n# A\n\nexport PATH=$PATH:$HOME/bin\n"
    #expect(try shown(deck).contains("export PATH={PATH:}HOME/bin"))
  }
}
