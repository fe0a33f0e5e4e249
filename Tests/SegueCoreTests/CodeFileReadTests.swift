import Synchronization
import Testing

@testable import SegueCore

/// `file` code blocks read each file once per load, and only as far as their lines: a deck of
/// N blocks showing a few lines each of one 60 MB file read and split the whole file N times.
@Suite struct CodeFileReadTests {
  /// A deck of `count` file blocks, alternating two spellings of one path and a second file.
  func deck(blocks count: Int) -> String {
    "# Code\n\n"
      + (0..<count).map { index in
        let path = ["code/a.rs", "./code/a.rs", "code/b.rs"][index % 3]
        return
          "```file\npath: \(path)\nstart_line: \(index % 5 + 1)\nend_line: \(index % 5 + 2)\n```\n\n"
      }.joined()
  }

  /// The deck resolved against `files`, and how many times each path was read.
  func resolve(_ text: String, files: [String: String]) -> (DeckLoad, [String: Int]) {
    let reads = Mutex<[String: Int]>([:])
    var load = DeckParser.parse(text, fileName: "talks/deck.md")
    CodeFiles.resolve(
      &load, deckPath: "talks/deck.md",
      read: { path in
        reads.withLock { $0[path, default: 0] += 1 }
        return files[path].map { .success($0) } ?? .failure(.init("no such file"))
      },
      canonical: { $0.replacingOccurrences(of: "/./", with: "/") })
    return (load, reads.withLock { $0 })
  }

  static let files = [
    "talks/code/a.rs": (1...10).map { "a\($0)\n" }.joined(),
    "talks/code/b.rs": (1...10).map { "b\($0)\n" }.joined(),
  ]

  @Test func eachFileIsReadOncePerLoad() throws {
    let (load, reads) = resolve(deck(blocks: 30), files: Self.files)
    #expect(reads == ["talks/code/a.rs": 1, "talks/code/b.rs": 1], "one read a canonical path")
    #expect(load.warnings == [])
    let texts = try #require(load.deck).sections[0].slides.flatMap(\.blocks).compactMap {
      block -> String? in
      if case .code(let code) = block.kind { return code.text }
      return nil
    }
    #expect(texts.count == 30)
    #expect(texts[0] == "a1\na2\n")
    #expect(texts[1] == "a2\na3\n", "./code/a.rs is the same file")
    #expect(texts[2] == "b3\nb4\n")
    #expect(load.includedFiles == ["talks/code/a.rs", "talks/./code/a.rs", "talks/code/b.rs"])
  }

  @Test func aMissingFileIsReportedAtEveryBlockButReadOnce() {
    let (load, reads) = resolve(deck(blocks: 6), files: [:])
    #expect(reads.values.allSatisfy { $0 == 1 })
    #expect(load.warnings.count == 6)
  }

  // MARK: The lines of one file

  func shown(_ excerpt: (text: String, last: Int)?) -> String? {
    excerpt.map { "\($0.text)|\($0.last)" }
  }

  @Test func linesAreFoundOnlyAsFarAsNeeded() {
    let lines = CodeFileLines("one\ntwo\nthree\nfour\n", upTo: 2)
    #expect(lines.lineCount == nil, "the walk stopped after line 2")
    #expect(shown(lines.excerpt(1, through: 2)) == "one\ntwo\n|2")
    #expect(shown(lines.excerpt(2, through: 2)) == "two\n|2")
  }

  @Test func theWholeFileWhenABlockShowsItToItsEnd() {
    let lines = CodeFileLines("one\ntwo\nthree", upTo: nil)
    #expect(lines.lineCount == 3, "a last line without its LF counts")
    #expect(shown(lines.excerpt(2, through: nil)) == "two\nthree\n|3")
    #expect(shown(lines.excerpt(3, through: 9)) == "three\n|3", "cut at the file's end")
    #expect(lines.excerpt(4, through: nil) == nil)
  }

  @Test func emptyFilesAndEmptyLines() {
    #expect(CodeFileLines("", upTo: nil).lineCount == 0)
    #expect(CodeFileLines("", upTo: 3).excerpt(1, through: 3) == nil)
    #expect(CodeFileLines("\n", upTo: nil).lineCount == 1)
    #expect(shown(CodeFileLines("\n\nx\n", upTo: nil).excerpt(1, through: 3)) == "\n\nx\n|3")
  }

  @Test func startPastTheEndNamesTheLineCount() {
    let (load, _) = resolve(
      "# C\n\n```file\npath: code/a.rs\nstart_line: 12\n```\n", files: Self.files)
    #expect(load.warnings.map(\.message) == ["start_line 12 is past the 10 lines of code/a.rs"])
  }
}
