import SegueRender

#if canImport(Glibc)
  import Glibc
#endif

/// The presenter's end of the channel: a listening socket, its clients, and what they are told.
///
/// Never blocks the presenter: every socket is non-blocking; what a client does not take at
/// once waits in its outbox and is retried on a short timer; a client whose outbox passes
/// `maximumBacklog` has stopped reading and is disconnected. A new client is told the deck and
/// the position at once. A line a client sends that is too long, malformed or of another
/// version is dropped with one log line; a client of another user is refused.
///
/// Under a flood of connections it stays bounded: at most `maximumClients` are kept (a new one
/// past that is closed at once), and when `accept` fails (no descriptor left: `EMFILE`,
/// `ENFILE`) the listener is left alone until a client leaves or `acceptPauseMilliseconds`
/// pass, since the waiting connection keeps it readable and polling it again would spin.
public final class ChannelServer {
  public static let maximumBacklog = 256 * 1024
  static let retryMilliseconds = 20
  /// A talk has a speaker view and a few followers (the e2e test runs 50); each one holds a
  /// descriptor and an outbox. `docs/limits.md`, "The speaker channel".
  public static let maximumClients = 64
  static let acceptPauseMilliseconds = 250

  private struct Client {
    var fd: Int32
    var reader = LineReader()
    var outbox: [UInt8] = []
    var role = "client"
    var loopID: EventLoop.ID?
  }

  /// The socket's path.
  public let path: String
  private let listener: Int32
  private let log: (String) -> Void
  private var clients: [Int32: Client] = [:]
  private var loop: EventLoop?
  private var retryTimer: EventLoop.ID?
  private var listenerID: EventLoop.ID?
  /// The timer that polls the listener again after `accept` failed.
  private var resumeTimer: EventLoop.ID?
  private var isClosed = false
  /// Whether the flood going on was logged: once, until a connection is kept again, as the
  /// lines wait in memory until the talk ends (`ErrorOutputCapture`).
  private var loggedFlood = false
  /// `accept`; tests put failures in its place.
  var acceptConnection: (Int32) -> UnixSocket.Accepted = UnixSocket.accept
  /// How many times `accept` was called, for the tests that bound it.
  private(set) var acceptCalls = 0
  /// What a new client is told first: the last deck and position announced, then each
  /// block's last output (forgotten when another deck is announced: the presenter tells it
  /// again).
  private var lastDeck: ChannelMessage?
  private var lastLive: [BlockID: ChannelMessage] = [:]
  private var lastPosition: ChannelMessage?
  /// Receives the commands clients send.
  public var onCommand: (RemoteCommand) -> Void = { _ in }

  /// Listens at `path` (removing a stale socket of a presenter that died there first).
  public init(path: String, log: @escaping (String) -> Void) throws(UnixSocket.Failure) {
    Self.unlinkStale(path)
    listener = try UnixSocket.listen(at: path)
    self.path = path
    self.log = log
    ChannelCleanup.register(path)
  }

  /// Opens the socket for a deck in the user's folder; nil (after a log line) when it cannot
  /// be, since a talk must go on without its second screen.
  public static func open(
    deckPath: String?, environment: (String) -> String?, log: @escaping (String) -> Void
  ) -> ChannelServer? {
    let folder = ChannelAddress.folder(environment: environment)
    do throws(ChannelAddress.Failure) {
      try ChannelAddress.prepare(folder: folder)
    } catch {
      log("segue: no speaker channel: \(error)")
      return nil
    }
    let path = folder + "/" + ChannelAddress.socketName(deckPath: deckPath, pid: getpid())
    do throws(UnixSocket.Failure) {
      return try ChannelServer(path: path, log: log)
    } catch {
      log("segue: no speaker channel at \(path): \(error)")
      return nil
    }
  }

  /// Registers the listening socket with the loop.
  public func attach(to loop: EventLoop) {
    self.loop = loop
    listen()
  }

  /// Polls the listener (again).
  private func listen() {
    guard let loop, listenerID == nil, !isClosed else { return }
    if let resumeTimer { loop.remove(resumeTimer) }
    resumeTimer = nil
    listenerID = loop.add(descriptor: listener) { [unowned self] in acceptWaiting() }
  }

  /// Takes the connections waiting, a bounded number per turn so that keys go on meanwhile.
  private func acceptWaiting() -> EventLoop.SourceStatus {
    for _ in 0..<Self.maximumClients {
      acceptCalls += 1
      switch acceptConnection(listener) {
      case .connection(let fd): admit(fd)
      case .again: continue
      case .none: return .open
      case .failed(let code):
        pauseListening(code)
        return .closed
      }
    }
    return .open
  }

  /// Leaves the listener alone until a client leaves or the pause ends.
  private func pauseListening(_ code: Int32) {
    listenerID = nil  // the loop removes it as this callback returns `.closed`
    logFlood(
      "cannot accept a connection (\(String(cString: strerror(code)))); trying again in "
        + "\(Self.acceptPauseMilliseconds) ms or when a client leaves")
    guard let loop else { return }
    resumeTimer = loop.schedule(at: loop.clock() + Self.acceptPauseMilliseconds) {
      [unowned self] _ in
      resumeTimer = nil
      listen()
    }
  }

