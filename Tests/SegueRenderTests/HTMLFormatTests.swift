import Foundation
import SegueCore
import Testing

@testable import SegueRender

/// The HTML format's pieces: escaping, the cell grid, links from hit targets, images.
@Suite struct HTMLFormatTests {
  struct EscapeCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var escaped: String
    var testDescription: String { name }
  }

  static let escapeCases = [
    EscapeCase(name: "a tag", text: "<script>", escaped: "&lt;script&gt;"),
    EscapeCase(
      name: "an attribute's quotes", text: #"a" onerror="x"#, escaped: "a&quot; onerror=&quot;x"),
    EscapeCase(name: "single quotes", text: "it's", escaped: "it&#39;s"),
    EscapeCase(name: "an entity stays text", text: "&lt;", escaped: "&amp;lt;"),
    EscapeCase(name: "a control character", text: "a\u{1B}[2J", escaped: "a␛[2J"),
    EscapeCase(name: "plain text", text: "Wide 日本", escaped: "Wide 日本"),
  ]

  @Test(arguments: escapeCases)
  func escaping(_ c: EscapeCase) {
    #expect(HTMLEscape.escaped(c.text) == c.escaped)
  }

  /// How many cells a row of the grid takes: ASCII characters and `<i>` boxes count one,
  /// `<i class="w">` two; entities one.
  static func cellCount(ofRowHTML row: Substring) -> Int {
    var count = 0
    var text = row[...]
    while let open = text.firstIndex(of: "<") {
      count += plainCells(text[..<open])
      let close = text[open...].firstIndex(of: ">")!
      let tag = text[open...close]
      if tag == "<i class=\"w\">" || tag == "<i>" {
        let end = text[close...].range(of: "</i>")!
        count += tag == "<i>" ? 1 : 2
        text = text[end.upperBound...]
      } else {
        text = text[text.index(after: close)...]
      }
    }
    return count + plainCells(text)
  }

  static func plainCells(_ text: Substring) -> Int {
    var count = 0
    var rest = text
    while let first = rest.first {
      if first == "&", let semicolon = rest.firstIndex(of: ";") {
        rest = rest[rest.index(after: semicolon)...]
      } else {
        rest = rest.dropFirst()
      }
      count += 1
    }
    return count
  }

  func rows(_ html: String) -> [Substring] {
    html.split(separator: "\n").filter { $0.hasPrefix("<div class=\"r\">") }.map {
      $0.dropFirst("<div class=\"r\">".count).dropLast("</div>".count)
    }
  }

  @Test func wideGlyphsKeepTheGridAligned() {
    var canvas = Canvas(width: 12, height: 2)
    canvas.put("日本語 ok", x: 0, y: 0, style: .plain)
    canvas.put("→ a😀b", x: 1, y: 1, style: Style(fg: .ansi(1)))
    var classes = HTMLGrid.Classes()
    var buffer = ByteBuffer()
    HTMLGrid.append(canvas, links: [], classes: &classes, to: &buffer)
    let html = buffer.text
    #expect(html.contains("<i class=\"w\">日</i><i class=\"w\">本</i><i class=\"w\">語</i> ok"))
    #expect(html.contains("<i>→</i>"))
    #expect(rows(html).map(Self.cellCount) == [12, 12])
  }

  @Test func stylesBecomeNumberedClasses() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("ab", x: 0, y: 0, style: Style(fg: .rgb(255, 0, 0), attributes: [.bold]))
    var classes = HTMLGrid.Classes()
    var buffer = ByteBuffer()
    HTMLGrid.append(canvas, links: [], classes: &classes, to: &buffer)
    #expect(
      buffer.text
        == "<div class=\"r\"><span class=\"c0\">ab</span><span class=\"c1\">  </span></div>\n")
    let paper = PaperColors(background: RGB(0x1E, 0x1E, 0x2E), foreground: RGB(1, 2, 3))
    #expect(
      classes.styles.css(paper: paper)
        == ".c0{color:#ff0000;background:#1e1e2e;font-weight:bold}\n"
        + ".c1{color:#010203;background:#1e1e2e}\n")
  }

  @Test func reverseSwapsColours() {
    let style = Style(fg: .rgb(1, 1, 1), bg: .rgb(2, 2, 2), attributes: [.reverse, .underline])
    #expect(
      HTMLStyles.declarations(style, paper: CanvasPainterTests.paper)
        == "color:#020202;background:#010101;text-decoration:underline")
  }

  @Test func linksWrapTheirCells() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.put("ab│cd", x: 0, y: 0, style: .plain)
    let links = [
      HTMLGrid.Link(kind: .tab, row: 0, columns: 0..<2, hash: "1.1"),
      HTMLGrid.Link(kind: .dot, row: 0, columns: 3..<5, hash: "2.1"),
    ]
    var classes = HTMLGrid.Classes()
    var buffer = ByteBuffer()
    HTMLGrid.append(canvas, links: links, classes: &classes, to: &buffer)
    #expect(
      buffer.text
        == "<div class=\"r\"><a class=\"tab\" href=\"#1.1\"><span class=\"c0\">ab</span></a>"
        + "<span class=\"c0\"><i class=\"g g0\">│</i></span><a class=\"dot\" href=\"#2.1\"><span class=\"c0\">cd</span></a>"
        + "<span class=\"c0\"> </span></div>\n")
  }

  static let deckText = """
    # One

    ## A

    - x

    <!-- pause -->

    - y

    ## B

    Text.

    # Two

    ## C

    Text.

    # Three

    ## D

    Text.

    """

  /// The segment links lead where the presenter's segment clicks go; the current one stays.
  @Test func segmentLinksFollowThePager() throws {
    let deck = try #require(DeckParser.parse(Self.deckText, fileName: "deck.md").deck)
    let exporter = Exporter(
      theme: .dark, size: Size(width: 60, height: 12), steps: true, chrome: true)
    var format = HTMLFormat(theme: .dark)
    var sink = ByteBuffer()
    try format.prologue(deck: deck, size: exporter.size, to: &sink)
    // Page 0 of each section is its title slide; slide A, page 1, is at its second step.
    let frame = exporter.frame(of: deck, at: Position(section: 0, page: 1, step: 1), index: 2)
    let links = format.links(of: frame)
    #expect(links.filter { $0.kind == .tab }.map(\.hash) == ["1.2.2", "2.1", "3.1"])
    #expect(links.filter { $0.kind == .dot }.map(\.hash) == ["1.1", "1.2.2", "1.3"])
  }

  @Test func positionHashes() {
    #expect(HTMLFormat.hash(of: Position(section: 0, page: 0, step: 0)) == "1.1")
    #expect(HTMLFormat.hash(of: Position(section: 2, page: 3, step: 1)) == "3.4.2")
  }

  @Test(arguments: [
    ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
    ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
  ])
  func base64(_ text: String, _ encoded: String) {
    #expect(HTMLPictures.base64(Array(text.utf8)) == encoded)
  }

  /// A frame's `<img>` names its picture by number and its place by numbers only.
  @Test func anImageIsANumberOverItsCells() {
    var buffer = ByteBuffer()
    HTMLImage(rect: Rect(x: 2, y: 3, width: 10, height: 4), picture: 7).append(to: &buffer)
    #expect(
      buffer.text
        == "<img class=\"img\" alt=\"\" data-pic=\"7\" style=\"--x:2;--y:3;--w:10;--h:4\">\n")
  }

  /// The image's alt text is the page's alt, escaped as all deck text is.
  @Test func anImageSaysItsAltText() {
    var buffer = ByteBuffer()
    HTMLImage(rect: Rect(x: 0, y: 0, width: 1, height: 1), picture: 1, alt: "a \"sun\" <b>")
      .append(to: &buffer)
    #expect(buffer.text.hasPrefix("<img class=\"img\" alt=\"a &quot;sun&quot; &lt;b&gt;\""))
  }

  struct SniffCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var mediaType: String?
    var testDescription: String { name }
  }

  static let sniffCases = [
    SniffCase(
      name: "PNG", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0],
      mediaType: "image/png"),
    SniffCase(name: "JPEG", bytes: [0xFF, 0xD8, 0xFF, 0xE0], mediaType: "image/jpeg"),
    SniffCase(name: "GIF 89a", bytes: Array("GIF89a..".utf8), mediaType: "image/gif"),
    SniffCase(name: "GIF 87a", bytes: Array("GIF87a..".utf8), mediaType: "image/gif"),
    SniffCase(name: "a PNG's first bytes only", bytes: [0x89, 0x50, 0x4E, 0x47], mediaType: nil),
    SniffCase(
      name: "HTML named .png", bytes: Array("<script>alert(1)</script>".utf8), mediaType: nil),
    SniffCase(name: "SVG", bytes: Array("<svg onload=alert(1)>".utf8), mediaType: nil),
    SniffCase(
      name: "BMP (stb reads it, browsers are not given it)", bytes: Array("BM....".utf8),
      mediaType: nil),
    SniffCase(name: "empty", bytes: [], mediaType: nil),
  ]

  /// The media type comes from the bytes, never from the name.
  @Test(arguments: sniffCases)
  func mediaTypeFromTheBytes(_ c: SniffCase) {
    #expect(HTMLPictures.mediaType(of: c.bytes) == c.mediaType)
  }

  /// A red and a blue 1×1 PNG.
  static let png: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53,
    0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0x00,
    0x00, 0x03, 0x01, 0x01, 0x00, 0xC9, 0xFE, 0x92, 0xEF, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
    0x44, 0xAE, 0x42, 0x60, 0x82,
  ]
  static let bluePNG: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53,
    0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0x60, 0xF8, 0x0F,
    0x00, 0x01, 0x03, 0x01, 0x00, 0x08, 0x89, 0xC2, 0xEC, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
    0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  /// Each path is read once and each picture numbered and written once, when first asked
  /// for, however often and by whatever path (`./a.png` has a.png's bytes); a file that is not
  /// an image, or whose header promises more than its bytes hold, gets no number.
  @Test func eachFileOnce() {
    let reads = Counter()
    let files: [String: [UInt8]] = [
      "a.png": Self.png, "./a.png": Self.png, "c.png": Self.bluePNG,
      "b.txt": Array("text".utf8),
    ]
    var pictures = HTMLPictures { path in
      reads.add(path)
      return files[path]
    }
    var buffer = ByteBuffer()
    #expect(pictures.number(of: "a.png", writingTo: &buffer) == 1)
    #expect(pictures.number(of: "b.txt", writingTo: &buffer) == nil)
    #expect(pictures.number(of: "c.png", writingTo: &buffer) == 2)
    #expect(pictures.number(of: "a.png", writingTo: &buffer) == 1)
    #expect(pictures.number(of: "./a.png", writingTo: &buffer) == 1)
    #expect(pictures.number(of: "b.txt", writingTo: &buffer) == nil)
    #expect(reads.paths == ["a.png", "b.txt", "c.png", "./a.png"])
    let red = HTMLPictures.base64(Self.png)
    let blue = HTMLPictures.base64(Self.bluePNG)
    #expect(
      buffer.text == """
        <template class="pictures"><img alt="" data-pic="1" src="data:image/png;base64,\(red)"></template>
        <template class="pictures"><img alt="" data-pic="2" src="data:image/png;base64,\(blue)"></template>

        """)
  }

  /// A file that is no image a browser is given writes nothing.
  @Test func noPicturesNoTemplate() {
    var pictures = HTMLPictures { _ in Array("<svg onload=alert(1)>".utf8) }
    var buffer = ByteBuffer()
    #expect(pictures.number(of: "x.png", writingTo: &buffer) == nil)
    #expect(buffer.text.isEmpty)
  }

  /// A frame's pictures: an image over each whole one, none over one cut at the bottom.
  @Test func cutPicturesKeepTheirSymbols() {
    var format = HTMLFormat(theme: .dark, pictures: HTMLPictures { _ in Self.png })
    let frame = ExportFrame(
      canvas: Canvas(width: 10, height: 5), position: Position(section: 0, page: 0, step: 0),
      index: 0, label: FrameLabel(section: 1, page: 1, title: nil),
      pictures: [
        FramePicture(path: "whole.png", rect: Rect(x: 1, y: 1, width: 4, height: 2), shownRows: 2),
        FramePicture(path: "cut.png", rect: Rect(x: 5, y: 3, width: 4, height: 4), shownRows: 2),
      ])
    var buffer = ByteBuffer()
    #expect(
      format.images(of: frame, writingTo: &buffer) == [
        HTMLImage(rect: Rect(x: 1, y: 1, width: 4, height: 2), picture: 1)
      ])
  }
}

/// The paths a reader was asked for, in order (readers are `@Sendable`).
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [String] = []
  func add(_ path: String) { lock.withLock { asked.append(path) } }
  var paths: [String] { lock.withLock { asked } }
}
