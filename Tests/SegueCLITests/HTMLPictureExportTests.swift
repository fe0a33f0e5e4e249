import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// Pictures in `segue export --format html`: each image file once in the page as a data URI
/// whose type comes from the bytes, an `<img>` naming it over every whole picture's cells,
/// the symbols kept underneath, and image paths that cannot put markup in the page.
@Suite struct HTMLPictureExportTests {
  static let deck = TestPaths.fixture("Tests/Fixtures/decks/pictures.md").path

  static func export(_ path: String, _ extra: [String] = []) -> (ExitCode, String, String) {
    HTMLExportTests.export(path, ["--size", "60x16"] + extra)
  }

  /// The fixture at 60x16: a PNG on three frames, a JPEG named .png, a text file named .png,
  /// and a picture cut at the bottom (~65 KB, most of it the JPEG).
  @Test func picturesDeckGolden() throws {
    let (code, html, err) = Self.export(Self.deck)
    #expect(code == .success, "\(err)")
    try Golden.check(html, against: "Tests/Goldens/export/pictures.60x16.html")
  }

  static func count(_ text: String, in html: String) -> Int {
    html.components(separatedBy: text).count - 1
  }

  /// Two files embedded, once each, whatever the frames: the logo is whole on three frames
  /// (its first slide, and both steps of its second) and cut on a fourth, the photo on one.
  @Test func eachFileOnceInThePage() {
    let (_, html, _) = Self.export(Self.deck)
    #expect(Self.count("src=\"data:image/", in: html) == 2)
    #expect(Self.count("src=\"data:image/png;base64,", in: html) == 1)
    #expect(Self.count("\" data-pic=\"1\" style=", in: html) == 3)
    #expect(Self.count("\" data-pic=\"2\" style=", in: html) == 1)
    // --steps changes what prints, not how many times a file is in the page.
    let (_, steps, _) = Self.export(Self.deck, ["--steps"])
    #expect(Self.count("src=\"data:image/", in: steps) == 2)
  }

  /// The media type is the bytes': the JPEG named photo.png is `image/jpeg`, the text file
  /// named notes.png is not embedded at all.
  @Test func mediaTypeFromTheBytes() {
    let (_, html, _) = Self.export(Self.deck)
    #expect(Self.count("src=\"data:image/jpeg;base64,/9j/", in: html) == 1)
    #expect(!html.contains(HTMLPictures64.of("These are speaker not")))
  }

  /// The symbol cells stay under the image (for print without the script, and for a file
  /// the browser cannot show): the logo's frame has its half-block cells.
  @Test func symbolsStayUnderneath() {
    let (_, html, _) = Self.export(Self.deck)
    let frame = html.components(separatedBy: "aria-label=\"2.2 The logo\"")[1]
      .components(separatedBy: "</section>")[0]
    #expect(frame.contains("<img class=\"img\""))
    #expect(frame.contains("▌") || frame.contains("▀") || frame.contains("▄"))
  }

  /// A cut picture has no image over it, and the page holds only Segue's own markup.
  @Test func cutPictureKeepsItsSymbols() {
    let (_, html, _) = Self.export(Self.deck)
    let cut = html.components(separatedBy: "aria-label=\"2.6 Taller than the slide\"")[1]
      .components(separatedBy: "</section>")[0]
    #expect(!cut.contains("<img"))
    HTMLExportTests.expectOnlyOwnMarkup(html)
  }

  /// Image files whose names hold quotes, markup and a `javascript:` scheme: the names never
  /// reach an attribute (pictures are numbered), the files are embedded by their bytes, and
  /// the labels that show a name are escaped text.
  @Test func hostileImagePaths() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-html-pictures-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let logo = try Data(
      contentsOf: TestPaths.fixture("Tests/Fixtures/decks/pictures/logo.png"))
    let names = [
      #"q"'<b>onerror=alert(1).png"#, "javascript:alert(1).png", #"x"><script>alert(2).png"#,
    ]
    for name in names {
      try logo.write(to: folder.appendingPathComponent(name))
    }
    let slides = names.enumerated().map { index, name in
      "## Slide \(index + 1)\n\n![missing](\(name).gone)\n\n![\(name)](\(name)){width=20%}\n"
    }
    let deck = folder.appendingPathComponent("hostile.md")
    try ("# Hostile names\n\n" + slides.joined(separator: "\n")).write(
      to: deck, atomically: true, encoding: .utf8)
    let (code, html, err) = HTMLExportTests.export(deck.path, ["--size", "120x30"])
    #expect(code == .success, "\(err)")
    HTMLExportTests.expectOnlyOwnMarkup(html)
    // One file's bytes, three paths: one picture, written once, shown three times.
    #expect(Self.count("data:image/png;base64,", in: html) == 1)
    #expect(Self.count("<img class=\"img\"", in: html) == 3)
    for tag in HTMLExportTests.tags(of: html) {
      // The alt text is the deck's text, escaped (as in the page's content): it may say
      // anything, and HTML never runs an alt.
      for attribute in tag.attributes where attribute.name != "alt" {
        #expect(!attribute.value.contains("javascript"), "<\(tag.name) \(attribute.name)>")
        #expect(!attribute.value.contains("alert"), "<\(tag.name) \(attribute.name)>")
      }
    }
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<b>onerror"))
    // The placeholder's label, as text (cells may split it over spans).
    let text = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
    #expect(text.contains("x&quot;&gt;&lt;script&gt;alert(2).png.gone"))
  }
}

/// Base64 of a text, to look for a file's bytes in a page.
enum HTMLPictures64 {
  static func of(_ text: String) -> String {
    Data(text.utf8).base64EncodedString()
  }
}
