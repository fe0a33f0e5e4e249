import SegueRender

#if canImport(Glibc)
  import Glibc
#endif

/// Opens the files Segue writes where a user names the path (`export -o`, a PNG page file,
/// `present --record`), by one rule.
///
/// A file is opened without blocking and without emptying it, then checked, then emptied:
/// - a regular file (or a new one) is written, unless it is one of the command's inputs;
/// - a character device (`/dev/null`, a terminal's `/dev/stdout`) is written;
/// - a FIFO or pipe only when `allowsPipe` and a process reads it already: opening one
///   without a reader would block forever, so that is refused at once (a recording never
///   goes to a pipe: a reader that stalls would freeze the talk);
/// - anything else (a block device, a folder) is refused.
/// With `followsLinks` false a symbolic link at `path` is refused instead of written through
/// (the page files of a PNG export, inside a folder that may hold anything).
enum OutputFile {
  static func open(
    _ path: String, inputs: InputFiles, allowsPipe: Bool, followsLinks: Bool = true
  ) throws(WriteError) -> Int32 {
    let flags = O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | (followsLinks ? 0 : O_NOFOLLOW)
    let fd = Glibc.open(path, flags, 0o644)
    guard fd >= 0 else { throw WriteError(reason: openFailure(path, errno, followsLinks)) }
    do throws(WriteError) {
      try check(fd, inputs: inputs, allowsPipe: allowsPipe)
    } catch {
      _ = Glibc.close(fd)
      throw error
    }
    return fd
  }

  /// Refuses what `fd` may not be; empties a regular file and makes writes blocking again.
  private static func check(_ fd: Int32, inputs: InputFiles, allowsPipe: Bool) throws(WriteError) {
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw WriteError(reason: Platform.describe(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      if let input = inputs.input(opened: fd) { throw WriteError(reason: "it is \(input.role)") }
      guard ftruncate(fd, 0) == 0 else { throw WriteError(reason: Platform.describe(errno)) }
    case S_IFCHR: break
    case S_IFIFO:
      guard allowsPipe else {
        throw WriteError(reason: "it is a FIFO: a recording goes to a regular file")
      }
    default:
      throw WriteError(reason: "not a regular file, a FIFO or a character device")
    }
    let mode = fcntl(fd, F_GETFL)
    guard mode >= 0, fcntl(fd, F_SETFL, mode & ~O_NONBLOCK) == 0 else {
      throw WriteError(reason: Platform.describe(errno))
    }
  }

  /// The reason an open failed, in the words of this rule where it has its own.
  private static func openFailure(_ path: String, _ code: Int32, _ followsLinks: Bool) -> String {
    var info = stat()
    if code == ENXIO, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK {
      return "not a regular file (a socket)"
    }
    if code == ENXIO { return "it is a FIFO that no process reads (it would wait forever)" }
    if code == ELOOP && !followsLinks {
      if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
        return "it is a symbolic link: a page file is never written through one"
      }
    }
    return Platform.describe(code)
  }
}
