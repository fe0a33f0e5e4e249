import Foundation
import SegueRender
import SegueTestSupport
import Testing

/// `Tests/Fixtures/decks/diagrams.md` through the real binary, with a cache of its own: a
/// graphviz graph (red boxes) and a LaTeX formula drawn by the real tools (graphviz,
/// texlive-latex-base and dvisvgm: `make deps`), a d2 diagram whose tool is not installed,
/// and a broken graph; read back from ANSI colours and PNG pixels, and `check`'s reports.
@Suite final class DiagramExportTests {
  static let deck = "Tests/Fixtures/decks/diagrams.md"
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-diagrams-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func run(_ arguments: [String]) throws -> ProcessResult {
    try SegueProcess.run(arguments, environment: ["XDG_CACHE_HOME": folder.path + "/cache"])
  }

  /// The slide of an export whose header starts with `title`.
  func slide(_ text: String, _ title: String) throws -> String {
    try #require(text.components(separatedBy: "━━ ").first { $0.hasPrefix(title) })
  }

  @Test func ansiDrawsTheGraphAndTheFormulaAndNamesWhatIsMissing() throws {
    let result = try run(["export", Self.deck, "--size", "60x20", "--format", "ansi"])
    #expect(result.status == 0, "\(result.stderr)")
    let graph = try slide(result.stdout, "1.1 A graph")
    #expect(graph.contains(";255;0;0m"), "the red boxes")
    #expect(!graph.contains("digraph"), "a picture, not the source")
    let formula = try slide(result.stdout, "1.2 A formula")
    #expect(!formula.contains("mc^2") && formula.contains("▂"), "a picture, not the source")
    let missing = try slide(result.stdout, "1.3 Not here")
    #expect(missing.contains("x -> y"), "the source")
    #expect(missing.contains("⚠ not rendered: d2: not found; install d2"))
    let broken = try slide(result.stdout, "1.4 Broken")
    #expect(broken.contains("⚠ not rendered: dot failed with exit status 1"))
  }

  /// Text export shows each diagram's source: it has no pictures.
  @Test func textShowsTheSource() throws {
    let result = try run(["export", Self.deck, "--size", "60x20"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("digraph") && result.stdout.contains("E = mc^2"))
    #expect(!result.stdout.contains("not rendered"))
  }

  /// On PNG pages the graph's boxes are pure red, and the formula is drawn in the theme's
  /// text colour (the only thing on its page in that colour: the title is in another).
  @Test func pngShowsTheGraphAndTheFormulaInTheThemesColour() throws {
    let out = folder.appendingPathComponent("png").path
    let result = try run(
      ["export", Self.deck, "--format", "png", "--size", "60x20", "--no-chrome", "-o", out])
    try #require(result.status == 0, "\(result.stderr)")
    func count(_ page: String, _ colour: [UInt8]) throws -> Int {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/" + page)))
      let image = try ImageDecoder.decode(bytes).get()
      return stride(from: 0, to: image.rgba.count, by: 4).filter {
        Array(image.rgba[$0..<$0 + 3]) == colour
      }.count
    }
    #expect(try count("01-01.png", [255, 0, 0]) > 1000)
    #expect(try count("01-02.png", [205, 214, 244]) > 500)
    #expect(try count("01-03.png", [205, 214, 244]) < 500, "the page without a formula")
  }

  @Test func checkListsEachDiagramWithItsTool() throws {
    let result = try run(["check", Self.deck])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        Diagrams ('+render'; 'check --render' draws them ahead of the talk):
          Tests/Fixtures/decks/diagrams.md:3  dot  drawn by dot
          Tests/Fixtures/decks/diagrams.md:11  latex  drawn by latex
          Tests/Fixtures/decks/diagrams.md:19  d2  drawn by d2 (here: d2: not found; install d2 (https://d2lang.com/tour/install))
          Tests/Fixtures/decks/diagrams.md:27  dot  drawn by dot

        """), "\(result.stdout)")
  }

  /// `check --render` draws what it can into the cache, and fails on the rest at their
  /// fences; plain `check` then says the drawn ones are cached.
  @Test func checkRenderDrawsAheadAndReportsFailures() throws {
    let result = try run(["check", "--render", Self.deck])
    #expect(result.status == 1)
    try Golden.check(
      result.stdout + "--- stderr\n" + result.stderr,
      against: "Tests/Goldens/export/diagrams.check-render.txt")
    let after = try run(["check", Self.deck])
    #expect(after.stdout.contains("diagrams.md:3  dot  drawn by dot (cached)"))
    #expect(after.stdout.contains("diagrams.md:11  latex  drawn by latex (cached)"))
  }
}

/// Display formulas (`$$…$$`) typeset by the real LaTeX where pictures are pixels (HTML, PDF,
/// PNG), and kept as Unicode text where they are symbol cells (ANSI), where LaTeX's picture
/// could not be read.
@Suite final class FormulaExportTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-formulas-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let deck =
      "# Euler\n\n$$e^{i\\pi} + 1 = 0$$\n\n# Matrix\n\n"
      + "$$\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} \\text{ costs 5\\$}$$\n"
    try deck.write(
      to: folder.appendingPathComponent("euler.md"), atomically: true, encoding: .utf8)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func export(_ format: String) throws -> ProcessResult {
    try SegueProcess.run(
      ["export", folder.path + "/euler.md", "--size", "60x20", "--format", format],
      environment: ["XDG_CACHE_HOME": folder.path + "/cache"])
  }

  @Test func htmlShowsThePicture() throws {
    let result = try export("html")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("data:image/png;base64"), "the formula's picture")
    // The picture's alt is the formula as written (for a screen reader, or to copy); the
    // page's text is not.
    let shown = result.stdout.replacingOccurrences(
      of: #"alt="[^"]*""#, with: "", options: .regularExpression)
    #expect(result.stdout.contains("alt=\"$$e^{i\\pi} + 1 = 0$$\""), "the formula as its alt")
    #expect(!shown.contains("e^(iπ)"), "not its text")
    // An environment and \text are maths too (amsmath): typeset, not shown as source.
    #expect(!shown.contains("pmatrix"))
    let pictures = try FileManager.default.contentsOfDirectory(
      atPath: folder.path + "/cache/segue/diagrams")
    #expect(pictures.count == 2)
  }

  /// `check --render` typesets the formulas ahead of a talk in a terminal with pixels.
  @Test func checkRenderTypesetsTheFormulas() throws {
    let result = try SegueProcess.run(
      ["check", folder.path + "/euler.md", "--render"],
      environment: ["XDG_CACHE_HOME": folder.path + "/cache"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("2 display formulas: 2 typeset"), "\(result.stdout)")
    let pictures = try FileManager.default.contentsOfDirectory(
      atPath: folder.path + "/cache/segue/diagrams")
    #expect(pictures.count == 2)
  }

  @Test func ansiKeepsTheUnicodeText() throws {
    let result = try export("ansi")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("e^(iπ) + 1 = 0"))
  }
}
