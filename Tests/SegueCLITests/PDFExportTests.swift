import Foundation
import SegueCLI
import SegueRender
import SegueTestSupport
import Testing

/// `segue export --format pdf` read back with poppler (`pdfinfo`, `pdftotext`, `pdffonts`,
/// `pdftoppm`, Debian `poppler-utils`, installed by `make deps`): a page per frame, every
/// slide's text selectable, fonts embedded, the theme's colours where it puts them.
@Suite(.enabled(if: Poppler.isInstalled, "needs poppler-utils (make deps)"))
final class PDFExportTests {
  let demo = TestPaths.fixture("Decks/demo.md").path
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-pdf-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  /// Exports the demo deck as a PDF with `extra` arguments; returns its path.
  func pdf(_ extra: [String] = [], deck: String? = nil) throws -> String {
    let path = folder.appendingPathComponent("talk.pdf").path
    let result = run(["export", deck ?? demo, "--format", "pdf", "-o", path] + extra)
    try #require(result.code == .success, "\(result.err)")
    return path
  }

  /// The text export's frames, each as its lines (separator dropped).
  func textFrames(_ extra: [String] = []) -> [[String]] {
    var frames: [[String]] = []
    for line in run(["export", demo] + extra).out.split(separator: "\n") {
      if line.hasPrefix("━━ ") {
        frames.append([])
      } else {
        frames[frames.count - 1].append(String(line))
      }
    }
    return frames
  }

  @Test func onePagePerSlide() throws {
    let info = try Poppler.run("pdfinfo", [try pdf()])
    #expect(info.contains("Pages:           \(textFrames().count)\n"))
    #expect(textFrames().count == 26)
    #expect(info.contains("Page size:       720 x 432 pts"))
    #expect(info.contains("Title:           Segue"))
  }

  /// The real binary writes the same PDF as the command run in-process.
  @Test func realBinaryWritesThePDF() throws {
    let path = folder.appendingPathComponent("binary.pdf").path
    let result = try SegueProcess.run(["export", demo, "--format", "pdf", "-o", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Poppler.run("pdfinfo", [path]).contains("Pages:           26\n"))
  }

  @Test func onePagePerStepWithSteps() throws {
    let info = try Poppler.run("pdfinfo", [try pdf(["--steps"])])
    #expect(info.contains("Pages:           \(textFrames(["--steps"]).count)\n"))
    #expect(textFrames(["--steps"]).count == 36)
  }

  /// Every word of every frame is on its page as text (box-drawing and blocks are shapes,
  /// not text, so they are left out of the comparison).
  @Test func everySlidesTextIsSearchable() throws {
    let path = try pdf()
    for (index, frame) in textFrames().enumerated() {
      let page = try Poppler.run(
        "pdftotext", ["-f", "\(index + 1)", "-l", "\(index + 1)", path, "-"])
      let pageText = page.filter { !$0.isWhitespace }
      // A picture is drawn in the PDF where text export names it (`[image: alt (source)]`).
      let shown = frame.joined(separator: " ").replacingOccurrences(
        of: #"\[image: [^\]]*\]"#, with: "", options: .regularExpression)
      for word in shown.split(separator: " ") {
        let text = String(
          String.UnicodeScalarView(
            word.unicodeScalars.filter { !(0x2500...0x259F).contains($0.value) }))
        guard !text.isEmpty else { continue }
        #expect(pageText.contains(text), "page \(index + 1) lacks '\(text)'")
      }
    }
  }

  @Test func fontsAreEmbedded() throws {
    let fonts = try Poppler.run("pdffonts", [try pdf()]).split(separator: "\n").dropFirst(2)
    #expect(!fonts.isEmpty)
    for font in fonts {
      #expect(font.contains("DejaVuSansMono"), "\(font)")
      // Columns: name, type, encoding, then emb, sub, uni.
      let columns = font.split(separator: " ", omittingEmptySubsequences: true)
      #expect(columns[columns.count - 5] == "yes", "not embedded: \(font)")
    }
  }

  /// Page 1 rasterised at 72 dpi (a point a pixel): the dark theme's page is dark paper, and
  /// the first segment of the bar, selected, is the theme's accent.
  @Test func rasterisedPageHasTheThemesColours() throws {
    let image = try Poppler.rasterise(try pdf(), page: 1, in: folder)
    #expect(image.width == 720 && image.height == 432)
    let paper = PaperColors.darkPaper
    #expect(image.pixel(x: 360, y: 100) == paper)
    #expect(image.pixel(x: 700, y: 300) == paper)
    guard case .rgb(let r, let g, let b) = Theme.dark.segmentBar.selected.bg else {
      Issue.record("the dark theme's selected segment has no rgb background")
      return
    }
    // Column 0 of row 0: the selected segment's padding, no glyph on it.
    #expect(image.pixel(x: 4, y: 9) == RGB(r, g, b))
    guard case .rgb(let r2, let g2, let b2) = Theme.dark.segmentBar.normal.bg else { return }
    #expect(image.pixel(x: 715, y: 9) == RGB(r2, g2, b2))
  }

  @Test func paperSizeFitsTheGrid() throws {
    let info = try Poppler.run("pdfinfo", [try pdf(["--page", "a4"])])
    #expect(info.contains("Page size:       841.89 x 595.28 pts (A4)"))
    let wide = try Poppler.run("pdfinfo", [try pdf(["--page", "16:9"])])
    #expect(wide.contains("Page size:       960 x 540 pts"))
  }

  /// The demo deck has notes on two slides: each gets a page after it.
  @Test func notesFollowTheirSlide() throws {
    let path = try pdf(["--notes"])
    #expect(try Poppler.run("pdfinfo", [path]).contains("Pages:           28\n"))
    let page = try Poppler.run("pdftotext", ["-f", "4", "-l", "4", path, "-"])
    #expect(page.hasPrefix("Notes · 2.2 What Segue is"))
    #expect(page.contains("Point at the bar and the dots while talking."))
  }

  /// Without a CJK font the characters show as boxes, and the command says so once.
  @Test(.enabled(if: !Poppler.hasFont(forLanguage: "ja"), "a Japanese font is installed"))
  func missingGlyphsReportedOnce() throws {
    let deck = folder.appendingPathComponent("cjk.md")
    try "# 日本語\n\n## 一\n\n日本語のテキスト\n\n## 二\n\nもっと日本語\n".write(
      to: deck, atomically: true, encoding: .utf8)
    let result = run([
      "export", deck.path, "--format", "pdf", "-o", folder.appendingPathComponent("c.pdf").path,
    ])
    #expect(result.code == .success)
    let warnings = result.err.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasSuffix("show as boxes: install fonts-noto-cjk") == true)
  }
}

/// The poppler tools, run as child processes.
enum Poppler {
  static let isInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm")

