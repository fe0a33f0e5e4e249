import SegueCore
import SegueRender

/// Where the presenter's deck comes from, and how to tell that it changed.
public struct DeckSource: Sendable {
  /// The name shown in messages (the path as given, or `demo`).
  public var name: String
  /// Reads and parses the deck; a failure to read is one error diagnostic.
  public var load: @Sendable () -> Result<DeckLoad, Diagnostic>
  /// Something that changes when the file does (size, mtime, inode); nil for a built-in deck.
  public var stamp: (@Sendable () -> FileStamp?)?

  public init(
    name: String, load: @escaping @Sendable () -> Result<DeckLoad, Diagnostic>,
    stamp: (@Sendable () -> FileStamp?)? = nil
  ) {
    self.name = name
    self.load = load
    self.stamp = stamp
  }
}

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

/// A theme file the presenter watches: edits restyle the slides live; a broken edit keeps the
/// last good theme under a banner.
public struct ThemeSource: Sendable {
  /// Loads the theme again.
  public var load: @Sendable () -> Result<Theme, ThemeError>
  public var stamp: @Sendable () -> FileStamp?

  public init(
    load: @escaping @Sendable () -> Result<Theme, ThemeError>,
    stamp: @escaping @Sendable () -> FileStamp?
  ) {
    self.load = load
    self.stamp = stamp
  }
}
