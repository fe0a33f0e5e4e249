import Glibc
import SegueCore
import Testing

@testable import SegueTerminal

/// The presenter's socket over real Unix sockets in a private temporary folder: modes, who is
/// told what, and clients that misbehave (garbage, oversized and half-written lines, one that
/// never reads) while the others keep working.
@Suite struct ChannelServerTests {
  /// A temporary folder with a server in it, the loop it runs on, and what it logged and
  /// was told.
  final class Rig {
    let folder: String
    let loop = EventLoop()
    var server: ChannelServer!
    var logs: [String] = []
    var commands: [RemoteCommand] = []

    init() throws {
      var template = Array("/tmp/segue-test.XXXXXX".utf8CString)
      folder = String(cString: mkdtemp(&template))
      server = try ChannelServer(
        path: folder + "/talk.key.1.sock", log: { [unowned self] in logs.append($0) })
      server.attach(to: loop)
      server.onCommand = { [unowned self] in commands.append($0) }
    }

    deinit {
      server.close()
      rmdir(folder)
    }

    /// One turn of the loop, waiting at most 1 ms.
    func turn() {
      loop.schedule(at: loop.clock() + 1) { _ in }
      loop.turn()
    }

    /// Turns the loop until `condition` holds (false after 30 s: a hang, not a slow machine).
    @discardableResult
    func spin(until condition: () -> Bool) -> Bool {
      let deadline = Clock.now() + 30_000
      while !condition() {
        if Clock.now() > deadline { return false }
        turn()
      }
      return true
    }
  }

  /// A client socket and what it has read.
  final class Peer {
    let fd: Int32
    var reader = LineReader()
    var messages: [ChannelMessage] = []

    init(_ path: String) throws { fd = try UnixSocket.connect(to: path) }
    deinit { close(fd) }

    func send(_ text: String) { _ = UnixSocket.write(fd, Array(text.utf8)[...]) }

    /// Reads what arrived; whether the presenter closed the connection.
    @discardableResult
    func pump() -> Bool {
      while true {
        switch UnixSocket.read(fd) {
        case .bytes(let bytes):
          for case .line(let line) in reader.feed(bytes) {
            if let message = try? ChannelCodec.decode(line) { messages.append(message) }
          }
        case .wouldBlock: return false
        case .closed: return true
        }
      }
    }
  }

  static let deck = ChannelMessage.deck(DeckAnnouncement(path: "/t/talk.md", hash: "fnv1a64:1"))
  static func at(_ slide: Int) -> ChannelMessage {
    .position(
      PositionReport(
        position: Position(section: 0, page: slide), slide: slide, slideCount: 9,
        sectionTitle: "S", title: "T\(slide)"))
  }

  @Test func theSocketIsMode0600() throws {
    let rig = try Rig()
    var info = stat()
    #expect(stat(rig.server.path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFSOCK)
    #expect(info.st_mode & 0o777 == 0o600)
  }

