import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// What every output says about the deck is as safe as a slide (issue 27): the front matter's
/// title and author went into a PDF's `/Title` raw, so `pdfinfo talk.pdf` retitled
/// (`ESC ] 0 ; … BEL`) or cleared (`ESC [ 2 J`) the terminal of whoever ran it. Read back with
/// `pdfinfo -rawdates`; the HTML title, the asciicast title and PNG pages checked alongside.
final class OutputMetadataTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-pdf-metadata-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// A deck whose title and author hold a terminal title sequence, a clear screen and C1 CSI.
  func hostileDeck() throws -> String {
    let deck = folder.appendingPathComponent("talk.md").path
    try """
    ---
    title: "Pwn\\e]0;owned\\a\\e[2J\\u009B31mred"
    author: "Eve\\e[2J"
    ---

    # One

    ## Slide

    Text.
    """.write(toFile: deck, atomically: true, encoding: .utf8)
    return deck
  }

  /// Exports the hostile deck as `format` to `name` in the test's folder.
  func export(_ format: String, to name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", try hostileDeck(), "--format", format, "-o", path], output: &output)
    try #require(code == .success, "\(output.stderr)")
    return path
  }

  static func controls(_ text: String) -> [UInt32] {
    text.unicodeScalars.filter {
      $0 != "\n" && ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value))
    }.map(\.value)
  }

  @Test(.enabled(if: Poppler.isInstalled, "needs poppler-utils (make deps)"))
  func pdfTitleAndAuthorAreShownAsOnASlide() throws {
    let pdf = try export("pdf", to: "talk.pdf")
    let info = try Poppler.run("pdfinfo", ["-rawdates", pdf])
    #expect(Self.controls(info).isEmpty, "control characters in pdfinfo's output")
    let fields = info.split(separator: "\n").map { $0.split(separator: ":", maxSplits: 1) }
    func field(_ name: String) -> String? {
      fields.first { $0.first == Substring(name) }.map {
        $0.last!.trimmingCharacters(in: .whitespaces)
      }
    }
    #expect(field("Title") == "Pwn␛]0;owned␇␛[2J�31mred", "\(info)")
    #expect(field("Author") == "Eve␛[2J", "\(info)")
  }

  /// The HTML `<title>` and the asciicast's title show the same symbols.
  @Test func htmlAndCastTitlesAreShownAsOnASlide() throws {
    let html = try String(contentsOfFile: try export("html", to: "talk.html"), encoding: .utf8)
    #expect(html.contains("<title>Pwn␛]0;owned␇␛[2J�31mred</title>"))
    let cast = try String(contentsOfFile: try export("cast", to: "talk.cast"), encoding: .utf8)
    let header = String(cast.prefix { $0 != "\n" })
    #expect(header.contains(#""title": "Pwn␛]0;owned␇␛[2J�31mred""#), "\(header)")
  }

  /// cairo writes a PNG page with no text chunks (tEXt, iTXt, zTXt): nothing of the deck's
  /// text but its pixels.
  @Test func pngPagesCarryNoText() throws {
    let folder = try export("png", to: "pages")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
      var chunks: [String] = []
      var at = 8
      while at + 8 <= bytes.count {
        let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        chunks.append(String(decoding: bytes[at + 4..<at + 8], as: UTF8.self))
        at += 12 + length
      }
      #expect(chunks.first == "IHDR" && chunks.last == "IEND", "\(name): \(chunks)")
      #expect(Set(chunks).isDisjoint(with: ["tEXt", "iTXt", "zTXt"]), "\(name): \(chunks)")
    }
  }
}
