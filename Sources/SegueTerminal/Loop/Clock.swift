#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic milliseconds, for timeouts and animation.
public enum Clock {
  public static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}
