import Foundation
import SegueTerminal
import Testing

@testable import SegueCLI

/// The presenter's watcher sees a watched path go from one kind of failure to another: gone,
/// then a link to itself, then a link to nowhere. All of them used to look the same (no
/// stamp), so the banner kept the first reason.
@Suite struct WatchStampTests {
  @Test func oneFailureAfterAnotherIsAChange() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("talk.md").path
    var watcher = FileWatcher(stamp: { Platform.watchStamp($0) })
    watcher.watch([path], as: .deck)
    func changes() -> Bool {
      // A change is reported once it has held for one check.
      _ = watcher.check()
      return watcher.check().contains(.deck)
    }
    #expect(!changes())
    #expect(symlink(path, path) == 0)  // a loop
    #expect(changes())
    #expect(unlink(path) == 0)
    #expect(symlink(folder.appendingPathComponent("nowhere.md").path, path) == 0)
    #expect(changes())
    #expect(unlink(path) == 0)  // gone
    #expect(changes())
    #expect(!changes())
  }

  @Test func aMissingFileHasNoStamp() {
    #expect(Platform.watchStamp("/nonexistent/segue/talk.md") == nil)
    #expect(Platform.watchStamp("/etc/hostname") == Platform.stamp("/etc/hostname"))
  }
}
