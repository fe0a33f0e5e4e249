#if canImport(Glibc)
  import Glibc
#endif

/// A view's end of the channel: finds the presenter, connects, reads its messages, sends
/// commands, and when there is none (or it quits) says why and tries again.
///
/// It trusts only the user's own presenter: before each connection the folder must pass the
/// presenter's own check (`ChannelAddress.check`), and before anything is sent the process at
/// the other end must be the user's (`SO_PEERCRED`). Either failing is not a reason to wait:
/// another user is posing as the presenter, so `refused` is told why and nothing is sent.
///
/// Runs on the view's `EventLoop`: the socket is one more descriptor, and the retries are
/// timers, so the view never blocks on a presenter that is not there.
public final class ChannelClient {
  static let retryMilliseconds = 200

  private let folder: String
  private let deckPath: String?
  private let role: String
  private let loop: EventLoop
  private let report: (ViewerEvent) -> Void
  private let log: (String) -> Void
  /// Told why the folder or a presenter was refused; the view then ends with that error.
  public var refused: (String) -> Void = { _ in }
  private var fd: Int32 = -1
  private var isRefused = false
  private var sourceID: EventLoop.ID?
  private var reader = LineReader()
  private var lastWaiting: String?

  public init(
    folder: String, deckPath: String?, role: String, loop: EventLoop,
    log: @escaping (String) -> Void, report: @escaping (ViewerEvent) -> Void
  ) {
    self.folder = folder
    self.deckPath = deckPath
    self.role = role
    self.loop = loop
    self.log = log
    self.report = report
  }

  /// Tries to connect now, and keeps trying until it does.
  public func start() {
    if !connect() { retryLater() }
  }

  /// Sends a command; dropped when no presenter is connected.
  public func send(_ command: RemoteCommand) {
    guard fd >= 0 else { return }
    if UnixSocket.write(fd, ChannelCodec.encode(.command(command))[...]) == nil { lost() }
  }

  public func close() {
    if fd >= 0 { Glibc.close(fd) }
    fd = -1
  }

  /// Stops for good: a refusal is never retried.
  private func refuse(_ reason: String) {
    isRefused = true
    refused(reason)
  }

  private func retryLater() {
    guard !isRefused else { return }
    loop.schedule(at: loop.clock() + Self.retryMilliseconds) { [unowned self] _ in
      if fd < 0 && !isRefused && !connect() { retryLater() }
    }
  }

  /// Connects to the presenter of the deck (or the only one); false, after telling the view
  /// why, when there is none to connect to.
  private func connect() -> Bool {
    do throws(ChannelAddress.Failure) {
      try ChannelAddress.check(folder: folder)
    } catch .missing {
      // No presenter has made it yet: the listing below is empty, and the view waits.
    } catch {
      refuse("\(error)")
      return false
    }
    let entries = ChannelAddress.entries(
      in: folder, names: Self.list(folder), deckPath: deckPath.map { .some($0) })
    var live: [(ChannelAddress.Entry, Int32)] = []
    for entry in entries.sorted(by: { $0.pid > $1.pid }) {
      guard let socket = try? UnixSocket.connect(to: entry.path) else { continue }
      let owner = UnixSocket.peerUser(socket)
      guard owner == getuid() else {
        for (_, earlier) in live { Glibc.close(earlier) }
        Glibc.close(socket)
        refuse(
          "\(DiagnosticText.shown(entry.path)) is served by "
            + (owner.map { "user \($0)" } ?? "an unknown user")
            + ", not by you (user \(getuid())); refusing it")
        return false
      }
      live.append((entry, socket))
      if deckPath != nil { break }  // the newest presenter of this deck
    }
    if live.count == 1 {
      attach(live[0].1)
      return true
    }
    for (_, socket) in live { Glibc.close(socket) }
    let reason =
      live.isEmpty
      ? "No presenter \(deckPath.map { "of \(DiagnosticText.shown($0)) " } ?? "")is running."
      : "Several presenters are running: "
        + live.map { "\($0.0.stem) (pid \($0.0.pid))" }.joined(separator: ", ")
        + ". Name the deck: segue \(role) DECK"
    if reason != lastWaiting {
      lastWaiting = reason
      report(.waiting(reason))
    }
    return false
  }

  private func attach(_ socket: Int32) {
    fd = socket
    reader = LineReader()
    lastWaiting = nil
    _ = UnixSocket.write(fd, ChannelCodec.encode(.hello(role: role))[...])
    report(.connected)
    sourceID = loop.add(descriptor: fd) { [unowned self] in read() }
  }

  private func read() -> EventLoop.SourceStatus {
    while fd >= 0 {
      switch UnixSocket.read(fd) {
      case .wouldBlock: return .open
      case .closed:
        lost()
        return .closed
      case .bytes(let bytes):
        for item in reader.feed(bytes) { handle(item) }
      }
    }
    return .closed
  }

  private func handle(_ item: LineReader.Item) {
    switch item {
    case .tooLong(let count):
      log(
        "segue: channel: dropped a line from the presenter: \(ChannelCodec.Failure.tooLong(count))")
    case .line(let line):
      do throws(ChannelCodec.Failure) {
        report(.message(try ChannelCodec.decode(line)))
      } catch {
        log("segue: channel: dropped a message from the presenter: \(error)")
      }
    }
  }

  private func lost() {
    if let sourceID { loop.remove(sourceID) }
    sourceID = nil
    close()
    lastWaiting = "The presenter quit; waiting for it to start again…"
    report(.waiting(lastWaiting!))
    retryLater()
  }

  private static func list(_ folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".sock") { names.append(name) }
    }
    return names
  }
}

/// Text from outside (a path) made safe to show.
enum DiagnosticText {
  static func shown(_ text: String) -> String {
    String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
  }
}
