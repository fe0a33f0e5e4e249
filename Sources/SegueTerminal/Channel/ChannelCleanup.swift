#if canImport(Glibc)
  import Glibc
#endif

/// Removes the presenter's socket file from the signal handlers, so no exit path leaves it.
///
/// A quit closes the server normally (`ChannelServer.close`); SIGTERM, SIGHUP, SIGINT,
/// SIGQUIT, a crash and `exit()` go through `TerminalSignals`, which calls `unlinkFromHandler`.
/// The path is kept as a C string allocated outside any handler, and `unlink` is
/// async-signal-safe.
enum ChannelCleanup {
  nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?

  static func register(_ socketPath: String) {
    unregister()
    path = strdup(socketPath)
  }

  static func unregister() {
    let old = path
    path = nil
    free(old)
  }

  static func unlinkFromHandler() {
    if let path { unlink(path) }
  }
}
