import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `Decks/images.md` through the real commands: the ANSI export draws the pictures (golden at
/// 100×30), the text export names them, and `segue check` warns about the three placeholders.
@Suite struct ImageCommandTests {
  static let deck = "Decks/images.md"

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    let root = TestPaths.packageRoot.path + "/"
    let absolute = arguments.map { $0.hasPrefix("Decks/") ? root + $0 : $0 }
    var output = CapturedOutput()
    let code = SegueCommand.run(absolute, output: &output)
    return (
      code, output.stdout.replacingOccurrences(of: root, with: ""),
      output.stderr.replacingOccurrences(of: root, with: "")
    )
  }

  @Test(arguments: ["ansi", "text"])
  func exported(format: String) throws {
    let result = run(["export", Self.deck, "--size", "100x30", "--format", format])
    #expect(result.code == .success, "\(result.err)")
    try Golden.check(
      result.out, against: "Tests/Goldens/images/images.100x30.\(format == "text" ? "txt" : format)"
    )
  }

  /// At 16 colours the pictures use the ANSI colours only (chafa picks them, nothing degrades
  /// a 24-bit picture afterwards).
  @Test func sixteenColours() {
    let result = run([
      "export", Self.deck, "--size", "100x30", "--format", "ansi", "--colors", "16",
    ])
    #expect(result.code == .success)
    #expect(!result.out.contains("38;2;") && !result.out.contains("48;2;"))
    #expect(result.out.contains("▀"))
  }

  @Test func checkWarnsAboutEachPlaceholder() {
    let result = run(["check", Self.deck])
    #expect(result.code == .success)
    #expect(
      result.err == """
        Decks/images.md:41:1: warning: images/architecture.png: no such file; the slide shows a placeholder
        ![The architecture diagram](images/architecture.png)
        ^
        Decks/images.md:43:1: warning: images/not-an-image.png: not an image this can read (PNG, JPEG, GIF, BMP, TGA, PSD, SVG); the slide shows a placeholder
        ![A file that is not an image](images/not-an-image.png)
        ^
        Decks/images.md:45:1: warning: https://example.com/logo.png: remote images are not fetched; the slide shows a placeholder
        ![A remote logo](https://example.com/logo.png)
        ^

        """)
  }
}
