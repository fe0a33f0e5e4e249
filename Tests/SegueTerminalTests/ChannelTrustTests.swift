import Glibc
import Testing

@testable import SegueTerminal

/// Issue 27: `segue follow` and `segue notes` apply the presenter's own folder rule before
/// they connect. On afbba52 a view connected through any folder (another user's `/tmp/segue-UID`
/// of mode 0777 included) and sent its commands there. Another user's process listening in a
/// folder that passes (`SO_PEERCRED`) is `Tests/e2e/speaker.sh`'s, as it needs a second user.
@Suite struct ChannelTrustTests {
  static func temporaryFolder() -> String {
    var template = Array("/tmp/segue-trust.XXXXXX".utf8CString)
    return String(cString: mkdtemp(&template))
  }

  @Test func aFolderOthersMayWriteToIsRefused() {
    let folder = Self.temporaryFolder()
    defer { rmdir(folder) }
    chmod(folder, 0o777)
    #expect(throws: ChannelAddress.Failure.unsafeFolder(folder, "mode 777")) {
      try ChannelAddress.check(folder: folder)
    }
  }

  @Test func aLinkToAPrivateFolderIsRefused() {
    let parent = Self.temporaryFolder()
    let link = parent + "/segue"
    symlink(parent, link)
    defer {
      unlink(link)
      rmdir(parent)
    }
    #expect(throws: ChannelAddress.Failure.unsafeFolder(link, "a symbolic link")) {
      try ChannelAddress.check(folder: link)
    }
  }

  @Test func aPrivateFolderOfOursPassesAndAMissingOneIsOnlyMissing() throws {
    let folder = Self.temporaryFolder()
    defer { rmdir(folder) }
    try ChannelAddress.check(folder: folder)
    #expect(throws: ChannelAddress.Failure.missing(folder + "/none")) {
      try ChannelAddress.check(folder: folder + "/none")
    }
  }

  @Test(.enabled(if: getuid() == 0, "giving a folder to another user needs root"))
  func aFolderOfAnotherUserIsRefused() {
    let folder = Self.temporaryFolder()
    defer { rmdir(folder) }
    chown(folder, 65534, 65534)
    #expect(throws: ChannelAddress.Failure.unsafeFolder(folder, "owned by user 65534, not 0")) {
      try ChannelAddress.check(folder: folder)
    }
  }

  /// A view never connects through a refused folder, even to a socket listening there: it
  /// says why, once, and stops trying.
  @Test func aViewRefusesTheFolderBeforeConnecting() throws {
    let folder = Self.temporaryFolder()
    defer { rmdir(folder) }
    let server = try ChannelServer(path: folder + "/talk.key.1.sock", log: { _ in })
    defer { server.close() }
    chmod(folder, 0o777)
    let loop = EventLoop()
    server.attach(to: loop)
    var refusals: [String] = []
    var events: [ViewerEvent] = []
    let client = ChannelClient(
      folder: folder, deckPath: nil, role: "notes", loop: loop, log: { _ in },
      report: { events.append($0) })
    client.refused = { refusals.append($0) }
    client.start()
    for _ in 0..<20 {
      loop.schedule(at: loop.clock() + 1) { _ in }
      loop.turn()
    }
    #expect(refusals == ["\(folder) is not private (mode 777); refusing it"])
    #expect(server.clientCount == 0)
    #expect(!events.contains { if case .connected = $0 { true } else { false } })
    #expect(loop.nextTimer == nil || loop.nextTimer! <= loop.clock() + 1, "no retry scheduled")
  }
}
