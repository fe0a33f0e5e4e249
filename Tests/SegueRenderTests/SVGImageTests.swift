import Foundation
import SegueTestSupport
import Testing

@testable import SegueRender

/// SVG files through `ImageDecoder`: drawn by librsvg at `SVGImage.longSide` along the longer
/// side whatever size they declare, no external file loaded, and the hostile ones (entity
/// expansion, a picture inside declaring too many pixels, a hidden href) refused before
/// librsvg reads them. The fixtures are in Tests/Fixtures/decks/svg/.
@Suite struct SVGImageTests {
  static let folder = TestPaths.fixture("Tests/Fixtures/decks/svg")

  static func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The RGBA of the pixel at `x`, `y`.
  static func pixel(_ pixels: Pixels, _ x: Int, _ y: Int) -> [UInt8] {
    let at = (y * pixels.width + x) * 4
    return Array(pixels.rgba[at..<at + 4])
  }

  static func size(_ bytes: [UInt8]) throws -> [Int] {
    let size = try ImageDecoder.size(of: bytes).get()
    return [size.width, size.height]
  }

  static func svg(_ body: String, width: Int = 300, height: Int = 100) -> [UInt8] {
    Array(
      """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
      width="\(width)" height="\(height)">\(body)</svg>
      """.utf8)
  }

  /// The diagram (400×200: red box, white arrow, blue box) at 2048×1024, each where it is.
  @Test func diagramDrawnAtTheLongSide() throws {
    let bytes = try Self.fixture("diagram.svg")
    #expect(SVGImage.isSVG(bytes))
    let size = try ImageDecoder.size(of: bytes).get()
    #expect(size.width == 2048 && size.height == 1024)
    let pixels = try ImageDecoder.decode(bytes).get()
    #expect(Self.pixel(pixels, 100, 512) == [255, 0, 0, 255])
    #expect(Self.pixel(pixels, 1024, 512) == [255, 255, 255, 255])
    #expect(Self.pixel(pixels, 1900, 512) == [0, 0, 255, 255])
    #expect(Self.pixel(pixels, 1024, 100)[3] == 0, "transparent between the boxes")
  }

  /// What the presenter's pixel protocols get (`PixelImages`: `ImageStore.pixels`, then
  /// `PixelEncoder`): the drawn 2048×1024 pixels, encoded for kitty, iTerm2 and sixel over 40×10
  /// cells; and the symbol cells, red on the left, blue on the right.
  @Test func pixelProtocolsAndSymbols() throws {
    let path = Self.folder.appendingPathComponent("diagram.svg").path
    let store = ImageStore(reader: ImageSupport.disk)
    let pixels = try store.pixels(path).get()
    #expect(pixels.width == 2048 && pixels.height == 1024)
    for kind in [ImageProtocol.kitty, .iterm2, .sixel] {
      let bytes = PixelEncoder.encode(
        pixels, columns: 40, rows: 10, cell: .fallback, protocol: kind)
      #expect(bytes.count > 100, "\(kind): \(bytes.count) bytes")
    }
    let cells = try store.picture(
      path, percent: nil, columns: 40, rows: 10, depth: .trueColor
    ).get()
    #expect(cells.columns == 40 && cells.rows == 10)
    #expect(cells[2, 5].bg == .rgb(255, 0, 0) || cells[2, 5].fg == .rgb(255, 0, 0))
    #expect(cells[37, 5].bg == .rgb(0, 0, 255) || cells[37, 5].fg == .rgb(0, 0, 255))
  }

