#if canImport(Glibc)
  import Glibc
#endif

/// One `poll` for everything the presenter waits on: readable file descriptors (the terminal,
/// the signal wake-up pipe, and later sockets and child processes' pipes) and timers.
///
/// Whoever owns a descriptor registers it with a closure that reads it; the loop only says
/// when. So a new event source is one `add(descriptor:)` call, and nothing else polls: a
/// loop buried in one source (as the terminal's input once was) cannot grow.
public final class EventLoop {
  /// Identifies a registered descriptor or timer, to remove it.
  public typealias ID = Int

  /// What a source says after it was read: keep watching it, or it is finished (end of file,
  /// a closed socket) and the loop forgets it.
  public enum SourceStatus: Sendable { case open, closed }

  private struct Source {
    var id: ID
    var descriptor: Int32
    var onReadable: () -> SourceStatus
  }

  private struct Timer {
    var id: ID
    var time: Int
    var fire: (Int) -> Void
  }

  private var sources: [Source] = []
  private var timers: [Timer] = []
  private var lastID = 0
  private var isStopped = false
  /// Monotonic milliseconds.
  public let clock: () -> Int

  public init(clock: @escaping () -> Int = Clock.now) {
    self.clock = clock
  }

  /// Calls `onReadable` whenever `descriptor` has something to read (or hung up).
  @discardableResult
  public func add(descriptor: Int32, onReadable: @escaping () -> SourceStatus) -> ID {
    lastID += 1
    sources.append(Source(id: lastID, descriptor: descriptor, onReadable: onReadable))
    return lastID
  }

  /// Calls `fire` with the time once the clock reaches `time` (milliseconds on `clock`).
  @discardableResult
  public func schedule(at time: Int, _ fire: @escaping (Int) -> Void) -> ID {
    lastID += 1
    timers.append(Timer(id: lastID, time: time, fire: fire))
    return lastID
  }

  /// Forgets a descriptor or a timer that has not fired.
  public func remove(_ id: ID) {
    sources.removeAll { $0.id == id }
    timers.removeAll { $0.id == id }
  }

  /// When the next timer is due, if one is scheduled.
  public var nextTimer: Int? { timers.map(\.time).min() }

  /// Ends `run` after the callback that is running.
  public func stop() { isStopped = true }

  /// Turns until `stop()` or until nothing is left to wait for.
  public func run() {
    isStopped = false
    while !isStopped && !(sources.isEmpty && timers.isEmpty) { turn() }
  }

  /// One turn: the timers that are due fire (earliest first); when none was due, waits for a
  /// descriptor or the next timer and reads what became readable. Returns at once when
  /// nothing is registered.
  public func turn() {
    let now = clock()
    let due = timers.filter { $0.time <= now }.sorted { ($0.time, $0.id) < ($1.time, $1.id) }
    if !due.isEmpty {
      for id in due.map(\.id) where !isStopped {
        // An earlier callback may have removed this one (a redraw cancels an animation).
        guard let index = timers.firstIndex(where: { $0.id == id }) else { continue }
        timers.remove(at: index).fire(now)
      }
      return
    }
    guard !sources.isEmpty || !timers.isEmpty else { return }  // nothing would ever wake it
    let timeout = nextTimer.map { max(0, $0 - now) } ?? -1
    var descriptors = sources.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: timeout))
    guard ready > 0 else { return }  // a timeout, or a signal (EINTR): the next turn sees
    let readable = zip(sources, descriptors).filter { $0.1.revents != 0 }.map(\.0)
    for source in readable where !isStopped && sources.contains(where: { $0.id == source.id }) {
      if source.onReadable() == .closed { remove(source.id) }
    }
  }
}
