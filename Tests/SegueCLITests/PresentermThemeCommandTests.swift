import Foundation
import SegueCore
import SegueRender
import SegueTestSupport
import Testing

@testable import SegueCLI

/// presenterm's theme names at the command line (issue 28): listed by `segue themes`, kept
/// with their `override:` by export, and an unknown name is a `check` warning and a note after
/// the talk, never a banner at its start.
@Suite(.serialized) struct PresentermThemeCommandTests {
  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  /// A presenterm deck's front matter naming `name`, with a footer template in its override.
  func deck(theme name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("deck-\(UUID()).md")
    let text = """
      ---
      theme:
        name: \(name)
        override:
          footer:
            style: template
            left: "Rust at scale"
      ---

      Intro
      ===

      x

      <!-- end_slide -->

      Next
      ===

      y

      """
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func themesSaysWhichThemeEachPresentermNameUses() {
    let lines = run(["themes"]).out.split(separator: "\n")
    for (presenterm, segue) in PresentermThemeNames.closest {
      #expect(lines.contains { $0.hasPrefix(presenterm + " ") && $0.hasSuffix("  " + segue) })
    }
    #expect(lines.contains { $0.hasPrefix("catppuccin-mocha ") && $0.hasSuffix(" catppuccin") })
  }

  @Test func aPresentermThemeNameKeepsTheDecksFooterWithoutAWarning() throws {
    let url = try deck(theme: "catppuccin-mocha")
    defer { try? FileManager.default.removeItem(at: url) }
    let result = run(["export", url.path, "--size", "60x12"])
    #expect(result.code == .success)
    #expect(result.err == "")
    #expect(result.out.contains("Rust at scale"))
  }

  @Test func anUnknownThemeNameIsACheckWarningAndKeepsTheOverride() throws {
    let url = try deck(theme: "nowhere")
    defer { try? FileManager.default.removeItem(at: url) }
    let checked = run(["check", url.path])
    #expect(checked.code == .success)
    #expect(checked.err.contains("warning: unknown theme 'nowhere'"))
    #expect(checked.err.hasSuffix("warning: the deck's theme name is ignored; using 'dark'\n"))
    let exported = run(["export", url.path, "--size", "60x12"])
    #expect(exported.out.contains("Rust at scale"))
  }

  /// The deck naming `theme` resolved as the presenter does at start (without `NO_COLOR`,
  /// which the test process may have), and the options that resolution gives the talk.
  func start(theme: String) throws -> (ThemeResolution, PresentOptions) {
    let url = try deck(theme: theme)
    defer { try? FileManager.default.removeItem(at: url) }
    let load = try #require(try? DeckFile.load(url.path).get())
    let deck = try #require(load.deck)
    let resolver = ThemeSelection.resolver(option: nil, deckPath: url.path, honorsNoColor: false)
    let resolution = resolver.resolve(deck, source: load.source)
    var options = PresentOptions(
      deck: deck, source: load.source, deckSource: PresentCommand.fileSource(url.path),
      theme: resolution.theme, resolver: resolver)
    options.note(resolution)
    return (resolution, options)
  }

  /// The talk starts in the default theme, with nothing printed now (the talk's screen would
  /// hide it) and no banner; the note waits for the end of the talk.
  @Test func anUnknownThemeNameIsNoBannerAtStart() throws {
    let (resolution, options) = try start(theme: "nowhere")
    var output = CapturedOutput()
    let theme = PresentCommand.startTheme(resolution, output: &output)
    #expect(output.stderr == "")
    #expect(theme?.name == "dark")
    #expect(options.themeProblem == nil)
    #expect(options.themeNote?.nameUnknown == true)
  }

  /// A theme file that does not load is the author's: still a banner at the start.
  @Test func aBrokenThemeFileStillShowsItsBanner() throws {
    let (_, options) = try start(theme: "./missing.yaml")
    #expect(options.themeProblem != nil && options.themeNote == nil)
  }
}