  @Test func aNewClientIsToldTheDeckAndPositionThenEveryMove() throws {
    let rig = try Rig()
    rig.server.broadcast(Self.deck)
    rig.server.broadcast(Self.at(1))
    let peer = try Peer(rig.server.path)
    #expect(rig.spin { rig.server.clientCount == 1 })
    #expect(
      rig.spin {
        peer.pump(); return peer.messages.count == 2
      })
    #expect(peer.messages == [Self.deck, Self.at(1)])
    rig.server.broadcast(Self.at(2))
    #expect(
      rig.spin {
        peer.pump(); return peer.messages.count == 3
      })
    #expect(peer.messages.last == Self.at(2))
  }

  @Test func commandsReachThePresenterAndBadLinesAreDroppedAroundThem() throws {
    let rig = try Rig()
    let peer = try Peer(rig.server.path)
    peer.send("garbage\n")
    peer.send(String(repeating: "x", count: ChannelCodec.maximumLine + 10) + "\n")
    peer.send(#"{"v":9,"type":"bye"}"# + "\n")
    peer.send(#"{"v":1,"type":"command","comm"#)  // half a line now, the rest later
    #expect(rig.spin { rig.logs.count == 3 })
    peer.send(#"and":"next"}"# + "\n" + #"{"v":1,"type":"command","command":"last"}"# + "\n")
    #expect(rig.spin { rig.commands.count == 2 })
    #expect(rig.commands == [.next, .last])
    #expect(
      rig.logs == [
        "segue: channel: dropped a message from a client: malformed JSON: unexpected character at byte 1",
        "segue: channel: dropped a line from a client: a line of 16385+ bytes is over the 16384-byte limit",
        "segue: channel: dropped a message from a client: unknown protocol version 9 (this is 1)",
      ])
  }

  @Test func aClientThatNeverReadsIsDisconnectedAndOthersKeepUp() throws {
    let rig = try Rig()
    let stuck = try Peer(rig.server.path)
    let reader = try Peer(rig.server.path)
    #expect(rig.spin { rig.server.clientCount == 2 })
    // Each broadcast returns whatever the stuck client does: a blocking write would hang here.
    for n in 0..<20_000 where rig.server.clientCount == 2 {
      rig.server.broadcast(Self.at(n % 9))
      reader.pump()
      if n % 50 == 0 { rig.turn() }
    }
    #expect(rig.server.clientCount == 1)
    #expect(rig.logs == ["segue: channel: disconnected a client that stopped reading"])
    withExtendedLifetime(stuck) {}
    rig.server.broadcast(Self.at(3))
    #expect(
      rig.spin {
        reader.pump(); return reader.messages.last == Self.at(3)
      })
  }

  @Test func closingSaysByeAndRemovesTheSocket() throws {
    let rig = try Rig()
    let peer = try Peer(rig.server.path)
    #expect(rig.spin { rig.server.clientCount == 1 })
    rig.server.close()
    #expect(access(rig.server.path, F_OK) != 0)
    #expect(rig.spin { peer.pump() })
    #expect(peer.messages == [.bye])
  }

  @Test func aStaleSocketIsReplacedAndALiveOneRefused() throws {
    var template = Array("/tmp/segue-test.XXXXXX".utf8CString)
    let folder = String(cString: mkdtemp(&template))
    defer { rmdir(folder) }
    let path = folder + "/s.k.1.sock"
    // A socket file nobody listens at: a presenter killed with SIGKILL.
    let dead = try UnixSocket.listen(at: path)
    close(dead)
    let server = try ChannelServer(path: path, log: { _ in })
    defer { server.close() }
    #expect(throws: UnixSocket.Failure.self) { try ChannelServer(path: path, log: { _ in }) }
  }
}

/// The socket folder: private, ours, or refused.
@Suite struct ChannelAddressTests {
  func temporaryFolder() -> String {
    var template = Array("/tmp/segue-test.XXXXXX".utf8CString)
    return String(cString: mkdtemp(&template))
  }

  @Test func theFolderIsCreatedWithMode0700() throws {
    let parent = temporaryFolder()
    defer { rmdir(parent) }
    let folder = parent + "/segue"
    let old = umask(0)
    defer { umask(old) }
    try ChannelAddress.prepare(folder: folder)
    defer { rmdir(folder) }
    var info = stat()
    #expect(lstat(folder, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o700)
  }

  @Test func aFolderOthersMayEnterIsRefused() {
    let folder = temporaryFolder()
    defer { rmdir(folder) }
    chmod(folder, 0o755)
    #expect(throws: ChannelAddress.Failure.unsafeFolder(folder, "mode 755")) {
      try ChannelAddress.prepare(folder: folder)
    }
  }

  @Test func aSymbolicLinkIsRefused() {
    let parent = temporaryFolder()
    let link = parent + "/segue"
    symlink(parent, link)
    defer {
      unlink(link)
      rmdir(parent)
    }
    #expect(throws: ChannelAddress.Failure.unsafeFolder(link, "a symbolic link")) {
      try ChannelAddress.prepare(folder: link)
    }
  }

  @Test func theFolderComesFromXDGRuntimeDirElseTmpAndTheUser() {
    #expect(
      ChannelAddress.folder(environment: { _ in "/run/user/7" }, user: 7) == "/run/user/7/segue")
    #expect(ChannelAddress.folder(environment: { _ in nil }, user: 7) == "/tmp/segue-7")
    #expect(ChannelAddress.folder(environment: { _ in "relative" }, user: 7) == "/tmp/segue-7")
  }

  @Test func socketNamesFindTheirDeckAndTellDecksApart() {
    let a = ChannelAddress.socketName(deckPath: "/talks/My talk.md", pid: 41)
    let b = ChannelAddress.socketName(deckPath: "/other/My talk.md", pid: 42)
    #expect(a.hasPrefix("My_talk.") && a.hasSuffix(".41.sock"))
    let entries = ChannelAddress.entries(in: "/f", names: [a, b, "junk", "x.sock"])
    #expect(entries.map(\.pid) == [41, 42])
    #expect(
      ChannelAddress.entries(in: "/f", names: [a, b], deckPath: "/talks/My talk.md").map(\.pid)
        == [41])
    #expect(ChannelAddress.socketName(deckPath: nil, pid: 3) == "demo.demo.3.sock")
  }
}
