/// What `stat` says about a file, compared to notice edits (editors often replace the file).
public struct FileStamp: Equatable, Sendable {
  public var size: Int
  public var modified: Int
  public var modifiedNanoseconds: Int
  public var inode: UInt

  public init(size: Int, modified: Int, modifiedNanoseconds: Int, inode: UInt) {
    self.size = size
    self.modified = modified
    self.modifiedNanoseconds = modifiedNanoseconds
    self.inode = inode
  }
}

/// What a watched file is to a deck session.
public enum WatchedFile: Hashable, Sendable {
  /// The deck itself.
  case deck
  /// A file the theme was read from.
  case theme
}

/// Notices edits of the files a deck session shows (`DeckFiles`): the deck, the files it
/// shows, and the theme's files.
///
/// Stamps are compared at every `check` (the event loop calls it on a timer; there is nothing
/// to register with the kernel). A change is reported once the new stamp has held for one
/// check, so a file caught half-written by an editor is never read; a file that disappears is
/// a change too (its stamp becomes nil). Each change is reported once.
public struct FileWatcher: Sendable {
  /// How often the event loop checks.
  public static let intervalMilliseconds = 100

  struct Watch: Sendable {
    var path: String
    var kind: WatchedFile
    var last: FileStamp?
    var pending: FileStamp??
  }

  /// `stat`, injected so tests decide what the files look like.
  public var stamp: @Sendable (String) -> FileStamp?
  private(set) var watches: [Watch] = []
  /// Kinds the next check reports whatever the stamps say (`recheck`).
  private var due: Set<WatchedFile> = []

  public init(stamp: @escaping @Sendable (String) -> FileStamp?) {
    self.stamp = stamp
  }

  /// The paths watched, in the order they were added.
  public var paths: [String] { watches.map(\.path) }

  /// Watches `paths` as files of `kind`, instead of the ones watched for it so far; a path
  /// already watched keeps its last stamp, so re-adding it reports nothing.
  public mutating func watch(_ paths: [String], as kind: WatchedFile) {
    let kept = watches.filter { $0.kind == kind && paths.contains($0.path) }
    watches.removeAll { $0.kind == kind }
    for path in paths {
      watches.append(
        kept.first { $0.path == path } ?? Watch(path: path, kind: kind, last: stamp(path)))
    }
  }

  /// Reports `kind` as changed at the next check although no stamp changed: a read that
  /// failed for want of descriptors is tried again then, not at the next save.
  public mutating func recheck(_ kind: WatchedFile) {
    due.insert(kind)
  }

  /// Looks at every file once; the kinds of the files whose change has now held for a check.
  public mutating func check() -> Set<WatchedFile> {
    var changed = due
    due = []
    for index in watches.indices {
      let now = stamp(watches[index].path)
      if now == watches[index].last {
        watches[index].pending = nil
      } else if watches[index].pending == .some(now) {
        watches[index].last = now
        watches[index].pending = nil
        changed.insert(watches[index].kind)
      } else {
        watches[index].pending = .some(now)
      }
    }
    return changed
  }
}