  private func logFlood(_ what: String) {
    guard !loggedFlood else { return }
    loggedFlood = true
    log("segue: channel: \(what)")
  }

  /// How many clients are connected.
  public var clientCount: Int { clients.count }

  /// The bytes waiting in outboxes because the clients' sockets were full.
  var backlog: Int { clients.values.reduce(0) { $0 + $1.outbox.count } }

  /// Sends `message` to every client (and remembers a deck or position for new ones).
  public func broadcast(_ message: ChannelMessage) {
    switch message {
    case .deck:
      lastDeck = message
      lastLive = [:]
    case .position: lastPosition = message
    case .live(let report): lastLive[report.id] = message
    default: break
    }
    let line = ChannelCodec.encode(message)
    for fd in Array(clients.keys) { send(line, to: fd) }
  }

  /// Says goodbye to every client, closes everything and removes the socket file.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    #if DEBUG
      // For the e2e test that floods the channel under a low descriptor limit: the work
      // done, counted (debug builds only).
      if getenv("SEGUE_TEST_CHANNEL_COUNTS") != nil {
        log("segue: channel: \(acceptCalls) accept calls")
      }
    #endif
    broadcast(.bye)
    for fd in Array(clients.keys) { disconnect(fd) }
    if let listenerID { loop?.remove(listenerID) }
    if let retryTimer { loop?.remove(retryTimer) }
    if let resumeTimer { loop?.remove(resumeTimer) }
    Glibc.close(listener)
    unlink(path)
    ChannelCleanup.unregister()
  }

  private func admit(_ fd: Int32) {
    guard UnixSocket.peerUser(fd) == getuid() else {
      log("segue: refused a channel client of another user")
      Glibc.close(fd)
      return
    }
    guard clients.count < Self.maximumClients else {
      logFlood("\(Self.maximumClients) clients already; closing new ones at once")
      Glibc.close(fd)
      return
    }
    loggedFlood = false
    var client = Client(fd: fd)
    client.loopID = loop?.add(descriptor: fd) { [unowned self] in receive(fd) }
    clients[fd] = client
    for message in [lastDeck, lastPosition].compactMap({ $0 }) + lastLive.values {
      send(ChannelCodec.encode(message), to: fd)
    }
  }

  private func receive(_ fd: Int32) -> EventLoop.SourceStatus {
    guard clients[fd] != nil else { return .closed }
    switch UnixSocket.read(fd) {
    case .wouldBlock: return .open
    case .closed:
      disconnect(fd, fromLoop: false)
      return .closed
    case .bytes(let bytes):
      guard let items = clients[fd]?.reader.feed(bytes) else { return .closed }
      for item in items { handle(item, from: fd) }
      return clients[fd] == nil ? .closed : .open
    }
  }

  private func handle(_ item: LineReader.Item, from fd: Int32) {
    let role = clients[fd]?.role ?? "client"
    switch item {
    case .tooLong(let count):
      log("segue: channel: dropped a line from a \(role): \(ChannelCodec.Failure.tooLong(count))")
    case .line(let line):
      do throws(ChannelCodec.Failure) {
        switch try ChannelCodec.decode(line) {
        case .hello(let name): clients[fd]?.role = name
        case .command(let command): onCommand(command)
        case .deck, .position, .live, .bye: break  // a client has nothing to announce
        }
      } catch {
        log("segue: channel: dropped a message from a \(role): \(error)")
      }
    }
  }

  private func send(_ line: [UInt8], to fd: Int32) {
    guard var client = clients[fd] else { return }
    client.outbox += line
    guard let written = UnixSocket.write(fd, client.outbox[...]) else {
      disconnect(fd)
      return
    }
    client.outbox.removeFirst(written)
    if client.outbox.count > Self.maximumBacklog {
      log("segue: channel: disconnected a \(client.role) that stopped reading")
      disconnect(fd)
      return
    }
    clients[fd] = client
    if !client.outbox.isEmpty { scheduleRetry() }
  }

  /// Flushes the outboxes again soon: the loop polls for input only, so a full socket is
  /// retried on a timer rather than waited on.
  private func scheduleRetry() {
    guard retryTimer == nil, let loop else { return }
    retryTimer = loop.schedule(at: loop.clock() + Self.retryMilliseconds) { [unowned self] _ in
      retryTimer = nil
      for (fd, client) in clients where !client.outbox.isEmpty { send([], to: fd) }
    }
  }

  private func disconnect(_ fd: Int32, fromLoop: Bool = true) {
    guard let client = clients.removeValue(forKey: fd) else { return }
    if fromLoop, let id = client.loopID { loop?.remove(id) }
    Glibc.close(fd)
    listen()  // a descriptor is free: a paused listener may take a connection again
  }

  /// Removes a socket file nobody listens at (its presenter was killed with SIGKILL).
  private static func unlinkStale(_ path: String) {
    if let fd = try? UnixSocket.connect(to: path) {
      Glibc.close(fd)
    } else {
      unlink(path)
    }
  }
}
