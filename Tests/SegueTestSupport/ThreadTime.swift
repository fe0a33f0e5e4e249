import Glibc

/// The CPU time of the calling thread, in seconds: what the linearity tests compare. Other
/// tests running at the same time move the wall clock (a ratio of two wall times went from 8x
/// to 33x under load), not this. Only for work done on the calling thread.
public enum ThreadTime {
  public static var now: Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
