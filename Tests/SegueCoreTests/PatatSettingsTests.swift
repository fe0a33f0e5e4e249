import SegueCore
import Testing

/// patat's settings under `patat:`: the ones Segue has become its own, the rest are warnings.
@Suite struct PatatSettingsTests {
  func meta(_ patat: String, before: String = "") throws -> DeckMeta {
    try load("---\n\(before)patat:\n\(patat)\n---\n\n# A\n\ntext\n").meta
  }

  @Test func slideLevelAndIncrementalListsBecomeSegues() throws {
    let meta = try meta("  slideLevel: 2\n  incrementalLists: true")
    #expect(meta.slideLevel == 2)
    #expect(meta.incrementalLists)
  }

  @Test func seguesOwnKeysWin() throws {
    let meta = try meta(
      "  slideLevel: 2\n  incrementalLists: true",
      before: "slide_level: 1\nincremental_lists: false\n")
    #expect(meta.slideLevel == 1)
    #expect(!meta.incrementalLists)
  }

  @Test func slideLevelZeroMeansHeadingsNeverSplit() throws {
    let deck = try load(
      "---\npatat:\n  slideLevel: 0\n---\n\n# We should not split\n\nNever\n\n# At all\n\nok\n")
    #expect(deck.sections.count == 1)
    #expect(deck.sections[0].slides.count == 1)
  }

  @Test func marginsBecomeTheDecksMargins() throws {
    let meta = try meta("  margins:\n    left: 4\n    right: 10\n    top: 3")
    #expect(meta.margins == DeckMargins(top: 3, left: 4, right: 10))
  }

  @Test(arguments: ["  wrap: true", "  breadcrumbs: true", "  incrementalLists: false"])
  func whatSegueDoesAnywayIsSilent(_ patat: String) {
    #expect(messages("---\npatat:\n\(patat)\n---\n\ntext\n").isEmpty)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var patat: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let warningCases: [Case] = [
    Case(
      name: "settings Segue does not have",
      patat: "  eval:\n    bash:\n      command: bash\n  theme:\n    emph: [bold]",
      expected: [
        "3:3: warning: patat setting 'eval' is not used by Segue: it is ignored",
        "6:3: warning: patat setting 'theme' is not used by Segue: it is ignored",
      ]),
    Case(
      name: "a misspelt setting gets a suggestion",
      patat: "  incrementalList: true",
      expected: [
        "3:3: warning: patat setting 'incrementalList' is not used by Segue: it is ignored (did you mean 'incrementalLists'?)"
      ]),
    Case(
      name: "wrap false",
      patat: "  wrap: false",
      expected: [
        "3:9: warning: patat's 'wrap: false' is ignored: Segue always wraps text at the frame's width"
      ]),
    Case(
      name: "wrap at a column",
      patat: "  wrap: 40",
      expected: [
        "3:9: warning: patat's 'wrap: 40' is ignored: Segue wraps text at the frame's width (margins narrow it)"
      ]),
    Case(
      name: "breadcrumbs false",
      patat: "  breadcrumbs: false",
      expected: [
        "3:16: warning: patat's 'breadcrumbs: false' is ignored: Segue's bar names the section (a theme can hide it with segment_bar.position: hidden)"
      ]),
    Case(
      name: "auto margins",
      patat: "  margins:\n    left: auto\n    top: 2",
      expected: [
        "4:11: warning: patat's margin left: 'auto' is ignored (Segue takes a number from 0 to 40; 'auto' centring is not supported)"
      ]),
    Case(
      name: "a slide level that is not a number",
      patat: "  slideLevel: x",
      expected: [
        "3:15: warning: patat's 'slideLevel' must be a heading level from 0 to 6: it is ignored"
      ]),
    Case(
      name: "incremental lists that is not a flag",
      patat: "  incrementalLists: sometimes",
      expected: ["3:21: warning: patat's 'incrementalLists' must be true or false: it is ignored"]),
  ]

  @Test(arguments: warningCases)
  func warnings(_ c: Case) {
    let markdown = "---\npatat:\n\(c.patat)\n---\n\ntext\n"
    #expect(messages(markdown) == c.expected)
    #expect(DeckParser.parse(markdown).deck != nil, "the deck still presents")
  }

  @Test func patatThatIsNotAMappingIsAWarning() {
    #expect(
      messages("---\npatat: yes\n---\n\ntext\n") == [
        "2:8: warning: 'patat' is not a mapping of patat's settings: it is ignored"
      ])
  }

  @Test func autoMarginsKeepTheNumbersBesideThem() throws {
    let meta = try meta("  margins:\n    left: auto\n    top: 2")
    #expect(meta.margins == DeckMargins(top: 2))
  }
}
