import SegueCore

#if canImport(Glibc)
  import Glibc
#endif

/// The files a command reads, so that nothing it writes lands on one of them.
///
/// An output that names an input (the deck, a theme file of its `extends:` chain, a file a code
/// block shows, an image) would destroy it before it is read again, so outputs are refused
/// when they are one. Files are compared by identity (device and inode), not by name: a
/// symbolic link, a hard link or `/proc/self/cwd/deck.md` names the same file as `deck.md`.
struct InputFiles: Sendable {
  /// One file read, with what it is to the command, in words for a message.
  struct Entry: Sendable, Equatable {
    var path: String
    /// `the deck itself`, `a theme file the deck uses (th.yaml)`, …
    var role: String
  }

  private var entries: [FileIdentity: Entry] = [:]

  init() {}

  /// The deck, the theme files and the files the deck shows (code and images) of one load.
  init(deck: String?, themeFiles: [String], shownFiles: [String]) {
    if let deck { add(deck, role: "the deck itself") }
    for file in themeFiles { add(file, role: "a theme file in use (\(file))") }
    for file in shownFiles { add(file, role: "a file the deck shows (\(file))") }
  }

  /// Adds `path`; a file that is not there is no input (it was never read).
  mutating func add(_ path: String, role: String) {
    guard let identity = Self.identity(of: path), entries[identity] == nil else { return }
    entries[identity] = Entry(path: path, role: role)
  }

  /// The input at `path`, if it is one: what `-o` and `--record` are checked against before
  /// any work.
  func input(at path: String) -> Entry? {
    Self.identity(of: path).flatMap { entries[$0] }
  }

  /// The input an open file is, if it is one: the check made on the file actually opened, so
  /// a name that changed since the first check is still caught.
  func input(opened fd: Int32) -> Entry? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    return entries[FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))]
  }

  /// The identity of the file `path` names, following links; nil when there is none.
  static func identity(of path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}
