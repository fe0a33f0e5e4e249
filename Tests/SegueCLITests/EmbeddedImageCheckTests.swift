import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue check` judges a picture written into the deck as it judges an image file: one that
/// will show a placeholder on stage is said before the talk.
@Suite struct EmbeddedImageCheckTests {
  @Test func checkWarnsAboutPicturesThatWillNotDraw() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-embedded-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = Data(try Data(contentsOf: TestPaths.fixture("Decks/images/gradient.png")))
      .base64EncodedString()
    let deck = folder.appendingPathComponent("talk.md")
    try """
    # Pictures

    ![fine](data:image/png;base64,\(good))

    ![empty](data:image/png;base64,)

    ![page](data:text/html,<b>hi</b>)
    """.write(to: deck, atomically: true, encoding: .utf8)
    let result = runInRepository(["check", deck.path])
    #expect(
      result.err.contains("talk.md:5:1: warning: data:image/png: a data: URL that holds no picture")
    )
    #expect(result.err.contains("warning: data:text/html: not a picture type"))
    #expect(!result.err.contains("fine"), "\(result.err)")
  }
}
