import SegueCLI
import SegueTestSupport
import Testing

/// `<img>` HTML blocks in a deck (`Tests/Fixtures/decks/html-images.md`) are pictures to the
/// CLI as well: `check` warns about a missing one at its line, the ANSI export draws them.
@Suite struct HTMLImageCommandTests {
  let deck = "Tests/Fixtures/decks/html-images.md"

  @Test func checkWarnsAboutAMissingHTMLImage() {
    let result = runInRepository(["check", deck])
    #expect(
      result.err.contains(
        "html-images.md:29:1: warning: screenshots/missing.png: no such file; the slide shows a placeholder"
      ))
    #expect(!result.err.contains("gradient.png"))
  }

  @Test func theANSIExportDrawsTheHTMLImages() {
    let out = runInRepository(["export", deck, "--format", "ansi", "--size", "100x30"]).out
    let slides = out.components(separatedBy: "Badges stay in the text")
    let colours = Set(
      slides[0].matches(of: /\x1b\[[0-9;]*48;2;[0-9;]+m/).map { String($0.output) })
    #expect(colours.count > 12)
    #expect(out.contains("The settings page"))
  }

  @Test func aBadgeInTextStaysALabel() {
    let text = runInRepository(["export", deck, "--size", "100x30"]).out
    #expect(text.contains("Built with [image: Segue] and coffee"))
  }
}
