import Foundation
import SegueCore
import SegueTerminal
import SegueTestSupport
import Testing

@testable import SegueCLI

/// The state folder (`$XDG_STATE_HOME/segue/`): where it is, its mode, atomic writes, and
/// what reading garbage or a special file does (one warning, never a crash).
@Suite struct StateFolderTests {
  /// A fresh folder for one test, removed after it.
  final class Scratch {
    let path: String
    init() throws {
      path =
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "segue-state-\(UUID().uuidString)"
        ).path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  @Test(arguments: [
    (["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/segue"),
    (["HOME": "/h"], "/h/.local/state/segue"),
    (["XDG_STATE_HOME": "relative", "HOME": "/h"], "/h/.local/state/segue"),
    ([:], nil),
  ])
  func whereTheFolderIs(environment: [String: String], folder: String?) {
    #expect(StateFolder.folder(environment: { environment[$0] }) == folder)
  }

  @Test func theFolderAndItsParentsAreMadePrivate() throws {
    let scratch = try Scratch()
    let home = scratch.path + "/home"
    let folder = try StateFolder.prepared(environment: { $0 == "HOME" ? home : nil })
    #expect(folder == home + "/.local/state/segue")
    for path in [home + "/.local", home + "/.local/state", folder] {
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o700, "\(path)")
    }
  }

  @Test func aFolderOthersMayEnterIsRefused() throws {
    let scratch = try Scratch()
    let folder = scratch.path + "/segue"
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
    #expect(throws: StateFolder.Failure.folder("\(folder) is not private (mode 755); refusing it"))
    {
      try StateFolder.prepared(environment: { $0 == "XDG_STATE_HOME" ? scratch.path : nil })
    }
  }

  @Test func writesReplaceTheFileWholeAndLeaveNoTemporaryFile() throws {
    let scratch = try Scratch()
    let file = scratch.path + "/key.position"
    #expect(StateFolder.write("first\n", to: file) == nil)
    #expect(StateFolder.write("second\n", to: file) == nil)
    #expect(StateFolder.read(file) == .text("second\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["key.position"])
    let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func onlyRegularFilesAreRead() throws {
    let scratch = try Scratch()
    let fifo = scratch.path + "/fifo.position"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(StateFolder.read(fifo) == .unusable("a FIFO, not a file"))
    #expect(StateFolder.read(scratch.path) == .unusable("a folder, not a file"))
    #expect(StateFolder.read(scratch.path + "/none") == .missing)
  }

  @Test(arguments: [
    ("segue position 1\ndeck\t/t.md\nat\t2.3.1\n", Position(section: 1, page: 2, step: 0)),
    ("segue position 1\ndeck\t/t.md\nat\t1.1.4\n", Position(section: 0, page: 0, step: 3)),
  ])
  func savedPositions(text: String, position: Position) {
    #expect(SavedPosition.parse(text, deckPath: "/t.md") == position)
    #expect(SavedPosition.text(position, deckPath: "/t.md") == text)
  }

  @Test(arguments: [
    "", "\u{0}\u{FF}", "segue position 2\ndeck\t/t.md\nat\t1.1.1\n",
    "segue position 1\ndeck\t/t.md\nat\t0.1.1\n", "segue position 1\ndeck\t/t.md\nat\t1.1\n",
    "segue position 1\ndeck\t/t.md\nat\tx.1.1\n", "segue position 1\ndeck\t/other.md\nat\t1.1.1\n",
    "segue position 1\ndeck\t/t.md\n",
  ])
  func garbageIsNoPosition(text: String) {
    #expect(SavedPosition.parse(text, deckPath: "/t.md") == nil)
  }

  @Test func anotherDecksPositionIsNotGarbage() {
    #expect(SavedPosition.isOther("segue position 1\ndeck\t/other.md\nat\t1.1.1\n"))
    #expect(!SavedPosition.isOther("segue position 1\ndeck\t/other.md\nat\tnope\n"))
  }

  // MARK: segue check --timing, through the binary with its own XDG_STATE_HOME

  func checkTiming(_ deck: String, state: String) throws -> ProcessResult {
    try SegueProcess.run(["check", "--timing", deck], environment: ["XDG_STATE_HOME": state])
  }

  static let deck = TestPaths.fixture("Tests/Fixtures/decks/timed-talk.md").path

  @Test func checkTimingWithoutARehearsal() throws {
    let scratch = try Scratch()
    let result = try checkTiming(Self.deck, state: scratch.path)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("No rehearsal of \(Self.deck) yet"))
    #expect(result.stdout.contains("3.2    Feature flags        —     2:30"))
    #expect(result.stderr.isEmpty)
  }

  @Test func checkTimingShowsTheLastRehearsal() throws {
    let scratch = try Scratch()
    let folder = scratch.path + "/segue"
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    let record = RehearsalRecord(
      deckPath: ChannelAddress.absolute(Self.deck),
      rows: [
        .init(number: "2.1", title: "Why", seconds: 75),
        .init(number: "3.2", title: "Feature flags", seconds: 100),
      ])
    let file = StateFolder.file(folder, deckPath: Self.deck, kind: "rehearsal")
    #expect(StateFolder.write(record.text, to: file) == nil)
    let result = try checkTiming(Self.deck, state: scratch.path)
    #expect(result.stdout.hasPrefix("Rehearsal of \(Self.deck): 2:55 in all\n"))
    #expect(result.stdout.contains("\n2.1    Why                  1:15  1:00    +0:15\n"))
    #expect(result.stdout.contains("\n3.2    Feature flags        1:40  2:30    -0:50\n"))
    // A slide the rehearsal does not have (the deck grew since) has no time and no over/under.
    #expect(result.stdout.contains("\n3.3    Canaries             —     1:30\n"))
    #expect(result.stdout.contains("\n       total                2:55  11:30   -0:35\n"))
    #expect(result.stderr.isEmpty)
  }

