import SegueCore
import Testing

/// `<!-- time: 2m -->` per slide and front matter's `time:` per section, read into the model
/// once; malformed values are warnings at their `line:col`.
@Suite struct TimeBudgetTests {
  @Test(arguments: [
    ("2m", 120), ("90s", 90), ("1m30s", 90), ("1.5m", 90), ("0.5h", 1800), ("1h30m", 5400),
    ("1:30", 90), ("3", 180), ("2.25m", 135),
  ])
  func slideBudgetForms(text: String, seconds: Int) throws {
    let deck = try load("## A\n\n<!-- time: \(text) -->\n\nbody\n")
    #expect(deck.sections[0].slides[0].budget == seconds)
  }

  @Test func slidesWithoutATimeHaveNoBudget() throws {
    let deck = try load("## A\n\n<!-- time: 2m -->\n\n## B\n\nbody\n")
    #expect(deck.sections[0].slides.map(\.budget) == [120, nil])
  }

  @Test func aTimeBetweenABreakAndTheNextHeadingIsTheNextSlides() throws {
    let deck = try load("## A\n\none\n\n---\n\n<!-- time: 45s -->\n\n## B\n\ntwo\n")
    #expect(deck.sections[0].slides.map(\.budget) == [nil, 45])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var markdown: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let warnings: [Case] = [
    Case(
      name: "a slide time that is no time",
      markdown: "## A\n\n<!-- time: soon -->\n\nbody\n",
      expected: [
        "3:12: warning: 'time' must be a time such as 2m, 90s, 1m30s or 1.5m: the slide has no budget"
      ]),
    Case(
      name: "a slide time of zero",
      markdown: "## A\n\n<!-- time: 0m -->\n\nbody\n",
      expected: [
        "3:12: warning: 'time' must be a time such as 2m, 90s, 1m30s or 1.5m: the slide has no budget"
      ]),
    Case(
      // Found by i13-stream: `minutes * 60` overflowed and trapped `segue check`.
      name: "a slide time too large for any clock",
      markdown: "## A\n\n<!-- time: 999999999999999999 -->\n\nbody\n",
      expected: [
        "3:12: warning: 'time' must be a time such as 2m, 90s, 1m30s or 1.5m: the slide has no budget"
      ]),
    Case(
      name: "a section time too large for any clock",
      markdown: "---\ntime:\n  A: 99999999999999999999h\n---\n\n# A\n\n## a\n\nx\n",
      expected: [
        "3:6: warning: the time of section 'A' must be a time such as 3m, 90s, 1m30s or 1.5m: the section has no budget"
      ]),
    Case(
      name: "a slide time without a value",
      markdown: "## A\n\n<!-- time: -->\n\nbody\n",
      expected: [
        "3:6: warning: 'time' must be a time such as 2m, 90s, 1m30s or 1.5m: the slide has no budget"
      ]),
    Case(
      name: "two times on one slide",
      markdown: "## A\n\n<!-- time: 1m -->\n\nbody\n\n<!-- time: 2m -->\n",
      expected: [
        "7:1: warning: this slide already has a time budget on line 3: this one replaces it"
      ]),
    Case(
      name: "a misspelt directive is suggested",
      markdown: "## A\n\n<!-- tme: 1m -->\n\nbody\n",
      expected: ["3:6: warning: unknown directive 'tme' is ignored (did you mean 'time'?)"]),
    Case(
      name: "front matter time that is not a mapping",
      markdown: "---\ntime: 20m\n---\n\n# A\n\n## a\n\nx\n",
      expected: [
        "2:7: warning: 'time' must be a mapping of sections to times, as in {Intro: 3m, Demo: 10m}: it is ignored"
      ]),
    Case(
      name: "a section time that is no time",
      markdown: "---\ntime:\n  A: later\n---\n\n# A\n\n## a\n\nx\n",
      expected: [
        "3:6: warning: the time of section 'A' must be a time such as 3m, 90s, 1m30s or 1.5m: the section has no budget"
      ]),
    Case(
      name: "a section that does not exist, with the closest title",
      markdown:
        "---\ntime:\n  Intro: 3m\n---\n\n# Introduction\n\n## a\n\nx\n\n# Demo\n\n## b\n\ny\n",
      expected: [
        "3:3: warning: 'time' names no section 'Intro' (sections are named by their titles or numbered 1 to 2)"
      ]),
    Case(
      name: "a misspelt section title",
      markdown: "---\ntime:\n  Dmeo: 3m\n---\n\n# Intro\n\n## a\n\nx\n\n# Demo\n\n## b\n\ny\n",
      expected: [
        "3:3: warning: 'time' names no section 'Dmeo' (sections are named by their titles or numbered 1 to 2) (did you mean 'Demo'?)"
      ]),
    Case(
      name: "a section number past the last",
      markdown: "---\ntime:\n  3: 3m\n---\n\n# Intro\n\n## a\n\nx\n\n# Demo\n\n## b\n\ny\n",
      expected: [
        "3:3: warning: 'time' names no section '3' (sections are named by their titles or numbered 1 to 2)"
      ]),
  ]

  @Test(arguments: warnings) func malformedTimesAreWarnings(_ c: Case) {
    #expect(messages(c.markdown) == c.expected)
    #expect(DeckParser.parse(c.markdown).deck != nil)
  }

  @Test func sectionsAreNamedByTitleOrNumber() throws {
    let deck = try load(
      """
      ---
      time:
        Intro: 3m
        2: 1m30s
      ---

      # Intro

      ## a

      x

      # Demo

      ## b

      y

      # End

      ## c

      z
      """)
    #expect(deck.sections.map(\.budget) == [180, 90, nil])
  }

  @Test func aTitleSharedBySectionsNamesEachOfThem() throws {
    let deck = try load(
      "---\ntime:\n  Demo: 2m\n---\n\n# Demo\n\n## a\n\nx\n\n# Demo\n\n## b\n\ny\n")
    #expect(deck.sections.map(\.budget) == [120, 120])
  }

  @Test func sectionsNamedByTheSectionDirective() throws {
    let deck = try load(
      "---\ntime:\n  Results: 4m\n---\n\nintro\n\n<!-- section: Results -->\n\nnumbers\n")
    #expect(deck.sections.map(\.title).last == "Results")
    #expect(deck.sections.last?.budget == 240)
    #expect(
      messages("---\ntime:\n  Results: 4m\n---\n\nintro\n\n<!-- section: Results -->\n\nn\n")
        .isEmpty)
  }
}
