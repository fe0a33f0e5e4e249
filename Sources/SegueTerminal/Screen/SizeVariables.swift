import CNcursesw
import SegueRender

#if canImport(Glibc)
  import Glibc
#endif

/// Starts ncurses at a clamped size when the window is past the largest frame.
///
/// ncurses reads the window's size itself when it starts (`newterm`) and again at the first
/// refresh after `endwin` (which `TerminalScreen.draw` does once); at 10000×10000 cells its
/// three screens would take gigabytes before a frame is drawn. Given `LINES` and `COLUMNS`,
/// with `use_env(true)` and `use_tioctl(false)`, it takes those instead. They are set only
/// for such a window and given back as they were after the first draw; every later size
/// comes from `TerminalScreen.adoptWindowSize`, already clamped.
struct SizeVariables {
  private var saved: [(name: String, value: String?)]

  /// Sets the variables to `clamp(window)` when that is smaller than `window`; nil (nothing
  /// set) otherwise. Must run before `newterm`.
  static func clamp(window: Size?, to clamp: (Size) -> Size) -> SizeVariables? {
    guard let window, clamp(window) != window else { return nil }
    let drawn = clamp(window)
    let names = ["LINES", "COLUMNS"]
    let variables = SizeVariables(
      saved: names.map { name in (name, getenv(name).map { String(cString: $0) }) })
    setenv("LINES", String(drawn.height), 1)
    setenv("COLUMNS", String(drawn.width), 1)
    use_env(true)
    use_tioctl(false)
    return variables
  }

  /// Gives the variables their earlier values (or removes them).
  func restore() {
    for (name, value) in saved {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
  }
}