  static func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Whether fontconfig has a font for `language` (`fc-list :lang=ja`).
  static func hasFont(forLanguage language: String) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-list") else { return false }
    return !((try? run("fc-list", [":lang=\(language)"])) ?? "").isEmpty
  }

  /// Page `page` of `pdf` as pixels at 72 dpi, through a PPM file in `folder`.
  static func rasterise(_ pdf: String, page: Int, in folder: URL) throws -> PixelImage {
    let root = folder.appendingPathComponent("page-\(page)").path
    _ = try run(
      "pdftoppm", ["-r", "72", "-f", "\(page)", "-l", "\(page)", "-singlefile", pdf, root])
    return try PixelImage(ppm: [UInt8](Data(contentsOf: URL(fileURLWithPath: root + ".ppm"))))
  }
}

/// A binary PPM (P6) image, as pdftoppm writes it.
struct PixelImage {
  var width = 0
  var height = 0
  var bytes: ArraySlice<UInt8> = []

  struct NotPPM: Error {}

  init(ppm: [UInt8]) throws {
    // "P6", width, height, maxval, separated by whitespace, then one whitespace byte.
    var fields: [Int] = []
    var index = 2
    guard ppm.starts(with: Array("P6".utf8)) else { throw NotPPM() }
    while fields.count < 3 && index < ppm.count {
      while index < ppm.count && ppm[index] <= 0x20 { index += 1 }
      var number = 0
      while index < ppm.count && ppm[index] > 0x20 {
        number = number * 10 + Int(ppm[index] - 48)
        index += 1
      }
      fields.append(number)
    }
    guard fields.count == 3, fields[2] == 255 else { throw NotPPM() }
    (width, height) = (fields[0], fields[1])
    bytes = ppm[(index + 1)...]
    guard bytes.count >= width * height * 3 else { throw NotPPM() }
  }

  func pixel(x: Int, y: Int) -> RGB {
    let start = bytes.startIndex + (y * width + x) * 3
    return RGB(bytes[start], bytes[start + 1], bytes[start + 2])
  }
}
