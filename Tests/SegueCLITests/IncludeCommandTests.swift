import Foundation
import SegueCore
import SegueTestSupport
import Testing

@testable import SegueCLI

/// `<!-- include: part.md -->` read from disk: the parts open by the rules decks are read by,
/// `check` names each slide's file and line, and `export` shows the parts' slides.
@Suite struct IncludeCommandTests {
  /// A talk's folder: `talk.md` includes `parts/a.md`, which includes `deep/b.md`.
  struct Folder {
    let root =
      FileManager.default.temporaryDirectory.appendingPathComponent("segue-include-\(UUID())").path
    var deck: String { root + "/talk.md" }

    init(deck: String, parts: [String: String]) throws {
      try FileManager.default.createDirectory(
        atPath: root + "/parts/deep", withIntermediateDirectories: true)
      try write("talk.md", deck)
      for (name, text) in parts { try write(name, text) }
    }

    func write(_ name: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
    }

    func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
      var output = CapturedOutput()
      let code = SegueCommand.run(arguments, output: &output)
      return (code, output.stdout, output.stderr)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  static let deck =
    "# One\n\nHello\n\n<!-- end_slide -->\n\n<!-- include: parts/a.md -->\n\n<!-- end_slide -->\n\n# Last\n"
  static let parts = [
    "parts/a.md": "# From A\n\ntext of a\n\n<!-- end_slide -->\n\n<!-- include: deep/b.md -->\n",
    "parts/deep/b.md": "# From B\n\nwords of b\n",
  ]

  @Test func checkNamesEachSlidesFileAndLine() throws {
    let folder = try Folder(deck: Self.deck, parts: Self.parts)
    defer { folder.remove() }
    let check = folder.run(["check", folder.deck])
    #expect(check.code == .success)
    #expect(check.err == "")
    #expect(check.out.contains("  1.1 One  line 1\n"))
    #expect(check.out.contains("  1.2 From A  \(folder.root)/parts/a.md:1\n"))
    #expect(check.out.contains("  1.3 From B  \(folder.root)/parts/deep/b.md:1\n"))
    #expect(check.out.contains("  1.4 Last  line 11\n"))
    let dump = folder.run(["check", "--dump", folder.deck]).out
    #expect(dump.contains("paragraph @\(folder.root)/parts/deep/b.md:3 words of b\n"))
    let load = try DeckFile.load(folder.deck).get()
    #expect(load.includedFiles == ["\(folder.root)/parts/a.md", "\(folder.root)/parts/deep/b.md"])
    #expect(load.readFiles.map(\.kind) == [.markdown, .markdown])
  }

  @Test func aProblemInAPartIsPrintedWithThePartsLine() throws {
    var parts = Self.parts
    parts["parts/deep/b.md"] = "# From B\n\n<!-- column: x -->\n"
    let folder = try Folder(deck: Self.deck, parts: parts)
    defer { folder.remove() }
    let check = folder.run(["check", folder.deck])
    #expect(check.code == .failure)
    #expect(
      check.err == """
        \(folder.root)/parts/deep/b.md:3:14: error: 'column' must be a column number counted from 0
        <!-- column: x -->
                     ^
        1 error found

        """)
  }

  @Test(arguments: ["fifo", "folder", "missing"])
  func aPartThatIsNotARegularFileIsAnError(kind: String) throws {
    let folder = try Folder(deck: "# A\n\n<!-- include: parts/p.md -->\n", parts: [:])
    defer { folder.remove() }
    let part = folder.root + "/parts/p.md"
    switch kind {
    case "fifo": try #require(mkfifo(part, 0o600) == 0)
    case "folder":
      try FileManager.default.createDirectory(atPath: part, withIntermediateDirectories: false)
    default: break
    }
    let reason = [
      "fifo": "not a regular file (a FIFO)", "folder": "is a directory, not a file",
      "missing": "no such file",
    ][kind]!
    for command in [["check", folder.deck], ["export", folder.deck]] {
      let result = folder.run(command)
      #expect(result.code == .failure)
      #expect(
        result.err.hasPrefix(
          "\(folder.deck):3:15: error: parts/p.md: \(reason); nothing is included\n"), "\(command)")
    }
  }

  @Test func exportShowsThePartsSlides() throws {
    let folder = try Folder(deck: Self.deck, parts: Self.parts)
    defer { folder.remove() }
    let export = folder.run(["export", folder.deck, "--size", "40x10", "--no-chrome"])
    #expect(export.code == .success)
    for text in ["Hello", "text of a", "words of b", "Last"] {
      #expect(export.out.contains(text), "\(text)")
    }
    // Each page is headed by its number and title: the parts' slides are the deck's.
    for page in ["1.1 One", "1.2 From A", "1.3 From B", "1.4 Last"] {
      #expect(export.out.contains(page), "\(page)")
    }
  }

  /// A part outside the deck's tree is listed by `check` and refused by `export`, like a
  /// `file` block's file.
  @Test func aPartOutsideTheTreeIsNamed() throws {
    let folder = try Folder(deck: "# A\n", parts: [:])
    defer { folder.remove() }
    let outside = try Folder(deck: "# Outside words\n", parts: [:])
    defer { outside.remove() }
    try folder.write("talk.md", "# A\n\n<!-- include: \(outside.deck) -->\n")
    let check = folder.run(["check", folder.deck])
    #expect(check.code == .success)
    #expect(check.err.contains("\(outside.deck) (markdown) is outside the deck's tree"))
    let export = folder.run(["export", folder.deck])
    #expect(export.code != .success)
  }
}
