/// A file as the kernel knows it, whatever name reached it: its device and inode.
///
/// Two names of one file (`a.rs`, `./a.rs`, a link, a hard link) give one identity, so a file
/// is read once however a deck spells it, and an output is never one of the inputs.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}

/// What a read of an included file found, from the open file: who it is, where it really is,
/// and its bytes when they were read.
public struct FileRead: Sendable, Equatable {
  public var identity: FileIdentity
  /// Where the opened file is, links, `.` and `..` resolved; nil when that cannot be told
  /// (the name changed since it was opened). What the outside rule judges.
  public var resolvedPath: String?
  /// The size of the file when it was opened.
  public var size: Int
  /// The bytes; nil when they were not read (the file was already read under another name,
  /// or it is larger than what the deck may still include).
  public var bytes: [UInt8]?

  public init(identity: FileIdentity, resolvedPath: String?, size: Int, bytes: [UInt8]?) {
    self.identity = identity
    self.resolvedPath = resolvedPath
    self.size = size
    self.bytes = bytes
  }
}

/// What a read may take: files already read are not read again, and a file larger than the
/// bytes left is not read at all.
public struct ReadAllowance: Sendable {
  public var known: Set<FileIdentity>
  public var bytes: Int

  public init(known: Set<FileIdentity> = [], bytes: Int = .max) {
    self.known = known
    self.bytes = bytes
  }
}

/// A file a deck reads besides itself, as loading it found it: what `check --json` lists and
/// what the outside rule (a deck's files stay in its tree) judges.
public struct IncludedFile: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case code, image, theme, markdown
  }

  /// The path as the deck's folder makes it (`talks/code/a.rs`).
  public var path: String
  public var kind: Kind
  /// Where the opened file really is; nil when that could not be told.
  public var resolvedPath: String?

  public init(path: String, kind: Kind, resolvedPath: String?) {
    self.path = path
    self.kind = kind
    self.resolvedPath = resolvedPath
  }
}
