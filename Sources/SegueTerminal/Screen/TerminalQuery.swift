import CNcursesw
import Glibc
import SegueRender

/// Asks the terminal, before ncurses takes it, which graphics it has; waits a short time.
///
/// The terminal is put in raw mode without echo for the wait (so the answers are neither
/// shown nor line-buffered), the queries are written to standard output, and standard input
/// is read until the DA1 reply (which every terminal that answers at all sends last) or
/// the timeout. Keys typed in that moment are dropped. A reply that comes later arrives as
/// input and `KeyDecoder` drops it (APC and `CSI ?… c` are never keys).
public enum TerminalQuery {
  /// The longest start-up waits for a terminal that does not answer.
  public static let timeoutMilliseconds = 100

  /// The terminal's answers (an empty reply when it gave none in time, or input or output is
  /// not a terminal).
  public static func askGraphics(timeoutMilliseconds: Int = timeoutMilliseconds) -> GraphicsReply {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return GraphicsReply() }
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return GraphicsReply() }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    guard writeAll(GraphicsReply.query, to: STDOUT_FILENO) else { return GraphicsReply() }
    let bytes = readReplies(from: STDIN_FILENO, timeoutMilliseconds: timeoutMilliseconds)
    return GraphicsReply.read(bytes)
  }

  /// Reads until the replies are complete or the time is up.
  static func readReplies(from descriptor: Int32, timeoutMilliseconds: Int) -> [UInt8] {
    let deadline = now() + timeoutMilliseconds
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !GraphicsReply.isComplete(bytes), bytes.count < 16_384 {
      let left = deadline - now()
      guard left > 0 else { break }
      var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&wait, 1, Int32(left))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { break }
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// The size of a cell in pixels from the terminal's window size (`fallback` when the
  /// terminal does not give its pixel size).
  public static func cellPixels(columns: Int, rows: Int) -> CellPixels {
    var width: Int32 = 0
    var height: Int32 = 0
    guard columns > 0, rows > 0, segue_window_pixels(STDOUT_FILENO, &width, &height) == 0,
      width > 0, height > 0
    else { return .fallback }
    return CellPixels(
      width: max(1, Int(width) / columns), height: max(1, Int(height) / rows))
  }

  /// Writes all of `bytes` (a terminal may take them in pieces); false when it would not.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  private static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}
