import Foundation
import SegueRender
import SegueTestSupport
import Testing

/// The reviewer's SVG (3,000 rectangles, each blurred) in a deck through the real binary: ANSI
/// and PNG export finish with the placeholder and its reason (it took more than 90 s before),
/// `segue check` names it, and a drop shadow on the next slide is still drawn. The 60 s
/// deadline only catches a hang.
@Suite final class SVGWorkloadExportTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-svg-workload-\(UUID())")
  var deck: String { folder.appendingPathComponent("deck.md").path }
  static let reason =
    "blur.svg: an SVG with more than 200 filtered elements is not drawn (it has 3000)"

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let blurred = String(
      repeating: ##"<rect width="8" height="8" fill="#48c" filter="url(#b)"/>"##, count: 3_000)
    try write(
      "blur.svg",
      #"<filter id="b"><feGaussianBlur stdDeviation="50"/></filter>"#, blurred)
    try write(
      "shadow.svg",
      """
      <filter id="s" x="-50%" y="-50%" width="200%" height="200%"><feOffset dx="20" dy="20"/>\
      <feGaussianBlur stdDeviation="4" result="o"/>\
      <feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
      """, ##"<rect x="20" y="20" width="120" height="60" fill="#ff0000" filter="url(#s)"/>"##)
    try "# Blurred\n\n![blur](blur.svg)\n\n---\n\n# Shadow\n\n![shadow](shadow.svg)\n"
      .write(toFile: deck, atomically: true, encoding: .utf8)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func write(_ name: String, _ defs: String, _ body: String) throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><defs>\(defs)</defs>\
      \(body)</svg>
      """
    try svg.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// The first slide shows the reason, the second the red rectangle (a placeholder has none).
  @Test func ansiShowsThePlaceholderAndTheShadow() throws {
    let result = try SegueProcess.run(["export", deck, "--format", "ansi", "--size", "100x30"])
    #expect(result.status == 0, "\(result.stderr)")
    let frames = result.stdout.components(separatedBy: "━━ ")
    let blurred = try #require(frames.first { $0.hasPrefix("1.1 Blurred") })
    // The reason wraps inside the placeholder's box: compared without blanks and borders.
    let squeezed = blurred.replacing(/\u{1B}\[[0-9;]*m|[\s│]/, with: "")
    #expect(squeezed.contains(Self.reason.replacing(" ", with: "")))
    let shadow = try #require(frames.first { $0.hasPrefix("1.2 Shadow") })
    #expect(shadow.contains("255;0;0m"), "the red rectangle")
    #expect(!shadow.contains("not drawn"))
  }

  /// PNG export writes both pages, and `segue check` names the refused file at its line.
  @Test func pngFinishesAndCheckNamesTheFile() throws {
    let out = folder.appendingPathComponent("png").path
    let result = try SegueProcess.run(["export", deck, "--format", "png", "-o", out])
    #expect(result.status == 0, "\(result.stderr)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(pages == ["01-01.png", "01-02.png"])
    let check = try SegueProcess.run(["check", deck])
    #expect(
      check.stderr.contains("deck.md:3:1: warning: \(Self.reason); the slide shows a placeholder"))
  }
}