  @Test func checkTimingWarnsOnceAboutGarbage() throws {
    let scratch = try Scratch()
    let folder = scratch.path + "/segue"
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    let file = StateFolder.file(folder, deckPath: Self.deck, kind: "rehearsal")
    #expect(StateFolder.write("segue rehearsal 1\n\u{1B}[31mjunk", to: file) == nil)
    let result = try checkTiming(Self.deck, state: scratch.path)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("No rehearsal of"))
    #expect(result.stderr == "warning: \(file): not a saved rehearsal: it is ignored\n")
  }
}

/// Where `--resume` starts: the saved position clamped into the deck as it is now.
@Suite struct ResumePointTests {
  static let deck = DeckParser.parse(
    "## A\n\none\n\n<!-- pause -->\n\nmore\n\n## B\n\ntwo\n", fileName: "/talks/t.md"
  ).deck!

  func resume(saved: String?) throws -> (Position, String, String) {
    let scratch = try StateFolderTests.Scratch()
    if let saved {
      let file = StateFolder.file(scratch.path, deckPath: "/talks/t.md", kind: "position")
      #expect(StateFolder.write(saved, to: file) == nil)
    }
    var output = CapturedOutput()
    let (position, note) = PresentCommand.resumePoint(
      Self.deck, deckPath: "/talks/t.md", folder: scratch.path, output: &output)
    return (position, note, output.stderr)
  }

  static func saved(_ at: String) -> String { "segue position 1\ndeck\t/talks/t.md\nat\t\(at)\n" }

  @Test func theSavedPositionWithItsStep() throws {
    let (position, note, err) = try resume(saved: Self.saved("1.1.2"))
    #expect(position == Position(section: 0, page: 0, step: 1))
    #expect(note == "resumed at 1.1")
    #expect(err.isEmpty)
  }

  @Test func clampedWhenTheDeckShrank() throws {
    let (position, note, _) = try resume(saved: Self.saved("3.7.4"))
    #expect(position == Position(section: 0, page: 1, step: 0))
    #expect(note == "resumed at 1.2")
  }

  @Test func theFirstSlideWhenNothingIsSaved() throws {
    let (position, note, err) = try resume(saved: nil)
    #expect(position == .start)
    #expect(note == "no saved position: starting at 1.1")
    #expect(err.isEmpty)
  }

  @Test func garbageIsOneWarningAndTheFirstSlide() throws {
    let (position, _, err) = try resume(saved: "\u{1B}]0;junk\u{7}")
    #expect(position == .start)
    #expect(err.hasPrefix("warning: "))
    #expect(err.hasSuffix(": not a saved position; starting at the first slide\n"))
    #expect(err.filter { $0 == "\n" }.count == 1)
    #expect(!err.contains("\u{1B}"))
  }
}

/// Saved state is read under the rule it is written under: a state folder that is a link (or
/// another user's, or open to others) is not read, and a state file that is a link is not
/// followed. (`--resume` and `check --timing` read through a linked folder that writes refuse.)
@Suite struct StateFolderReadTests {
  static let deck = StateFolderTests.deck

  func rehearsal() -> String {
    RehearsalRecord(
      deckPath: ChannelAddress.absolute(Self.deck),
      rows: [.init(number: "2.1", title: "Why", seconds: 75)]
    ).text
  }

  @Test func aLinkedStateFolderIsNotRead() throws {
    let scratch = try StateFolderTests.Scratch()
    let real = scratch.path + "/real"
    try FileManager.default.createDirectory(
      atPath: real, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    #expect(
      StateFolder.write(
        rehearsal(), to: StateFolder.file(real, deckPath: Self.deck, kind: "rehearsal")) == nil)
    try FileManager.default.createDirectory(
      atPath: scratch.path + "/state", withIntermediateDirectories: false)
    try #require(symlink(real, scratch.path + "/state/segue") == 0)
    let result = try SegueProcess.run(
      ["check", "--timing", Self.deck], environment: ["XDG_STATE_HOME": scratch.path + "/state"])
    #expect(result.stdout.hasPrefix("No rehearsal of"))
    #expect(
      result.stderr
        == "warning: nothing saved is read: \(scratch.path)/state/segue is not private "
        + "(a symbolic link); refusing it\n")
    #expect(
      StateFolder.existing(environment: {
        $0 == "XDG_STATE_HOME" ? scratch.path + "/state" : nil
      })
        == .failure(
          .folder("\(scratch.path)/state/segue is not private (a symbolic link); refusing it")))
  }

  @Test func aLinkedStateFileIsNotFollowed() throws {
    let scratch = try StateFolderTests.Scratch()
    let file = scratch.path + "/key.rehearsal"
    #expect(StateFolder.write(rehearsal(), to: scratch.path + "/elsewhere") == nil)
    try #require(symlink(scratch.path + "/elsewhere", file) == 0)
    #expect(StateFolder.read(file) == .unusable("a symbolic link, not a file"))
  }
}
