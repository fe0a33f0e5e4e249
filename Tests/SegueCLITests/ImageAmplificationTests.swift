import Foundation
import SegueCLI
import SegueRender
import SegueTestSupport
import Testing

/// Issue 27's amplification through images and pages, through the real commands: one file
/// named twenty ways is one picture in HTML and in PDF, a header with nothing behind it is
/// never embedded, and a page too large to draw is refused naming its bound.
@Suite(.serialized) final class ImageAmplificationTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-amplification-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// `pad.png`, `./pad.png`, `././pad.png`, … : twenty spellings of one file.
  static let spellings = (0..<20).map { String(repeating: "./", count: $0) + "pad.png" }

  /// A deck of twenty slides, each showing the gradient (122 KB) by another spelling (or by
  /// the same one).
  func spelledDeck(_ spellings: [String] = spellings, named name: String = "pad.md") throws
    -> String
  {
    let pad = folder.appendingPathComponent("pad.png")
    if !FileManager.default.fileExists(atPath: pad.path) {
      try FileManager.default.copyItem(
        at: TestPaths.fixture("Decks/images/gradient.png"), to: pad)
    }
    let slides = spellings.enumerated().map { "## Slide \($0 + 1)\n\n![pad](\($1))\n" }
    let deck = folder.appendingPathComponent(name).path
    try ("# Pad\n\n" + slides.joined(separator: "\n")).write(
      toFile: deck, atomically: true, encoding: .utf8)
    return deck
  }

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The page holds the file's base64 once, and twenty frames name it: on main each spelling
  /// was a picture of its own, twenty copies of the file in the page.
  @Test func twentySpellingsAreOnePictureInHTML() throws {
    let deck = try spelledDeck()
    let bytes = try Data(contentsOf: folder.appendingPathComponent("pad.png"))
    let (code, html, err) = HTMLExportTests.export(deck, ["--size", "60x16"])
    #expect(code == .success, "\(err)")
    #expect(Self.count("data:image/png;base64,", in: html) == 1)
    #expect(Self.count(bytes.base64EncodedString(), in: html) == 1)
    #expect(Self.count("<img class=\"img\"", in: html) == 20)
    // The same size as the page of one spelling on the twenty slides.
    let same = try spelledDeck(Array(repeating: "pad.png", count: 20), named: "same.md")
    let (_, sameHTML, _) = HTMLExportTests.export(same, ["--size", "60x16"])
    #expect(abs(html.utf8.count - sameHTML.utf8.count) < 100)
  }

  /// One image object in the PDF, shown on twenty pages (`pdfimages -list`).
  @Test(.enabled(if: Poppler.isInstalled, "needs poppler-utils (make deps)"))
  func twentySpellingsAreOneImageObjectInPDF() throws {
    let deck = try spelledDeck()
    let pdf = folder.appendingPathComponent("pad.pdf").path
    let result = run(["export", deck, "--format", "pdf", "--size", "60x16", "-o", pdf])
    try #require(result.code == .success, "\(result.err)")
    let listed = try PagePictureExportTests.listedImages(pdf)
    #expect(listed.count == 20)
    #expect(Set(listed.map(\.object)).count == 1)
  }

  /// The 110-byte JPEG header declaring 6000×6000: `check` warns with the reason, and the
  /// HTML page embeds nothing (on main it was a 36-megapixel picture for the browser).
  @Test func aJPEGHeaderWithoutDataIsAPlaceholderEverywhere() throws {
    let jpeg = folder.appendingPathComponent("empty.jpg")
    try Data(ImageHeaderBytes.emptyJPEG).write(to: jpeg)
    let deck = folder.appendingPathComponent("empty.md").path
    try "# Empty\n\n![empty](empty.jpg)\n".write(toFile: deck, atomically: true, encoding: .utf8)
    let check = run(["check", deck])
    #expect(
      check.err.contains(
        "empty.jpg: a truncated or corrupt JPEG: 6000×6000 pixels cannot come from 110 bytes"),
      "\(check.err)")
    let (code, html, _) = HTMLExportTests.export(deck, ["--size", "60x16"])
    #expect(code == .success)
    #expect(!html.contains("data:image/jpeg"))
  }

  /// A PNG page of 16200×32400 pixels (2.1 GB on main, 47 s for three slides) is refused
  /// before any surface is made, naming the bound.
  @Test func aPNGPageOverThePixelBoundIsRefused() throws {
    let out = folder.appendingPathComponent("slides").path
    let deck = TestPaths.fixture("Decks/demo.md").path
    let result = run([
      "export", deck, "--format", "png", "--size", "900x900", "--scale", "2", "-o", out,
    ])
    #expect(result.code == .failure)
    #expect(
      result.err.contains(
        "a page of 16200×32400 pixels is more than the 36 million pixels a PNG page may have; use a smaller --size or --scale"
      ), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: out + "/01-01.png"))
  }

  /// A PDF page taller than the 200 inches a PDF may have is refused, naming the bound.
  @Test func aPDFPageOverTheSideBoundIsRefused() throws {
    let pdf = folder.appendingPathComponent("tall.pdf").path
    let deck = TestPaths.fixture("Decks/demo.md").path
    let result = run(["export", deck, "--format", "pdf", "--size", "100x1000", "-o", pdf])
    #expect(result.code == .failure)
    #expect(
      result.err.contains(
        "a page of 900×18000 points is more than the 14400 points (200 inches) on a side a PDF may have"
      ), "\(result.err)")
  }
}
