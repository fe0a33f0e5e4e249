import Foundation
import SegueTerminal
import Testing

@testable import SegueCLI
@testable import SegueTerminal

/// No `*.tmp` is left in the state folder: a signal during a write removes the write's
/// temporary file, and one a killed process left is removed at the next start once a minute
/// old.
@Suite struct StateTemporaryTests {
  let scratch: String

  init() throws {
    scratch =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "segue-temporary-\(UUID().uuidString)"
      ).path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
  }

  func make(_ name: String, secondsOld age: Int = 0) -> String {
    let path = scratch + "/" + name
    FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
    if age > 0 {
      let then = Date(timeIntervalSinceNow: -Double(age))
      try? FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: path)
    }
    return path
  }

  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []).sorted()
  }

  @Test func aSignalDuringAWriteRemovesItsTemporaryFile() {
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let temporaries = TemporaryOnSignal()
    let path = make("key.position.42.tmp")
    #expect(temporaries.begin(path))
    temporaries.removeFromHandler()
    #expect(names() == [])
  }

  @Test func aSignalAfterTheWriteLeavesTheNameAlone() {
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let temporaries = TemporaryOnSignal()
    let path = make("key.position.42.tmp")
    temporaries.begin(path)
    temporaries.end()
    temporaries.removeFromHandler()
    #expect(names() == ["key.position.42.tmp"])
    #expect(!temporaries.begin(String(repeating: "a", count: TemporaryOnSignal.capacity)))
    temporaries.removeFromHandler()
    #expect(names() == ["key.position.42.tmp"])
  }

  /// Only temporary files a minute old go; the saved files, a fresh temporary file (a write
  /// of a run in progress) and a link stay.
  @Test func aStartRemovesStaleTemporaryFiles() throws {
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    make("key.position.7.tmp", secondsOld: 120)
    make("key.position.8.signal.tmp", secondsOld: 61)
    make("key.rehearsal.9.tmp", secondsOld: 3600)
    make("key.position.10.tmp")
    make("key.position", secondsOld: 3600)
    let outside = make("outside.tmp", secondsOld: 3600)
    let link = scratch + "/link.position.11.tmp"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside)
    try FileManager.default.removeItem(atPath: outside)
    #expect(StateFolder.removeStaleTemporaries(in: scratch) == 3)
    #expect(names() == ["key.position", "key.position.10.tmp", "link.position.11.tmp"])
  }
}
