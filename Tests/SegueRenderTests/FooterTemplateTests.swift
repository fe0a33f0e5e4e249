import SegueCore
import Testing

@testable import SegueRender

@Suite struct FooterTemplateTests {
  /// Three sections (the title slide's, then "Part one" and "Part two" with three slides
  /// each), positioned on the last slide.
  static let values: FooterValues = {
    let deck = DeckParser.parse(
      """
      ---
      title: Talk
      author: Ada
      event: TermConf
      location: Lisbon
      ---
      # Part one
      ## A
      text
      ## B
      text
      # Part two
      ## C
      text
      ## Dé 😀
      text
      """
    ).deck!
    return FooterTemplate.values(deck: deck, position: Position(section: 2, page: 2))
  }()

  @Test(arguments: [
    ("{title} · {author}", "Talk · Ada"),
    ("{section} {section_number}/{sections}", "Part two 3/3"),
    ("{page}/{pages} · {slide}/{slides}", "3/3 · 7/7"),
    ("→ {slide_title} ←", "→ Dé 😀 ←"),
    ("{unknown} stays", "{unknown} stays"),
    ("open { brace", "open { brace"),
    ("{date}{sub_title}", ""),
    ("plain", "plain"),
  ])
  func expand(template: String, expanded: String) {
    #expect(FooterTemplate.expand(template, values: Self.values) == expanded)
  }

  /// presenterm's names read the same values as Segue's own.
  @Test(arguments: [
    ("{current_slide} / {total_slides}", "7 / 7"),
    ("{title} · {sub_title}{author} · {event}, {location}", "Talk · Ada · TermConf, Lisbon"),
    ("{date}", ""),
  ])
  func presentermVariables(template: String, expanded: String) {
    #expect(FooterTemplate.unknownVariables(in: template).isEmpty)
    #expect(FooterTemplate.expand(template, values: Self.values) == expanded)
  }

  @Test func everyVariableHasAValue() {
    for name in FooterTemplate.variables {
      #expect(Self.values[name[...]] != nil, "{\(name)} has no value")
    }
  }
}
