import Testing

@testable import SegueTerminal

/// A change is reported once its new stamp has held for one check, once; a file that
/// disappears is a change too.
@Suite struct FileWatcherTests {
  final class Files: @unchecked Sendable {
    var stamps: [String: FileStamp] = [:]
    func set(_ path: String, _ version: Int?) {
      stamps[path] = version.map {
        FileStamp(size: 10, modified: $0, modifiedNanoseconds: 0, inode: 1)
      }
    }
  }

  func watcher(_ files: Files) -> FileWatcher {
    var watcher = FileWatcher(stamp: { files.stamps[$0] })
    watcher.watch(["deck.md"], as: .deck)
    watcher.watch(["theme.yaml"], as: .theme)
    return watcher
  }

  @Test func aChangeIsReportedOnceItHeldForOneCheck() {
    let files = Files()
    files.set("deck.md", 1)
    var watcher = watcher(files)
    #expect(watcher.check().isEmpty)
    files.set("deck.md", 2)
    #expect(watcher.check().isEmpty)  // seen, maybe half-written
    #expect(watcher.check() == [.deck])
    #expect(watcher.check().isEmpty)
  }

  /// An editor writing in pieces: each piece restarts the wait.
  @Test func aFileStillChangingIsNotReported() {
    let files = Files()
    files.set("deck.md", 1)
    var watcher = watcher(files)
    for version in 2...5 {
      files.set("deck.md", version)
      #expect(watcher.check().isEmpty)
    }
    #expect(watcher.check() == [.deck])
  }

  @Test func aFileThatDisappearsOrAppearsIsAChange() {
    let files = Files()
    files.set("deck.md", 1)
    var watcher = watcher(files)
    files.set("deck.md", nil)
    _ = watcher.check()
    #expect(watcher.check() == [.deck])
    files.set("theme.yaml", 1)
    _ = watcher.check()
    #expect(watcher.check() == [.theme])
  }

  @Test func watchingAgainKeepsTheStampsOfFilesStillWatched() {
    let files = Files()
    files.set("theme.yaml", 1)
    files.set("other.yaml", 1)
    var watcher = watcher(files)
    files.set("theme.yaml", 2)
    _ = watcher.check()
    watcher.watch(["theme.yaml", "other.yaml"], as: .theme)
    #expect(watcher.check() == [.theme])
    #expect(watcher.paths == ["deck.md", "theme.yaml", "other.yaml"])
    watcher.watch([], as: .theme)
    #expect(watcher.paths == ["deck.md"])
  }
}
