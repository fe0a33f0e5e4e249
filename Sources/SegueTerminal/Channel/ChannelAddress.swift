#if canImport(Glibc)
  import Glibc
#endif

/// Where presenters' sockets live and how they are named, so `segue notes talk.md` finds the
/// presenter of `talk.md`.
///
/// The folder is `$XDG_RUNTIME_DIR/segue/`, or `/tmp/segue-$UID/` when that is unset; it is
/// created with mode 0700 and refused when it is a link, not ours, or others may enter it
/// (another user could have made it first in `/tmp`). The presenter and the views apply the
/// same check (`check(folder:)`): a view never connects through a folder the presenter would
/// refuse. A socket is `STEM.KEY.PID.sock`: the deck's file name (for people), a hash of its
/// absolute path (for finding it), the presenter's process id (so two presenters of one deck do
/// not collide).
public enum ChannelAddress {
  /// One presenter's socket found in the folder.
  public struct Entry: Sendable, Equatable {
    public var path: String
    public var stem: String
    public var key: String
    public var pid: Int32
  }

  public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotCreate(String, String)
    /// The folder does not exist (a view: no presenter has run).
    case missing(String)
    case unsafeFolder(String, String)

    public var description: String {
      switch self {
      case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
      case .missing(let path): "\(path) does not exist"
      case .unsafeFolder(let path, let reason): "\(path) is not private (\(reason)); refusing it"
      }
    }
  }

  /// The socket folder for this environment and user.
  public static func folder(environment: (String) -> String?, user: uid_t = getuid()) -> String {
    if let runtime = environment("XDG_RUNTIME_DIR"), runtime.hasPrefix("/") {
      return runtime + "/segue"
    }
    return "/tmp/segue-\(user)"
  }

  /// Creates the folder (mode 0700) if missing; checks it is a real folder, ours, private.
  public static func prepare(folder: String) throws(Failure) {
    if mkdir(folder, 0o700) != 0 && errno != EEXIST {
      throw .cannotCreate(folder, String(cString: strerror(errno)))
    }
    do throws(Failure) {
      try check(folder: folder)
    } catch .missing {
      throw .cannotCreate(folder, String(cString: strerror(ENOENT)))
    }
  }

  /// Checks that `folder` is a folder itself (not a link to one), owned by `user`, that no one
  /// else may enter or write to: otherwise another user could have made it, and listen there
  /// as the presenter (a view) or read the talk's commands (the presenter).
  public static func check(folder: String, user: uid_t = getuid()) throws(Failure) {
    var info = stat()
    guard lstat(folder, &info) == 0 else {
      if errno == ENOENT { throw .missing(folder) }
      throw .cannotCreate(folder, String(cString: strerror(errno)))
    }
    let type = info.st_mode & S_IFMT
    guard type != S_IFLNK else { throw .unsafeFolder(folder, "a symbolic link") }
    guard type == S_IFDIR else { throw .unsafeFolder(folder, "not a folder") }
    guard info.st_uid == user else {
      throw .unsafeFolder(folder, "owned by user \(info.st_uid), not \(user)")
    }
    guard info.st_mode & 0o077 == 0 else {
      throw .unsafeFolder(folder, "mode \(String(info.st_mode & 0o777, radix: 8))")
    }
  }

  /// The key of a deck: a hash of its absolute path, or `demo` for the built-in deck.
  public static func key(deckPath: String?) -> String {
    guard let deckPath else { return "demo" }
    return DeckHash.hex(DeckHash.fnv1a(absolute(deckPath).utf8))
  }

  /// The socket's name for a presenter of `deckPath` (nil: the demo) running as `pid`.
  public static func socketName(deckPath: String?, pid: Int32) -> String {
    "\(stem(deckPath)).\(key(deckPath: deckPath)).\(pid).sock"
  }

  /// The presenters whose sockets are in `names` (a folder listing), optionally only those
  /// of one deck.
  public static func entries(in folder: String, names: [String], deckPath: String?? = nil)
    -> [Entry]
  {
    let wanted = deckPath.map { key(deckPath: $0) }
    return names.compactMap { name -> Entry? in
      let parts = name.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count >= 4, parts.last == "sock", let pid = Int32(parts[parts.count - 2])
      else { return nil }
      let key = String(parts[parts.count - 3])
      let stem = parts[0..<(parts.count - 3)].joined(separator: ".")
      guard wanted == nil || wanted == key else { return nil }
      return Entry(path: folder + "/" + name, stem: stem, key: key, pid: pid)
    }
  }

  /// The file name, kept to letters, digits, `-` and `_` (others become `_`), at most 32.
  static func stem(_ deckPath: String?) -> String {
    guard let deckPath else { return "demo" }
    let name = deckPath.split(separator: "/").last.map(String.init) ?? "deck"
    let base = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    let kept = base.unicodeScalars.prefix(32).map { scalar -> Character in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || scalar == "-" || scalar == "_")
        ? Character(scalar) : "_"
    }
    return kept.isEmpty ? "deck" : String(kept)
  }

  /// The path made absolute and resolved (`realpath`), or as given when it cannot be.
  public static func absolute(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else {
      guard !path.hasPrefix("/") else { return path }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
      guard getcwd(&buffer, buffer.count) != nil else { return path }
      return String(cString: buffer) + "/" + path
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
