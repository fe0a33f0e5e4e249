import Foundation
import SegueCLI
import SegueRender
import SegueTestSupport
import Testing

/// `Tests/Fixtures/decks/svg.md` through the real commands: its diagram (a red box, a white
/// arrow, a blue box) drawn in ANSI (golden, colours read back), PDF (vectors: its label as
/// text, its boxes on the page drawn back), PNG (pixels) and HTML (a PNG, no SVG text); the hostile files
/// are placeholders and `segue check` names them at their line.
@Suite final class SVGExportTests {
  static let deck = "Tests/Fixtures/decks/svg.md"
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-svg-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    let root = TestPaths.packageRoot.path + "/"
    let absolute = arguments.map { $0 == Self.deck ? root + $0 : $0 }
    var output = CapturedOutput()
    let code = SegueCommand.run(absolute, output: &output)
    return (
      code, output.stdout.replacingOccurrences(of: root, with: ""),
      output.stderr.replacingOccurrences(of: root, with: "")
    )
  }

  /// Exports the deck as `format` into the test's folder; the path written.
  func export(_ format: String, _ extra: [String] = [], name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    let result = run(["export", Self.deck, "--format", format, "-o", path] + extra)
    try #require(result.code == .success, "\(result.err)")
    return path
  }

  @Test func ansiDrawsTheDiagram() throws {
    let result = run(["export", Self.deck, "--size", "60x20", "--format", "ansi"])
    #expect(result.code == .success, "\(result.err)")
    try Golden.check(result.out, against: "Tests/Goldens/images/svg.60x20.ansi")
    let diagram = try #require(
      result.out.components(separatedBy: "━━ ").first { $0.hasPrefix("1.2 A diagram") })
    #expect(diagram.contains("48;2;255;0;0m"), "the red box")
    #expect(diagram.contains("48;2;0;0;255m"), "the blue box")
    let huge = try #require(
      result.out.components(separatedBy: "━━ ").first { $0.hasPrefix("1.3 A huge") })
    #expect(huge.contains("48;2;0;255;0m"), "the huge file's green half")
  }

  @Test func checkNamesTheHostileFiles() {
    let result = run(["check", Self.deck])
    #expect(result.code == .success)
    #expect(
      result.err == """
        Tests/Fixtures/decks/svg.md:17:1: warning: svg/laughs.svg: entities holding markup or other entities are refused (entity expansion); the slide shows a placeholder
        ![Entity expansion](svg/laughs.svg)
        ^
        Tests/Fixtures/decks/svg.md:19:1: warning: svg/embedded-bomb.svg: a picture inside the SVG: 20000×20000 is more than the 36 million pixels an image may have; the slide shows a placeholder
        ![A picture inside declaring 20000×20000](svg/embedded-bomb.svg)
        ^

        """)
  }

  /// The PDF draws each SVG as vectors (librsvg on the page's cairo context): no image in
  /// it, the diagram's label is text, and the page rendered back shows the red and blue boxes.
  @Test(.enabled(if: Poppler.isInstalled, "needs poppler-utils (make deps)"))
  func pdfDrawsTheVectors() throws {
    let pdf = try export("pdf", ["--size", "60x20"], name: "svg.pdf")
    let listed = try Poppler.run("pdfimages", ["-list", pdf]).split(separator: "\n")
    #expect(listed.count == 2, "only the header lines: \(listed)")
    let text = try Poppler.run("pdftotext", ["-f", "2", "-l", "2", pdf, "-"])
    #expect(text.contains("Parse"), "the diagram's label: \(text)")
    let prefix = folder.appendingPathComponent("page").path
    _ = try Poppler.run("pdftoppm", ["-png", "-r", "72", "-f", "2", "-l", "2", pdf, prefix])
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: prefix + "-2.png")))
    let page = try ImageDecoder.decode(bytes).get()
    let colours = Set(
      stride(from: 0, to: page.rgba.count, by: 4).map { Array(page.rgba[$0..<$0 + 3]) })
    #expect(colours.contains([255, 0, 0]) && colours.contains([0, 0, 255]))
  }

  /// On a PNG page the diagram's middle row runs red, white, blue in the picture's own
  /// pixels, sharp: the red and the blue are pure, more than 100 pixels of each.
  @Test func pngShowsTheDiagram() throws {
    let out = try export("png", ["--size", "60x20", "--no-chrome"], name: "png")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/01-02.png")))
    let image = try ImageDecoder.decode(bytes).get()
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      Array(image.rgba[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3])
    }
    let redRows = (0..<image.height).filter { y in
      (0..<image.width).contains { pixel($0, y) == [255, 0, 0] }
    }
    let y = try #require(redRows.first.map { ($0 + redRows.last!) / 2 })
    let row = (0..<image.width).map { pixel($0, y) }
    #expect(row.filter { $0 == [255, 0, 0] }.count > 100)
    #expect(row.filter { $0 == [0, 0, 255] }.count > 100)
    let red = try #require(row.firstIndex(of: [255, 0, 0]))
    let blue = try #require(row.firstIndex(of: [0, 0, 255]))
    #expect(red < blue, "red left of blue")
    #expect(row[red..<blue].contains([255, 255, 255]), "the white arrow between")
  }

  /// HTML embeds the drawn SVG as a PNG data URI and no SVG text at all.
  @Test func htmlEmbedsAPNG() throws {
    let path = try export("html", ["--size", "60x20"], name: "svg.html")
    let html = try String(contentsOfFile: path, encoding: .utf8)
    #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 3)
    #expect(!html.contains("<svg") && !html.contains("image/svg"))
  }
}
