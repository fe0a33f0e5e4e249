import Glibc
import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// The presenter's own frame never waits on the speaker channel's clients: it is drawn before
/// they are told of the move (told first, fifty followers woken by the message took the two
/// cores before the presenter had drawn), and a client that never reads costs it nothing.
///
/// Runs the real `Presenter` over pipes and a real socket with fifty clients, one of which
/// never reads and whose socket is full.
@Suite struct PresenterBroadcastTests {
  /// A terminal over pipes that notes, at every draw, how many of the reading clients have
  /// something to read.
  final class WatchedTerminal: PresenterTerminal {
    var size = Size(width: 60, height: 16)
    let input: (reader: Int32, writer: Int32)
    let signals: (reader: Int32, writer: Int32)
    var readers: [Int32] = []
    /// At each draw: how many readers had bytes waiting.
    var draws: [Int] = []

    init() {
      var ends: [Int32] = [-1, -1]
      _ = pipe(&ends)
      input = (ends[0], ends[1])
      _ = pipe(&ends)
      signals = (ends[0], ends[1])
    }

    deinit {
      for fd in [input.reader, input.writer, signals.reader, signals.writer] { close(fd) }
    }

    func type(_ text: String) { _ = write(input.writer, text, text.utf8.count) }

    func draw(_ canvas: Canvas) {
      draws.append(readers.filter(Self.hasInput).count)
    }

    var inputDescriptor: Int32 { input.reader }
    var signalDescriptor: Int32 { signals.reader }

    func readInput() -> TerminalRead {
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = read(input.reader, &buffer, buffer.count)
      return count > 0 ? .bytes(Array(buffer[0..<count])) : .endOfInput
    }

    func handleSignals() -> Bool { false }

    static func hasInput(_ fd: Int32) -> Bool {
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      return poll(&descriptor, 1, 0) == 1
    }
  }

  static let markdown = "# One\n\n## A\n\nx\n\n## B\n\ny\n"

  /// Reads everything waiting on `fd`.
  static func drain(_ fd: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    while case .bytes(let more) = UnixSocket.read(fd) { bytes += more }
    return bytes
  }

  /// A presenter of `markdown` on `terminal`, announcing to `server`'s clients.
  static func presenter(server: ChannelServer, terminal: WatchedTerminal, loop: EventLoop)
    -> Presenter
  {
    let load = DeckParser.parse(markdown, fileName: "deck.md")
    var state = PresenterState(
      deck: load.deck!, source: load.source, theme: .dark, size: Size(width: 60, height: 16),
      transitions: false)
    state.channel.deck = DeckAnnouncement(path: "/t/deck.md", hash: DeckHash.of("x"))
    let catalog = ThemeCatalog(
      builtIn: [], userDirectory: nil, readFile: { _ in nil }, listDirectory: { _ in [] })
    return Presenter(
      state: state, screen: terminal,
      deckSource: DeckSource(load: { .success(load) }),
      themeResolver: ThemeResolver(loader: ThemeLoader(catalog: catalog), deckPath: nil),
      themeFiles: [], stamp: { _ in nil }, loop: loop, channel: server)
  }

  @Test func theFrameIsDrawnBeforeTheClientsAreToldAndAStuckClientCostsNothing() throws {
    var template = Array("/tmp/segue-test.XXXXXX".utf8CString)
    let folder = String(cString: mkdtemp(&template))
    defer { rmdir(folder) }
    let server = try ChannelServer(path: folder + "/deck.k.1.sock", log: { _ in })
    let terminal = WatchedTerminal()
    let loop = EventLoop()
    let presenter = Self.presenter(server: server, terminal: terminal, loop: loop)
    let stuck = try UnixSocket.connect(to: server.path)
    defer { close(stuck) }
    var keyAt = 0
    var connected = 0
    var backlog = 0
    func when(_ what: String, _ condition: @escaping () -> Bool, _ body: @escaping () -> Void) {
      onLoop(loop, when: what, giveUp: { terminal.type("q") }, condition, body)
    }
    when("the stuck client", { server.clientCount == 1 }) {
      // Fill the stuck client's socket (and some of its outbox) before the others connect;
      // `hello` is not kept for new clients, so they are told only the deck and position.
      for _ in 0..<1_200 { server.broadcast(.hello(role: String(repeating: "x", count: 100))) }
      terminal.readers = (0..<49).compactMap { _ in try? UnixSocket.connect(to: server.path) }
      when("49 readers", { server.clientCount == 50 }) {
        when("their first messages", { terminal.readers.allSatisfy(WatchedTerminal.hasInput) }) {
          for reader in terminal.readers { _ = Self.drain(reader) }
          keyAt = terminal.draws.count
          terminal.type("l")
          when("the move", { terminal.readers.allSatisfy(WatchedTerminal.hasInput) }) {
            connected = server.clientCount
            backlog = server.backlog
            terminal.type("q")
          }
        }
      }
    }
    presenter.run()
    defer { for reader in terminal.readers { close(reader) } }

    #expect(terminal.readers.count == 49)
    // The stuck client was there all along, its socket full: what it did not take waited in
    // the presenter's outbox.
    #expect(connected == 50)
    #expect(backlog > 10_000)
    let told = try #require(terminal.draws.dropFirst(keyAt).first)
    // Drawn before any client had the move…
    #expect(told == 0)
    // …the stuck client notwithstanding: a blocking write to it would never have returned.
    // How soon after the key is a `make bench` figure (Scripts/bench-follow.py), not a test's.
    // Told after: every reader has the new position, then the goodbye.
    for reader in terminal.readers {
      let lines = Self.drain(reader).split(separator: 0x0A).map { try? ChannelCodec.decode($0) }
      #expect(lines.count == 2)
      guard case .position(let report)? = lines.first else {
        Issue.record("no position first: \(lines)")
        continue
      }
      #expect(report.position == Position(section: 0, page: 1))
      #expect(lines.last == .bye)
    }
  }
}
