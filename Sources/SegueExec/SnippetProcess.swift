import Glibc
import SegueRender

/// One running snippet: its processes in a group of their own, its stdout and stderr in one
/// pipe, and a small reaper process above them (`segue_spawn`) that ends and reaps the group
/// once the snippet's first process exits, and then exits with its status.
///
/// The caller drives it: `fileDescriptor` is non-blocking and can be polled beside the
/// keyboard, `read` takes what is there, `reap` collects the exit status, `stop` ends the
/// whole group. `runToEnd` does all of it for headless use (`segue check --exec`).
public final class SnippetProcess {
  /// How many processes the group may hold before it is stopped: a fork bomb is ended here,
  /// by the count its caller takes (the presenter on each tick, every 25 ms; `runToEnd` at
  /// each turn). RLIMIT_NPROC, set to 4 times this above what the user
  /// already runs, is the backstop (it counts all of a user's processes, and root outside a
  /// user namespace is exempt from it).
  public static let processLimit = 256

  /// The reaper, Segue's child: its exit status is the snippet's.
  public let pid: pid_t
  /// The snippet's process group (its first process's pid), which `stop` signals.
  public let group: pid_t
  /// The read end of the output pipe, non-blocking; -1 once the output ended.
  public private(set) var fileDescriptor: Int32
  /// The exit status once collected; `.running` until then.
  public private(set) var status = LiveOutput.Status.running
  /// Why the snippet was stopped by Segue, when it was (`more than 256 processes`).
  public private(set) var stopReason: String?
  /// One read's bytes, kept between reads.
  private var buffer = [UInt8](repeating: 0, count: 65536)

  init(pid: pid_t, group: pid_t, fileDescriptor: Int32) {
    self.pid = pid
    self.group = group
    self.fileDescriptor = fileDescriptor
  }

  deinit {
    stop()
    if fileDescriptor >= 0 { close(fileDescriptor) }
  }

  /// Reads what the pipe holds, up to `limit` bytes (a program that writes faster than its
  /// output is taken in would otherwise keep the caller reading for ever), passing each chunk
  /// to `body`; false once the output ended.
  @discardableResult
  public func read(upTo limit: Int = .max, _ body: (ArraySlice<UInt8>) -> Void) -> Bool {
    guard fileDescriptor >= 0 else { return false }
    var total = 0
    while total < limit {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        body(buffer[0..<count])
        total += count
        continue
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return true }
      close(fileDescriptor)
      fileDescriptor = -1
      return false
    }
    return true
  }

  /// Collects the exit status without waiting; the status, or `.running`. Once it is in, the
  /// reaper has ended and reaped the whole group.
  @discardableResult
  public func reap() -> LiveOutput.Status {
    guard status == .running else { return status }
    var raw: Int32 = 0
    if waitpid(pid, &raw, WNOHANG) == pid { status = Self.status(raw) }
    return status
  }

  /// Ends the whole process group: SIGTERM, then SIGKILL to whatever is left after a short
  /// grace; returns once the reaper reaped every member.
  public func stop() {
    guard status == .running else { return }
    kill(-group, SIGTERM)
    for _ in 0..<20 where reap() == .running {
      usleep(10_000)
    }
    guard status == .running else { return }
    kill(-group, SIGKILL)
    waitForReaper()
  }

  /// Stops the group when it holds more than `processLimit` processes; called at each
  /// poll, so a fork bomb is ended before it fills the process table.
  public func enforceProcessLimit() {
    guard status == .running, ProcessCensus.members(ofGroup: group) > Self.processLimit else {
      return
    }
    stopReason = "stopped: more than \(Self.processLimit) processes"
    kill(-group, SIGKILL)
    waitForReaper()
  }

  /// Runs until the snippet exits, or `timeout` seconds pass (then the group is stopped);
  /// `body` gets each chunk of output, to the pipe's end.
  public func runToEnd(timeout: Int, _ body: (ArraySlice<UInt8>) -> Void) {
    let deadline = Self.now() + Double(timeout)
    while reap() == .running {
      if Self.now() > deadline {
        stopReason = "stopped after \(timeout) seconds"
        stop()
        break
      }
      enforceProcessLimit()
      var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      if fileDescriptor >= 0 { _ = poll(&poller, 1, 20) } else { usleep(5_000) }
      // Bounded, so that the deadline is looked at even while a program writes without end.
      read(upTo: Self.readChunk, body)
    }
    readRest(body)
  }

  /// After the group ended: what it wrote is in the pipe (at most the pipe's capacity), read
  /// once; the pipe is then closed, since a writer still holding it left the group on purpose
  /// (`setsid`) and is no longer the snippet's.
  public func readRest(_ body: (ArraySlice<UInt8>) -> Void) {
    read(upTo: Self.pipeCapacity, body)
    if fileDescriptor >= 0 {
      close(fileDescriptor)
      fileDescriptor = -1
    }
  }

  /// One read's worth: what `runToEnd` takes between two looks at its deadline.
  static let readChunk = 64 * 1024
  /// What a pipe holds (Linux's default; Segue never enlarges it).
  static let pipeCapacity = 64 * 1024

  /// Waits for the reaper, which exits once the group is reaped (within two seconds).
  private func waitForReaper() {
    var raw: Int32 = 0
    while status == .running {
      let reaped = waitpid(pid, &raw, 0)
      if reaped == pid { status = Self.status(raw) }
      if reaped < 0 && errno != EINTR { break }
    }
  }

  static func status(_ raw: Int32) -> LiveOutput.Status {
    let signal = raw & 0x7F
    return signal == 0 ? .exited((raw >> 8) & 0xFF) : .killed(signal: signal)
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
