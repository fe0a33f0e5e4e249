import Foundation
import SegueCore
import Testing

@testable import SegueRender

/// Pictures written into the deck as `data:image/…` URLs are drawn from the URL itself, with
/// no file read; other `data:` URLs stay placeholders, as remote images do.
@Suite struct EmbeddedImageTests {
  static func dataURL(_ bytes: [UInt8], type: String = "image/png") -> String {
    "data:\(type);base64," + Data(bytes).base64EncodedString()
  }

  /// A reader that has no file at all: whatever is drawn came from the URL.
  static let noFiles = ImageSupport.reader([:])

  @Test func aPNGDataURLIsDrawnWithoutReadingAFile() throws {
    let url = Self.dataURL(try ImageSupport.bytes("gradient.png"))
    let store = ImageStore(reader: Self.noFiles)
    let picture = store.picture(url, percent: nil, columns: 8, rows: 4, depth: .trueColor)
    let cells = try picture.get()
    #expect(cells.columns > 0 && cells.rows > 0)
    #expect(store.decodes == 1)
  }

  @Test(arguments: [
    ("data:image/png;base64,", "holds no picture"),
    ("data:image/png;base64,AAAA", "not an image this can read"),
  ])
  func aDataURLThatHoldsNoPictureIsAProblem(url: String, reason: String) {
    let store = ImageStore(reader: Self.noFiles)
    let picture = store.picture(url, percent: nil, columns: 8, rows: 4, depth: .trueColor)
    guard case .failure(let problem) = picture else {
      Issue.record("\(url) was drawn")
      return
    }
    #expect(problem.reason.contains(reason))
  }

  @Test func onlyImageDataURLsAreEmbedded() {
    let picture = Image(source: "data:image/svg+xml;base64,PHN2Zy8+", alt: [])
    #expect(picture.isEmbedded && !picture.isRemote)
    #expect(picture.readablePath == picture.source)
    #expect(picture.shownSource == "data:image/svg+xml")
    let page = Image(source: "data:text/html;base64,PGI+", alt: [])
    #expect(!page.isEmbedded && page.isRemote && page.readablePath == nil)
  }

  /// An embedded picture in a deck read from no folder (the built-in demo) is drawn.
  @Test func aDeckWithNoFolderDrawsItsEmbeddedPicture() throws {
    let url = Self.dataURL(try ImageSupport.bytes("gradient.png"))
    let text = "# Pictures\n\n![red](\(url))\n"
    let deck = try #require(DeckParser.parse(text, fileName: "demo.md").deck)
    let images = ImageDrawing(store: ImageStore(reader: Self.noFiles), depth: .trueColor)
    let renderer = FrameRenderer(theme: .dark, images: images)
    let frame = renderer.render(
      deck, at: Position(section: 0, page: 0, step: 0), size: Size(width: 40, height: 16))
    #expect(frame.pictures.count == 1)
  }
}