  /// A declared size is only a shape: 100000×100000 is drawn at 2048×2048, a `viewBox`
  /// alone gives the shape, nothing at all a square; no side is ever 0.
  @Test func declaredSizeIsOnlyAShape() throws {
    let huge = try Self.fixture("huge.svg")
    #expect(try Self.size(huge) == [2048, 2048])
    let pixels = try ImageDecoder.decode(huge).get()
    #expect(Self.pixel(pixels, 10, 10) == [0, 255, 0, 255])
    #expect(Self.pixel(pixels, 10, 2000)[3] == 0)
    #expect(ImageDecoder.peakDecodedPixels <= ImageDecoder.pixelLimit)
    let viewBox = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10"/>"#.utf8)
    #expect(try Self.size(viewBox) == [2048, 683])
    let bare = Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)
    #expect(try Self.size(bare) == [2048, 2048])
    let thin = SVGImage.drawnSize((1_000_000, 1))
    #expect(thin.width == 2048 && thin.height == 1)
  }

  /// `<image>` pointing at a file (relative, `file://` with an absolute path, `/etc/passwd`)
  /// or a URL draws nothing: only the red strip below them is there.
  @Test func externalReferencesAreNotLoaded() throws {
    let green = Self.folder.appendingPathComponent("green.png").path
    let bytes = Self.svg(
      """
      <image x="0" y="0" width="75" height="90" xlink:href="green.png"/>
      <image x="75" y="0" width="75" height="90" href="file://\(green)"/>
      <image x="150" y="0" width="75" height="90" href="\(green)"/>
      <image x="225" y="0" width="75" height="90" href="file:///etc/passwd"/>
      <rect x="0" y="90" width="300" height="10" fill="#ff0000"/>
      """)
    let pixels = try ImageDecoder.decode(bytes).get()
    let greens = stride(from: 0, to: pixels.rgba.count, by: 4).filter {
      pixels.rgba[$0 + 1] > 128 && pixels.rgba[$0 + 3] > 0
    }
    #expect(greens.isEmpty, "\(greens.count) green pixels")
    #expect(Self.pixel(pixels, 1000, 660) == [255, 0, 0, 255])
    #expect(try ImageDecoder.decode(Self.fixture("external.svg")).get().width == 2048)
  }

  /// A picture inside the file as a `data:` URL is drawn when its header passes the image
  /// rules (the green PNG, base64 or percent-encoded), and refuses the file when it does not.
  @Test func embeddedPicturesJudgedLikeFiles() throws {
    let png = try Self.fixture("green.png")
    let base64 = Data(png).base64EncodedString()
    let drawn = try ImageDecoder.decode(
      Self.svg(#"<image width="300" height="100" href="data:image/png;base64,\#(base64)"/>"#)
    ).get()
    #expect(Self.pixel(drawn, 1024, 341) == [0, 255, 0, 255])
    let percent = png.map { String(format: "%%%02X", $0) }.joined()
    #expect(SVGEmbeds.dataURL(ArraySlice(Array("data:image/png,\(percent)".utf8))) == png)
    let bomb = ImageDecoder.size(of: try Self.fixture("embedded-bomb.svg"))
    #expect(
      bomb.failure?.reason
        == "a picture inside the SVG: 20000×20000 is more than the 36 million pixels an image may have"
    )
  }

  /// Billion laughs is refused before libxml2 sees it; a reference in an href (which could
  /// hide a URL) and an entity holding markup (which could hide an `<image>`) too.
  @Test func hostileTextRefused() throws {
    let laughs = ImageDecoder.size(of: try Self.fixture("laughs.svg"))
    #expect(
      laughs.failure?.reason
        == "entities holding markup or other entities are refused (entity expansion)")
    let bomb = Data(try Self.fixture("embedded-bomb.svg")).base64EncodedString()
    let hidden = ImageDecoder.size(
      of: Self.svg(#"<image href="d&#97;t&#x61;:image/svg+xml;base64,\#(bomb)"/>"#))
    #expect(hidden.failure?.reason.hasPrefix("a picture inside the SVG: a picture inside") == true)
    let named = Array(
      """
      <!DOCTYPE svg [<!ENTITY pic "data:image/png;base64,AA">]>
      <svg xmlns="http://www.w3.org/2000/svg"><image href="&pic;"/></svg>
      """.utf8)
    #expect(ImageDecoder.size(of: named).failure?.reason.contains("naming an entity") == true)
    let link = Self.svg(
      #"<a href="https://example.com/?a=1&amp;b=2"><rect width="9" height="9"/></a>"#)
    #expect(ImageDecoder.size(of: link).failure == nil, "a link with &amp; in its URL is drawn")
    let markup = Array(
      """
      <!DOCTYPE svg [<!ENTITY pic "&#60;image href='x.png'/>">]>
      <svg xmlns="http://www.w3.org/2000/svg">&pic;</svg>
      """.utf8)
    #expect(ImageDecoder.size(of: markup).failure != nil)
    let afterBracket = Array(
      #"<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "> &a;&a;">]><svg/>"#.utf8)
    #expect(SVGEmbeds.hasMarkupInEntity(afterBracket))
    let plain = Array(#"<!DOCTYPE svg [<!ENTITY ns "http://x/>y">]><svg/>"#.utf8)
    #expect(!SVGEmbeds.hasMarkupInEntity(plain))
  }

  /// Ten `<use>` of ten `<use>` nine levels deep (a billion rectangles): librsvg's own limit
  /// stops it while drawing, a problem and no picture.
  @Test func useBombStoppedByLibrsvg() throws {
    let bomb = try Self.fixture("use-bomb.svg")
    #expect(ImageDecoder.size(of: bomb).failure == nil, "the header passes: it is well-formed")
    let drawn = ImageDecoder.decode(bomb)
    #expect(drawn.failure?.reason.contains("500000 referenced elements") == true)
  }

  /// Text starting with `<` that is no SVG, and a broken SVG, are problems, not crashes.
  @Test func notSVG() {
    #expect(!SVGImage.isSVG(Array("<html><body></body></html>".utf8)))
    #expect(ImageDecoder.size(of: Array("<html></html>".utf8)).failure != nil)
    let broken = ImageDecoder.size(of: Array("<svg xmlns='http://www.w3.org/2000/svg'><g>".utf8))
    #expect(broken.failure?.reason.hasPrefix("not a readable SVG (") == true)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}

extension SVGImageTests {
  /// The embedded-picture check reads UTF-8: an SVG declared in another encoding (UTF-7's
  /// `+AGg-ref` is `href` to libxml2) or not valid UTF-8 is refused before librsvg sees it.
  @Test func anEncodingOtherThanUTF8IsRefused() {
    let utf7 = Array(
      """
      <?xml version="1.0" encoding="UTF-7"?>
      <svg xmlns="http://www.w3.org/2000/svg"><image +AGg-ref="data:image/png;base64,AA"/></svg>
      """.utf8)
    #expect(
      ImageDecoder.size(of: utf7).failure?.reason
        == "an SVG in the utf-7 encoding is not drawn (only UTF-8)")
    let declared = Array(
      #"<?xml version='1.0' encoding='utf-8'?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#
        .utf8)
    #expect(ImageDecoder.size(of: declared).failure == nil)
    let invalid =
      Array(#"<svg xmlns="http://www.w3.org/2000/svg">"#.utf8) + [0xFF, 0xFE] + Array("</svg>".utf8)
    #expect(
      ImageDecoder.size(of: invalid).failure?.reason
        == "an SVG that is not valid UTF-8 is not drawn")
  }
}

extension SVGImageTests {
  /// An SVG is drawn at the size it is shown at: symbol cells at 8×16 pixels a cell (the
  /// 400×200 diagram in 40×10 cells at 320×160, still red and blue where the boxes are), a
  /// caller's size when it says one, never more than `SVGImage.longSide`.
  @Test func drawnAtTheSizeShown() throws {
    #expect(ImageStore.svgSide(columns: 40, rows: 10) == 320)
    #expect(ImageStore.svgSide(columns: 10, rows: 30) == 480)
    let bytes = try Self.fixture("diagram.svg")
    #expect(try ImageDecoder.size(of: bytes, svgSide: 320).get() == (320, 160))
    #expect(try ImageDecoder.size(of: bytes, svgSide: 100_000).get() == (2048, 1024))
    #expect(try ImageDecoder.size(of: bytes, svgSide: 0).get() == (1, 1))
    let path = Self.folder.appendingPathComponent("diagram.svg").path
    let store = ImageStore(reader: ImageSupport.disk)
    let pixels = try store.pixels(path, svgSide: 320).get()
    #expect(pixels.width == 320 && pixels.height == 160)
    #expect(Self.pixel(pixels, 15, 80) == [255, 0, 0, 255])
    #expect(Self.pixel(pixels, 300, 80) == [0, 0, 255, 255])
  }
}
