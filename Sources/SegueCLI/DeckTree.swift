import SegueCore
import SegueRender
import SegueTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Where a deck's files may come from without a word: its tree.
///
/// A deck is a document someone else may have written, and what its `file` blocks and images
/// show goes into exports that get shared: `path: ~/.ssh/id_rsa` in a downloaded deck would
/// publish the key. A deck's tree is the git work tree it lives in (the nearest folder above
/// it with a `.git` folder or file), else its own folder; so `../src/main.rs` in a talk kept
/// beside its code is ordinary. A file outside is shown, but `check` lists it, `export`
/// refuses it without `--allow-outside`, and the presenter names it on exit. Judged on where
/// the opened file really is (`FileRead.resolvedPath`), so `../` and links cannot leave the
/// tree unseen; a file whose place cannot be told counts as outside.
struct DeckTree: Sendable {
  /// The tree's folder, resolved (`realpath`).
  let root: String
  /// The user's home folder, resolved, whose hidden entries no tree holds.
  var home: String? = DeckTree.homeFolder

  /// A tree at `root` (resolved) for a user whose home is `home`.
  init(root: String, home: String?) {
    self.root = root
    self.home = home
  }

  /// The tree of the deck at `deckPath` (as given: relative paths in it start from its folder).
  init(deckPath: String) {
    let folder = deckPath.lastIndex(of: "/").map { String(deckPath[...$0]) } ?? "."
    let start = Platform.canonicalPath(folder) ?? ChannelAddress.absolute(folder)
    var candidate = start
    while true {
      if Platform.entryExists(candidate + "/.git") {
        root = candidate
        return
      }
      guard candidate != "/", let slash = candidate.lastIndex(of: "/") else { break }
      candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
    }
    root = start
  }

  /// Whether the file really at `resolved` is in the tree (nil: where it is cannot be told).
  ///
  /// Two places are never part of a tree, because a deck saved there (a download into the
  /// home folder, a deck at `/` in a container) would otherwise make every secret its tree:
  /// the hidden entries of the home folder (`~/.ssh`, `~/.aws`, `~/.config`, `~/.netrc` …,
  /// unless the tree is itself inside that entry), and everything when the tree is `/`.
  func contains(_ resolved: String?) -> Bool {
    guard let resolved, root != "/", resolved.hasPrefix(root + "/") else { return false }
    guard let hidden = hiddenHomeEntry(of: resolved) else { return true }
    return root == hidden || root.hasPrefix(hidden + "/")
  }

  /// The hidden entry of the home folder `path` is in (`/home/ann/.ssh` for
  /// `/home/ann/.ssh/id_rsa`), if it is in one.
  func hiddenHomeEntry(of path: String) -> String? {
    guard let home, path.hasPrefix(home + "/.") else { return nil }
    let rest = path.dropFirst(home.count + 1)
    return home + "/" + (rest.split(separator: "/", maxSplits: 1).first.map(String.init) ?? "")
  }

  /// The user's home folder, resolved: `$HOME`, else the password database's.
  static let homeFolder: String? = {
    let named =
      Platform.environment("HOME")
      ?? getpwuid(getuid()).flatMap { String(cString: $0.pointee.pw_dir) }
    return named.flatMap(Platform.canonicalPath).flatMap { $0 == "/" ? nil : $0 }
  }()

  /// Every file the deck reads: its code files and images, and the theme files the deck
  /// itself named, each with whether it is outside the tree. Theme files in the user's own
  /// theme folder, or named by `--theme`, are the user's choice, never outside.
  func files(of load: DeckLoad, theme: ThemeResolution?) -> [(file: IncludedFile, outside: Bool)] {
    var listed = load.readFiles.map { ($0, !contains($0.resolvedPath)) }
    guard let theme else { return listed }
    let userFolder = ThemeSelection.userDirectory.flatMap(Platform.canonicalPath)
    // Files of the chain that were not read (missing, a device) are no one's content.
    for path in theme.files where Platform.isRegularFile(path) {
      let resolved = Platform.canonicalPath(path)
      let own =
        theme.origin != .deck
        || userFolder.map { folder in resolved?.hasPrefix(folder + "/") == true } == true
      listed.append(
        (
          IncludedFile(path: path, kind: .theme, resolvedPath: resolved),
          !own && !contains(resolved)
        ))
    }
    return listed
  }

  /// The files of `files(of:theme:)` outside the tree, one line each (`/etc/passwd (code)`).
  func outsideLines(of load: DeckLoad, theme: ThemeResolution?) -> [String] {
    files(of: load, theme: theme).filter(\.outside).map { entry in
      DiagnosticFormatter.shown(entry.file.resolvedPath ?? entry.file.path)
        + " (\(entry.file.kind.rawValue))"
    }
  }
}
