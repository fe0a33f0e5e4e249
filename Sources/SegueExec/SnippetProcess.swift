import Glibc
import SegueRender

/// One running snippet: a child in its own process group, its stdout and stderr in one pipe.
///
/// The caller drives it: `fileDescriptor` is non-blocking and can be polled beside the
/// keyboard, `read` takes what is there, `reap` collects the exit status, `stop` ends the
/// whole group. `runToEnd` does all of it for headless use (`segue check --exec`).
public final class SnippetProcess {
  /// How many processes the group may hold before it is stopped: a fork bomb is ended here,
  /// by the count taken at each poll. RLIMIT_NPROC, set to 4 times this above what the user
  /// already runs, is the backstop (it counts all of a user's processes, and root outside a
  /// user namespace is exempt from it).
  public static let processLimit = 256

  public let pid: pid_t
  /// The read end of the output pipe, non-blocking; -1 once the output ended.
  public private(set) var fileDescriptor: Int32
  /// The exit status once collected; `.running` until then.
  public private(set) var status = LiveOutput.Status.running
  /// Why the snippet was stopped by Segue, when it was (`more than 256 processes`).
  public private(set) var stopReason: String?
  /// Set once every member of the group was killed and reaped: the group id may then be
  /// reused by an unrelated process, so no signal is sent to it again.
  private var groupEnded = false
  /// One read's bytes, kept between reads.
  private var buffer = [UInt8](repeating: 0, count: 65536)

  init(pid: pid_t, fileDescriptor: Int32) {
    self.pid = pid
    self.fileDescriptor = fileDescriptor
  }

  deinit {
    if !groupEnded { stop() }
    if fileDescriptor >= 0 { close(fileDescriptor) }
  }

  /// Reads what the pipe holds, passing each chunk to `body`; false once the output ended.
  @discardableResult
  public func read(_ body: (ArraySlice<UInt8>) -> Void) -> Bool {
    guard fileDescriptor >= 0 else { return false }
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        body(buffer[0..<count])
        continue
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return true }
      close(fileDescriptor)
      fileDescriptor = -1
      return false
    }
  }

  /// Collects the exit status without waiting; the status, or `.running`.
  @discardableResult
  public func reap() -> LiveOutput.Status {
    guard status == .running else { return status }
    var raw: Int32 = 0
    if waitpid(pid, &raw, WNOHANG) == pid { status = Self.status(raw) }
    return status
  }

  /// Ends the whole process group: SIGTERM, then SIGKILL to whatever is left after a short
  /// grace, then every member that became Segue's child is reaped.
  public func stop() {
    guard !groupEnded else { return }
    kill(-pid, SIGTERM)
    for _ in 0..<20 where reap() == .running {
      usleep(10_000)
    }
    kill(-pid, SIGKILL)
    reapGroup()
  }

  /// Stops the group when it holds more than `processLimit` processes; called at each
  /// poll, so a fork bomb is ended before it fills the process table.
  public func enforceProcessLimit() {
    guard !groupEnded, ProcessCensus.members(ofGroup: pid) > Self.processLimit else {
      return
    }
    stopReason = "stopped: more than \(Self.processLimit) processes"
    kill(-pid, SIGKILL)
    reapGroup()
  }

  /// Runs until the child exits, or `timeout` seconds pass (then the group is stopped);
  /// `body` gets each chunk of output. What the child left running in its group when it
  /// exited is ended with it, so a background process cannot hold the run open.
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
      read(body)
    }
    endGroup(body)
  }

  /// Once the child exited: ends what it left running in its group (a background process
  /// must not hold the snippet open) and reads the rest of the pipe, up to its end.
  public func endGroup(_ body: (ArraySlice<UInt8>) -> Void) {
    if !groupEnded {
      kill(-pid, SIGKILL)
      reapGroup()
    }
    while fileDescriptor >= 0 {
      var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&poller, 1, 1000)
      read(body)
    }
  }

  /// Reaps the child and every member of the group that is Segue's child (orphans come back
  /// to Segue: it is their subreaper). Called after SIGKILL, so waiting ends.
  private func reapGroup() {
    var raw: Int32 = 0
    while true {
      let reaped = waitpid(-pid, &raw, 0)
      if reaped == pid, status == .running { status = Self.status(raw) }
      if reaped > 0 || (reaped < 0 && errno == EINTR) { continue }
      break
    }
    groupEnded = true
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
