#if canImport(Glibc)
  import Glibc
#endif

/// Decoded pixels held at once by all the threads of the process, within one budget.
///
/// Export draws frames on every core, and each may decode a picture: without a shared bound
/// two cores decoding two 36-megapixel images held twice the memory of one. A decode asks for
/// its pixels before stb allocates them and gives them back when its caller is done with them;
/// a thread whose pixels do not fit waits until they do. A request alone always goes ahead
/// (each image is within `ImageDecoder.pixelLimit`, the budget), so nothing waits forever.
/// A class with pthread's mutex and condition (at fixed addresses, as pthread requires): a
/// waiting thread sleeps, it does not spin. `held` and `peak` are read and written under it.
final class DecodeBudget: @unchecked Sendable {
  let limit: Int
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let freed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var held = 0
  private var peak = 0

  init(limit: Int) {
    self.limit = limit
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(freed, nil)
  }

  deinit {
    pthread_cond_destroy(freed)
    pthread_mutex_destroy(mutex)
    freed.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` while `pixels` of the budget are held for it, waiting first until they fit.
  func holding<T>(_ pixels: Int, _ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    while held > 0, held + pixels > limit { pthread_cond_wait(freed, mutex) }
    held += pixels
    peak = max(peak, held)
    pthread_mutex_unlock(mutex)
    defer {
      pthread_mutex_lock(mutex)
      held -= pixels
      pthread_cond_broadcast(freed)
      pthread_mutex_unlock(mutex)
    }
    return try body()
  }

  /// The most pixels held at once so far: tests check that it stays within `limit`.
  var peakHeld: Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return peak
  }
}
