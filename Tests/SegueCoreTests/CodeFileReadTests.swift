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

  /// What a resolve did: how many times each name was opened, and how many files were read.
  struct Work: Equatable {
    var opens: [String: Int] = [:]
    var reads = 0
  }

  /// Files in memory: each name's identity (two names of one file share one) and text.
  typealias Files = [String: (identity: FileIdentity, text: String)]

  /// The deck resolved against `files`, read by the allowance's rules as the CLI reads them.
  func resolve(_ text: String, files: Files) -> (DeckLoad, Work) {
    let work = Mutex(Work())
    var load = DeckParser.parse(text, fileName: "talks/deck.md")
    CodeFiles.resolve(&load, deckPath: "talks/deck.md") { path, allowance in
      work.withLock { $0.opens[path, default: 0] += 1 }
      guard let file = files[path] else { return .failure(.init("no such file")) }
      let bytes = Array(file.text.utf8)
      var read = FileRead(
        identity: file.identity, resolvedPath: path, size: bytes.count, bytes: nil)
      if !allowance.known.contains(file.identity), bytes.count <= allowance.bytes {
        work.withLock { $0.reads += 1 }
        read.bytes = bytes
      }
      return .success(read)
    }
    return (load, work.withLock { $0 })
  }

  static func id(_ inode: UInt64) -> FileIdentity { FileIdentity(device: 1, inode: inode) }

  static let a = (1...10).map { "a\($0)\n" }.joined()
  static let files: Files = [
    "talks/code/a.rs": (id(1), a), "talks/./code/a.rs": (id(1), a),
    "talks/code/b.rs": (id(2), (1...10).map { "b\($0)\n" }.joined()),
  ]

  /// The text of every code block of the loaded deck.
  func texts(_ load: DeckLoad) -> [String] {
    (load.deck?.sections ?? []).flatMap(\.slides).flatMap(\.blocks).compactMap { block in
      if case .code(let code) = block.kind { return code.text }
      return nil
    }
  }

  @Test func eachFileIsReadOncePerLoad() throws {
    let (load, work) = resolve(deck(blocks: 30), files: Self.files)
    #expect(
      work.opens == ["talks/code/a.rs": 1, "talks/./code/a.rs": 1, "talks/code/b.rs": 1],
      "one open a name")
    #expect(work.reads == 2, "one read a file: ./code/a.rs is code/a.rs")
    #expect(load.warnings == [])
    let texts = texts(load)
    #expect(texts.count == 30)
    #expect(texts[0] == "a1\na2\n")
    #expect(texts[1] == "a2\na3\n", "./code/a.rs is the same file")
    #expect(texts[2] == "b3\nb4\n")
    #expect(load.includedFiles == ["talks/code/a.rs", "talks/./code/a.rs", "talks/code/b.rs"])
    #expect(load.readFiles.map(\.path) == load.includedFiles)
  }

  @Test func aMissingFileIsReportedAtEveryBlockButOpenedOnce() {
    let (load, work) = resolve(deck(blocks: 6), files: [:])
    #expect(work.opens.values.allSatisfy { $0 == 1 })
    #expect(load.warnings.count == 6)
  }

  /// The 4 KB deck: 80 blocks naming one file just under the 4 MiB a file may have,
  /// each by another name (hard links), each showing two lines. It is read once, and the
  /// blocks keep only their lines.
  @Test func eightyBlocksOfOneBigFileReadItOnce() {
    let line = String(repeating: "x", count: 99) + "\n"
    let big = String(repeating: line, count: (4 << 20) / 100 - 1)
    var files: Files = [:]
    var text = "# Code\n\n"
    for index in 0..<80 {
      files["talks/link\(index).rs"] = (Self.id(7), big)
      text +=
        "```file\npath: link\(index).rs\nstart_line: \(index + 1)\nend_line: \(index + 2)\n```\n\n"
    }
    let (load, work) = resolve(text, files: files)
    #expect(work.reads == 1)
    #expect(work.opens.count == 80 && work.opens.values.allSatisfy { $0 == 1 })
    #expect(load.warnings == [])
    #expect(texts(load).allSatisfy { $0 == line + line })
  }

  /// Many distinct files, together past the 16 MiB a deck's files may hold: those that fit are
  /// read, the rest are placeholders whose warning names the bound, and none is read.
  @Test func distinctFilesPastTheTotalAreNotRead() {
    let big = String(repeating: String(repeating: "y", count: 99) + "\n", count: 39_000)
    var files: Files = [:]
    var text = "# Code\n\n"
    for index in 0..<6 {
      files["talks/f\(index).rs"] = (Self.id(UInt64(100 + index)), big)
      text += "```file\npath: f\(index).rs\nend_line: 1\n```\n\n"
    }
    let (load, work) = resolve(text, files: files)
    #expect(work.reads == 4, "4 × 3.9 MB fit in 16 MiB, a fifth does not")
    #expect(
      load.warnings.map(\.message)
        == [4, 5].map {
          "f\($0).rs: not read: with its 3.7 MiB the deck's files would pass 16 MiB, the most the "
            + "files of one deck may hold together; the block shows a placeholder"
        })
    #expect(load.readFiles.map(\.path) == (0..<4).map { "talks/f\($0).rs" })
  }

  @Test func aFileWithNULBytesIsAPlaceholder() {
    let files: Files = ["talks/dump.txt": (Self.id(9), "KEY=value\n\0TOKEN=secret\n")]
    let (load, _) = resolve("# C\n\n```file\npath: dump.txt\n```\n", files: files)
    #expect(
      load.warnings.map(\.message) == [
        "dump.txt: is a binary file (it has NUL bytes); the block shows a placeholder"
      ])
    #expect(!texts(load).joined().contains("TOKEN"))
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
