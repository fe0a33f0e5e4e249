import CSpawn
import Glibc

/// Holds back what is written to standard error while the screen is open, and writes it out
/// once the terminal is given back.
///
/// Anything written to a terminal stderr while ncurses owns the screen would scribble over the
/// frame and then vanish with the alternate screen, including the one message that matters
/// most: Swift's `Fatal error: …` line, written just before the crash signal. So while the
/// screen is open, stderr (when it is a terminal) is a pipe; `end()` puts the real stderr back
/// and copies what the pipe holds to it. The pipe never blocks a writer: past its 64 KiB,
/// further output is dropped. `end()` is async-signal-safe, so the crash handler calls it
/// right after putting the terminal back.
enum ErrorOutputCapture {
  nonisolated(unsafe) static var savedDescriptor: Int32 = -1
  nonisolated(unsafe) static var reader: Int32 = -1
  nonisolated(unsafe) static var buffer: UnsafeMutableRawPointer?
  static let bufferSize = 4096

  /// Sets up what `end()` needs, outside any signal handler. Called once, when the signal
  /// handlers are installed.
  static func prepare() {
    _ = (savedDescriptor, reader)
    if buffer == nil {
      buffer = UnsafeMutableRawPointer.allocate(byteCount: bufferSize, alignment: 1)
    }
  }

  /// Points stderr at a pipe, when it is a terminal and not already captured.
  static func begin() {
    guard savedDescriptor < 0, isatty(STDERR_FILENO) == 1 else { return }
    var ends: [Int32] = [-1, -1]
    guard segue_pipe(&ends) == 0 else { return }
    let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0)
    guard saved >= 0 else {
      close(ends[0])
      close(ends[1])
      return
    }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    dup2(ends[1], STDERR_FILENO)
    close(ends[1])
    reader = ends[0]
    savedDescriptor = saved
  }

  /// Puts the real stderr back and writes out what was held back. Async-signal-safe.
  static func end() {
    guard savedDescriptor >= 0 else { return }
    let saved = savedDescriptor
    savedDescriptor = -1
    dup2(saved, STDERR_FILENO)
    close(saved)
    if let buffer {
      while true {
        let count = read(reader, buffer, bufferSize)
        guard count > 0 else { break }
        var written = 0
        while written < count {
          let result = write(STDERR_FILENO, buffer + written, count - written)
          if result < 0 && errno == EINTR { continue }
          guard result > 0 else { break }
          written += result
        }
      }
    }
    close(reader)
    reader = -1
  }
}
