import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// A PDF's Info dictionary is as safe as a slide (issue 27): the front matter's title and
/// author went into `/Title` raw, so `pdfinfo talk.pdf` retitled (`ESC ] 0 ; … BEL`) or
/// cleared (`ESC [ 2 J`) the terminal of whoever ran it. Read back with `pdfinfo -rawdates`.
@Suite(.enabled(if: Poppler.isInstalled, "needs poppler-utils (make deps)"))
final class PDFMetadataTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-pdf-metadata-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  @Test func controlCharactersInTheTitleAndAuthorAreShown() throws {
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
    let pdf = folder.appendingPathComponent("talk.pdf").path
    var output = CapturedOutput()
    let code = SegueCommand.run(["export", deck, "--format", "pdf", "-o", pdf], output: &output)
    try #require(code == .success, "\(output.stderr)")
    let info = try Poppler.run("pdfinfo", ["-rawdates", pdf])
    let controls = info.unicodeScalars.filter {
      $0 != "\n" && ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value))
    }
    #expect(controls.isEmpty, "control characters in pdfinfo's output: \(controls.map(\.value))")
    let fields = info.split(separator: "\n").map { $0.split(separator: ":", maxSplits: 1) }
    func field(_ name: String) -> String? {
      fields.first { $0.first == Substring(name) }.map {
        $0.last!.trimmingCharacters(in: .whitespaces)
      }
    }
    #expect(field("Title") == "Pwn␛]0;owned␇␛[2J�31mred", "\(info)")
    #expect(field("Author") == "Eve␛[2J", "\(info)")
  }
}
