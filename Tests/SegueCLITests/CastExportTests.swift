import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue export --format cast`: the demo deck as a recording, read back by parsing it.
@Suite struct CastExportTests {
  func lines(_ arguments: [String]) throws -> [Any] {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", TestPaths.fixture("Decks/demo.md").path, "--format", "cast"] + arguments,
      output: &output)
    #expect(code == .success)
    return try output.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8))
    }
  }

  /// The header at `--size`, then output events in time order: each of the demo's 11 slides
  /// arrives at a multiple of `--slide-seconds`, the theme's transition frames just after.
  @Test func demoDeckIsAnOrderedRecording() throws {
    let lines = try lines(["--size", "60x20", "--slide-seconds", "3"])
    let header = try #require(lines.first as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 60)
    #expect(header["height"] as? Int == 20)
    let events = try lines.dropFirst().map { try #require($0 as? [Any]) }
    let times = try events.map { try #require($0[0] as? Double) }
    #expect(times == times.sorted())
    #expect(events.allSatisfy { $0[1] as? String == "o" })
    let slideStarts = Set(times.map { ($0 / 3).rounded(.down) })
    #expect(slideStarts == Set((0...26).map(Double.init)))
    #expect(times.last == 78)
  }

  /// A recording shows pictures as the terminal does (symbol cells in 24-bit colour), not as
  /// the text export's labels.
  @Test func picturesAreDrawn() throws {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      [
        "export", TestPaths.fixture("Decks/images.md").path, "--format", "cast", "--size", "100x30",
      ],
      output: &output)
    #expect(code == .success)
    let frames = try output.stdout.split(separator: "\n").dropFirst().map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any])[2] as? String
    }
    let full = try #require(frames.first { $0?.contains("A diagram across the slide") == true })
    #expect(full?.contains("[image:") == false)
    let halfBlocks = full?.unicodeScalars.filter { $0 == "▀" || $0 == "▄" }.count ?? 0
    #expect(halfBlocks > 500, "\(halfBlocks) half blocks")
    #expect(full?.contains("48;2;") == true)
  }

  /// With `--steps` the demo's 36 steps each start a 5-second slot (default), then the close.
  @Test func stepsGiveAFramePerStep() throws {
    let events = try lines(["--steps"]).dropFirst().map { try #require($0 as? [Any]) }
    let times = try events.map { try #require($0[0] as? Double) }
    #expect(Set(times.map { ($0 / 5).rounded(.down) }) == Set((0...36).map(Double.init)))
  }
}

/// `segue present --record FILE`: a file that cannot be written fails before the terminal opens.
@Suite struct RecordOptionTests {
  @Test func unwritableRecordingFailsFirst() {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["present", "/nonexistent-deck.md", "--record", "/nonexistent-segue-folder/talk.cast"],
      output: &output)
    #expect(code == .failure)
    #expect(
      output.stderr
        == "error: /nonexistent-segue-folder/talk.cast: cannot write: no such file or directory\n")
  }

  /// The header's title is the deck's, shown as on a slide: a title planted with OSC 0 and
  /// an 8-bit CSI retitled the terminal of whoever printed it (`jq -r .title`).
  @Test func theTitleCarriesNoControlSequence() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let deck = folder.appendingPathComponent("talk.md")
    try "---\ntitle: \"Talk\\e]0;PWNED\\a \\u009B2J\"\n---\n\n## A\n\nx\n".write(
      to: deck, atomically: true, encoding: .utf8)
    var output = CapturedOutput()
    let code = SegueCommand.run(["export", deck.path, "--format", "cast"], output: &output)
    #expect(code == .success)
    let first = try #require(output.stdout.split(separator: "\n").first)
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    let title = try #require(header["title"] as? String)
    #expect(title == "Talk␛]0;PWNED␇ �2J")
    #expect(!first.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }
}
