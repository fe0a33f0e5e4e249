import SegueTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// What Segue remembers between runs (the last position of each deck, its last rehearsal), in
/// `$XDG_STATE_HOME/segue/` (default `~/.local/state/segue/`).
///
/// The folder is made with mode 0700 and refused, as the speaker channel's is, when it is not
/// ours or others may enter it. Files are named by the deck's key (a hash of its canonical
/// path, `demo` for the built-in deck) and a kind (`KEY.position`, `KEY.rehearsal`), and each
/// also names its deck inside, so a collision of keys reads as "nothing saved". Writes go to a
/// temporary file that is renamed over the old one, so a reader never sees half a file; a
/// terminating signal removes it (`TemporaryOnSignal`), and one left by a process killed
/// outright is removed at the next start (`removeStaleTemporaries`). Reads take regular files
/// only, a few KB at most (Platform's rules).
enum StateFolder {
  /// The largest state file read: a rehearsal of a 20,000-slide deck fits.
  static let limit = 1 << 20

  enum Failure: Error, Equatable {
    /// No `XDG_STATE_HOME` and no `HOME`: there is nowhere to keep anything.
    case noHome
    case folder(String)
  }

  /// The folder for this environment; nil when neither variable gives an absolute path.
  static func folder(environment: (String) -> String? = Platform.environment) -> String? {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/segue" }
    if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.local/state/segue" }
    return nil
  }

  /// The folder, made (with its parents, 0700) if missing and checked to be private.
  static func prepared(environment: (String) -> String? = Platform.environment) throws(Failure)
    -> String
  {
    guard let folder = folder(environment: environment) else { throw .noHome }
    var parent = ""
    for part in folder.split(separator: "/").dropLast() {
      parent += "/" + part
      if mkdir(parent, 0o700) != 0 && errno != EEXIST {
        throw .folder("cannot create \(parent): \(Platform.describe(errno))")
      }
    }
    do {
      try ChannelAddress.prepare(folder: folder)
    } catch {
      throw .folder(error.description)
    }
    return folder
  }

  /// The folder to read saved state from, held to the rule writes are held to: nil when it
  /// is not there, and refused (`.folder`) when it is a link, another user's, or open to
  /// others, so what is read is never what another user put there.
  static func existing(environment: (String) -> String? = Platform.environment) -> Result<
    String?, Failure
  > {
    guard let folder = folder(environment: environment) else { return .success(nil) }
    do throws(ChannelAddress.Failure) {
      try ChannelAddress.check(folder: folder)
    } catch .missing {
      return .success(nil)
    } catch {
      return .failure(.folder(error.description))
    }
    return .success(folder)
  }

  /// The folder to read from, or nil after a warning saying why it is refused.
  static func readable(output: inout some CommandOutput) -> String? {
    switch existing() {
    case .success(let folder): return folder
    case .failure(.folder(let reason)):
      DiagnosticPrinter.warning("nothing saved is read: \(reason)", output: &output)
      return nil
    case .failure(.noHome): return nil
    }
  }

  /// The deck's key: the built-in demo, or the hash of the file's canonical path.
  static func key(deckPath: String?) -> String { ChannelAddress.key(deckPath: deckPath) }

  /// The canonical path of the deck as its files record it (`demo` for the built-in one).
  static func canonical(deckPath: String?) -> String {
    deckPath.map(ChannelAddress.absolute) ?? "demo"
  }

  static func file(_ folder: String, deckPath: String?, kind: String) -> String {
    "\(folder)/\(key(deckPath: deckPath)).\(kind)"
  }

  /// Replaces `path` with `text` at once: a temporary file (0600) in the same folder, renamed
  /// over it. Returns the reason on failure; the old file is then left as it was.
  static func write(_ text: String, to path: String) -> String? {
    let temporary = "\(path).\(getpid()).tmp"
    // A signal now (the terminal closed as the talk ends) removes it before the process goes.
    TemporaryOnSignal.shared.begin(temporary)
    defer { TemporaryOnSignal.shared.end() }
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { return Platform.describe(errno) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        let reason = Platform.describe(errno)
        close(fd)
        unlink(temporary)
        return reason
      }
      bytes = bytes.dropFirst(n)
    }
    close(fd)
    guard rename(temporary, path) == 0 else {
      let reason = Platform.describe(errno)
      unlink(temporary)
      return reason
    }
    return nil
  }

  /// What happened when a state file was read.
  enum Reading: Equatable {
    case missing
    case text(String)
    /// Not a regular file, too large or unreadable: why.
    case unusable(String)
  }

  static func read(_ path: String) -> Reading {
    switch Platform.readFile(path, limit: limit, follow: false) {
    case .success(let bytes): return .text(String(decoding: bytes, as: UTF8.self))
    case .failure(.missing): return .missing
    case .failure(.isDirectory): return .unusable("a folder, not a file")
    case .failure(.notRegular(let kind)): return .unusable("\(kind), not a file")
    case .failure(.tooLarge(let limit)):
      return .unusable("larger than \(Platform.describe(bytes: limit))")
    case .failure(.unreadable(let reason)): return .unusable(reason)
    case .failure(.systemFile(let fileSystem)): return .unusable("on \(fileSystem)")
    }
  }
}
