import SegueCore
import Testing

/// Front matter `footer:` (the deck's own footer template) and presenterm's footer override.
@Suite struct DeckFooterTests {
  @Test(arguments: [
    // A line without a slide counter keeps the theme's right part (its counter).
    ("footer: \"Ada · TermConf\"", DeckFooter(left: "Ada · TermConf", center: "", right: nil)),
    // A line that counts slides itself replaces the whole footer.
    (
      "footer: \"{title} {slide}/{slides}\"",
      DeckFooter(left: "{title} {slide}/{slides}", center: "", right: "")
    ),
    (
      "footer: \"{author} {current_slide} / {total_slides}\"",
      DeckFooter(left: "{author} {current_slide} / {total_slides}", center: "", right: "")
    ),
    // A mapping is the whole footer: parts not named are empty.
    ("footer: {center: \"{title}\"}", DeckFooter(left: "", center: "{title}", right: "")),
    ("footer:\n  left: a\n  right: b", DeckFooter(left: "a", center: "", right: "b")),
    ("footer: false", DeckFooter(left: "", center: "", right: "")),
    (
      "footer: \"**Intro** to _Segue_\"", DeckFooter(left: "Intro to Segue", center: "", right: nil)
    ),
  ])
  func footerForms(yaml: String, footer: DeckFooter) throws {
    #expect(try load("---\n\(yaml)\n---\n\ntext\n").meta.footer == footer)
  }

  @Test func aQuotedFalseIsText() throws {
    #expect(try load("---\nfooter: \"false\"\n---\n\ntext\n").meta.footer?.left == "false")
  }

  /// presenterm's footer override, as its own example deck writes it.
  static let presenterm = """
    ---
    theme:
      override:
        footer:
          style: template
          left:
            image: doge.png
          center: '**Introduction** to <span class="noice">footer</span> _styling_'
          right: "{current_slide} / {total_slides}"
          height: 5
    ---

    First slide
    ===

    text
    """

  @Test func presentermFooterOverrideIsReadIntoSeguesShape() throws {
    let load = DeckParser.parse(Self.presenterm, fileName: "deck.md")
    let override = try #require(load.deck?.meta.theme?.override)
    guard case .mapping(let pairs) = override.kind,
      case .mapping(let footer)? = pairs.first(where: { $0.key.scalar == "footer" })?.value.kind
    else {
      Issue.record("no footer mapping in \(override)")
      return
    }
    let parts = footer.map { ($0.key.scalar ?? "?", $0.value.scalar ?? "(not text)") }
    #expect(parts.map(\.0) == ["left", "center", "right"])
    #expect(
      parts.map(\.1) == ["", "Introduction to footer styling", "{current_slide} / {total_slides}"])
  }

  @Test func whatPresentermFootersHaveAndSegueDoesNotIsAWarning() {
    #expect(
      messages(Self.presenterm) == [
        "7:9: warning: footer images are not drawn by Segue: this part of the footer is left empty",
        "10:7: warning: presenterm's footer 'height' is not used: Segue's footer is one line",
      ])
  }

  @Test(arguments: [
    ("style: empty", ["", "", ""], [String]()),
    (
      "style: progress_bar\n      character: 🚀", [String](),
      [
        "5:14: warning: presenterm's footer style 'progress_bar' is not drawn by Segue: the theme's footer is kept",
        "6:7: warning: presenterm's footer 'character' is not used: Segue's footer is one line",
      ]
    ),
    ("style: {fg: red}", [String](), [String]()),
  ])
  func presentermFooterStyles(yaml: String, parts: [String], warnings: [String]) throws {
    let markdown = "---\ntheme:\n  override:\n    footer:\n      \(yaml)\n---\n\ntext\n"
    #expect(messages(markdown) == warnings)
    let override = try #require(DeckParser.parse(markdown).deck?.meta.theme?.override)
    guard case .mapping(let pairs) = override.kind,
      case .mapping(let footer)? = pairs.first?.value.kind
    else { return }
    let texts = footer.filter { ["left", "center", "right"].contains($0.key.scalar) }
      .map { $0.value.scalar ?? "?" }
    #expect(texts == parts)
  }
}
