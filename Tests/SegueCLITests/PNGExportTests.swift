import Foundation
import SegueCLI
import SegueRender
import SegueTestSupport
import Testing

/// `segue export --format png -o DIR`: a file per slide, named by section and page, at a scale;
/// and `-o` checked before any work for every format.
@Suite struct PNGExportTests {
  let demo = TestPaths.fixture("Decks/demo.md").path
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-png-\(UUID())")

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  /// Width and height from a PNG's IHDR chunk.
  func pngSize(_ path: String) throws -> (Int, Int) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    try #require(bytes.count > 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  @Test(arguments: [(1.0, 720, 432), (2.0, 1440, 864)])
  func oneFilePerSlideAtTheScale(_ scale: Double, _ width: Int, _ height: Int) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("slides").path  // made by the export
    let result = run(["export", demo, "--format", "png", "--scale", "\(scale)", "-o", out])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.out == "")
    let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(
      names == [
        "01-01.png", "02-01.png", "02-02.png", "02-03.png", "02-04.png", "03-01.png", "03-02.png",
        "03-03.png", "03-04.png", "03-05.png", "04-01.png", "04-02.png", "04-03.png", "04-04.png",
        "05-01.png",
        "05-02.png", "05-03.png", "05-04.png", "06-01.png", "06-02.png", "06-03.png", "06-04.png",
        "07-01.png", "07-02.png", "07-03.png", "07-04.png",
      ])
    for name in names {
      #expect(try pngSize(out + "/" + name) == (width, height), "\(name)")
    }
  }

  /// A page larger than cairo can draw is refused before any file, naming the limit (every
  /// page failed with "cairo could not encode").
  @Test func aPageLargerThanCairoDrawsIsRefusedFirst() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("slides").path
    let result = run([
      "export", demo, "--format", "png", "--size", "1000x1000", "--scale", "2", "-o", out,
    ])
    #expect(result.code == .failure)
    #expect(result.err.contains("more than the 32767 on a side that cairo can draw"))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: out))?.isEmpty ?? true)
  }

  /// `make screenshot` copies the demo's page 05-02 (highlighted code) at 100x30 into
  /// docs/screenshot.png, the README's picture: the demo must still export it, and it must
  /// still be that slide.
  @Test func theReadmeScreenshotStillExports() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("shot").path
    let result = run(["export", demo, "--format", "png", "--size", "100x30", "-o", out])
    #expect(result.code == .success, "\(result.err)")
    #expect(try pngSize(out + "/05-02.png") == (900, 540))
    let text = run(["export", demo, "--size", "100x30"]).out
    #expect(text.contains("━━ 5.2 Highlighted ━"))
  }

  @Test func stepsAndNotesNameTheirFiles() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = run(["export", demo, "--format", "png", "--steps", "--notes", "-o", folder.path])
    #expect(result.code == .success, "\(result.err)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.count == 36 + 2)
    #expect(names.contains("03-02-3.png"))
    #expect(names.contains("02-02-notes.png"))
  }

  /// The output is checked before the deck is even read: the deck here does not exist, and
  /// the error is about the output.
  @Test(arguments: [
    (
      ["--format", "pdf", "-o", "/nonexistent/talk.pdf"],
      "error: /nonexistent/talk.pdf: cannot write: no such file or directory\n"
    ),
    (["--format", "pdf", "-o", "/tmp"], "error: /tmp: cannot write: is a directory\n"),
    (
      ["-o", "/proc/version/x.txt"],
      "error: /proc/version/x.txt: cannot write: not a directory\n"
    ),
    (
      ["--format", "png", "-o", "/dev/null"], "error: /dev/null: cannot write: it is not a folder\n"
    ),
    (
      ["--format", "png", "-o", "/proc/segue"],
      "error: /proc/segue: cannot write: no such file or directory\n"
    ),
  ])
  func unwritableOutputFailsBeforeAnyWork(_ arguments: [String], _ error: String) {
    let result = run(["export", "/nonexistent/deck.md"] + arguments)
    #expect(result.code == .failure)
    #expect(result.err == error)
  }

  @Test(arguments: [
    (["--format", "png"], "'--format png' writes one file per slide: give a folder with -o"),
    (["--format", "pdf", "--page", "a5"], "'--page' must be a4, letter or 16:9, not 'a5'"),
    (["--page", "a4"], "'--page' applies to pdf and png only"),
    (["--format", "pdf", "--scale", "2"], "'--scale' applies to png only"),
    (
      ["--format", "png", "--scale", "9", "-o", "x"],
      "'--scale' must be a number from 0.25 to 8, not '9'"
    ),
    (["--format", "pdf", "--colors", "256"], "'--colors' applies to '--format ansi' only"),
    (
      ["--format", "svg"], "'--format' must be text, ansi, html, cast, pdf, png or notes, not 'svg'"
    ),
  ])
  func usageErrors(_ arguments: [String], _ message: String) {
    let result = run(["export", demo] + arguments)
    #expect(result.code == .usage)
    #expect(result.err.hasPrefix("Error: \(message)\n"), "\(result.err)")
  }
}
