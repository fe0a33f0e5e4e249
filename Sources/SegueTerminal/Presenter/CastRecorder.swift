import Glibc
import SegueRender

/// Writes a live presentation to an asciicast v2 file as it happens: `segue present --record`.
///
/// Each event goes to the file with its own `write(2)` the moment it happens, never held in a
/// buffer of ours, so a crash or `kill -9` loses nothing the kernel was given: the file is a
/// valid recording up to the last whole line (a line cut by the kill is the only loss, and a
/// reader skips it). Times are microseconds since the recording started, from the monotonic
/// clock. A failed write stops the recording (the talk goes on) and keeps the reason for the
/// end of the talk.
public final class CastRecorder {
  private var fd: Int32
  private let start: Int
  private let clock: () -> Int
  /// Why the recording stopped early, if it did.
  public private(set) var failure: String?

  /// Opens `path` (created or emptied) and writes the header for a screen of `size`.
  /// - Parameters:
  ///   - clock: monotonic microseconds (tests pass their own).
  ///   - timestamp: the start as Unix seconds, for the header.
  public convenience init(
    path: String, size: Size, title: String?, timestamp: Int?,
    clock: @escaping () -> Int = CastRecorder.monotonicMicroseconds
  ) throws(WriteError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw WriteError(reason: String(cString: strerror(errno))) }
    try self.init(descriptor: fd, size: size, title: title, timestamp: timestamp, clock: clock)
  }

  /// Writes to `descriptor`, opened by the caller (who checked what it is), which it now owns.
  public init(
    descriptor: Int32, size: Size, title: String?, timestamp: Int?,
    clock: @escaping () -> Int = CastRecorder.monotonicMicroseconds
  ) throws(WriteError) {
    fd = descriptor
    self.clock = clock
    start = clock()
    // A recording says what its frames are: at most the largest frame, however large the
    // window was (a player given 10000×10000 would make that screen).
    write(
      CastEvent.header(
        size: size.clamped(to: FrameLayout.maximumSize), title: title, timestamp: timestamp))
    if let failure { throw WriteError(reason: failure) }
  }

  deinit { close() }

  /// The screen now shows `canvas`.
  public func frame(_ canvas: Canvas) {
    write(CastEvent.output(at: elapsed, CastEvent.screen(canvas)))
  }

  /// The presenter pressed a key (or clicked).
  public func marker(_ label: String) {
    write(CastEvent.marker(at: elapsed, label))
  }

  /// The terminal has a new size.
  public func resize(to size: Size) {
    write(CastEvent.resize(at: elapsed, to: size.clamped(to: FrameLayout.maximumSize)))
  }

  /// Ends the recording: closes the file.
  public func close() {
    if fd >= 0 { _ = Glibc.close(fd) }
    fd = -1
  }

  private var elapsed: Int { clock() - start }

  private func write(_ line: String) {
    guard fd >= 0 else { return }
    let bytes = Array(line.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        failure = String(cString: strerror(errno))
        close()
        return
      }
      written += n
    }
  }

  /// Microseconds of the monotonic clock.
  public static func monotonicMicroseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1_000_000 + time.tv_nsec / 1000
  }
}
