import Foundation
import SegueCore
import SegueTestSupport
import Testing

@testable import SegueCLI

/// Files from outside a deck's tree (its git work tree, else its folder) are announced:
/// `check` lists them, `check --json` lists every file read, and `export` refuses them
/// without `--allow-outside`, so sharing a downloaded deck never publishes `/etc/passwd`.
@Suite struct OutsideTreeTests {
  func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func block(showing path: String) -> String { "# Code\n\n```file\npath: \(path)\n```\n" }

  @Test func etcPasswdIsListedAndItsExportRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    try write(block(showing: "/etc/passwd"), to: talk.deck)
    let root = try #require(Platform.canonicalPath(talk.root))
    let check = talk.run(["check", talk.deck])
    #expect(check.code == .success)
    #expect(
      check.err
        == "warning: /etc/passwd (code) is outside the deck's tree (\(root)); "
        + "'segue export' needs --allow-outside to include it\n")
    let json = talk.run(["check", "--json", talk.deck])
    #expect(
      json.out.contains(
        "\"files\": [\n    {\"path\": \"/etc/passwd\", \"kind\": \"code\", "
          + "\"resolved\": \"/etc/passwd\", \"outside\": true}\n  ],"))
    let export = talk.run(["export", talk.deck])
    #expect(export.code == .failure)
    #expect(export.out == "")
    #expect(
      export.err
        == "error: the deck reads a file outside its tree (\(root)), which the export would "
        + "publish:\n  /etc/passwd (code)\nIf that is meant, export again with --allow-outside\n")
    let allowed = talk.run(["export", talk.deck, "--allow-outside"])
    #expect(allowed.code == .success)
    #expect(allowed.out.contains("root:x:0:0"))
  }

  /// A talk kept beside its code: `../src/main.rs` is in the same git work tree (`.git` a
  /// folder, or a file as in a worktree), so nothing is said and the export goes ahead.
  @Test(arguments: [true, false])
  func codeBesideTheTalkInItsGitTreeIsOrdinary(gitFolder: Bool) throws {
    let scratch = try OutputTalkFolder()
    defer { scratch.remove() }
    let repo = scratch.root + "/repo"
    if gitFolder {
      try FileManager.default.createDirectory(
        atPath: repo + "/.git", withIntermediateDirectories: true)
    } else {
      try write("gitdir: /elsewhere/.git/worktrees/repo\n", to: repo + "/.git")
    }
    try write("fn main() {}\n", to: repo + "/src/main.rs")
    let deck = repo + "/talks/talk.md"
    try write(block(showing: "../src/main.rs"), to: deck)
    let check = scratch.run(["check", deck])
    #expect(check.err == "")
    let json = scratch.run(["check", "--json", deck])
    let resolved = try #require(Platform.canonicalPath(repo + "/src/main.rs"))
    #expect(
      json.out.contains(
        "{\"path\": \"\(repo)/talks/../src/main.rs\", \"kind\": \"code\", "
          + "\"resolved\": \"\(resolved)\", \"outside\": false}"))
    let export = scratch.run(["export", deck])
    #expect(export.code == .success)
    #expect(export.out.contains("fn main() {}"))
  }

  /// Without a git tree the deck's folder is the tree: `../` and a link leaving it are outside,
  /// judged where the file really is.
  @Test func dotDotAndLinksCannotLeaveTheTree() throws {
    let scratch = try OutputTalkFolder()
    defer { scratch.remove() }
    try write("secret\n", to: scratch.root + "/secret.txt")
    let deck = scratch.root + "/talks/talk.md"
    try write(block(showing: "../secret.txt") + block(showing: "link.txt"), to: deck)
    try #require(symlink(scratch.root + "/secret.txt", scratch.root + "/talks/link.txt") == 0)
    let export = scratch.run(["export", deck])
    #expect(export.code == .failure)
    let secret = try #require(Platform.canonicalPath(scratch.root + "/secret.txt"))
    #expect(export.err.contains("reads 2 files outside its tree"))
    #expect(export.err.contains("\n  \(secret) (code)\n  \(secret) (code)\n"))
  }

  @Test func imagesOutsideAreAnnouncedToo() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let other = try OutputTalkFolder()
    defer { other.remove() }
    try write("# Logo\n\n![logo](\(other.root)/logo.png)\n", to: talk.deck)
    let logo = try #require(Platform.canonicalPath(other.root + "/logo.png"))
    let export = talk.run(["export", talk.deck, "--format", "html"])
    #expect(export.code == .failure)
    #expect(export.err.contains("\n  \(logo) (image)\n"))
    #expect(
      talk.run(["export", talk.deck, "--format", "html", "--allow-outside"]).code == .success)
  }

  /// An export reads pictures again while drawing: without --allow-outside it reads them only
  /// from the tree, judged on the file opened, so a picture swapped for a link out of the tree
  /// after loading is a placeholder, not a published file.
  @Test func anExportDrawsPicturesOnlyFromTheTree() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let other = try OutputTalkFolder()
    defer { other.remove() }
    try write("# Logo\n", to: talk.deck)
    let tree = DeckTree(deckPath: talk.deck)
    try FileManager.default.createSymbolicLink(
      atPath: talk.root + "/pic.png", withDestinationPath: other.root + "/logo.png")
    guard case .failure(let problem) = ImageFileAccess.read(talk.root + "/pic.png", within: tree)
    else {
      Issue.record("a link out of the tree was read")
      return
    }
    #expect(problem.reason.contains("outside the deck's tree"))
    try FileManager.default.copyItem(
      atPath: other.root + "/logo.png", toPath: talk.root + "/own.png")
    #expect((try? ImageFileAccess.read(talk.root + "/own.png", within: tree).get()) != nil)
  }

  /// A file block added while presenting is read by the reload: the note after the talk names
  /// its file too, not only those of the first load.
  @Test func filesReadByAReloadAreNotedToo() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    try write("# Plain\n", to: talk.deck)
    let outside = OutsideFiles(tree: DeckTree(deckPath: talk.deck))
    let source = PresentCommand.fileSource(talk.deck, outside: outside)
    _ = source.load()
    #expect(outside.lines.isEmpty)
    try write(block(showing: "/etc/passwd"), to: talk.deck)
    _ = source.load()
    _ = source.load()
    #expect(outside.lines == ["/etc/passwd (code)"])
  }

  @Test func thePresenterNamesThemOnExit() {
    var output = CapturedOutput()
    PresentCommand.noteOutside(("/talks", ["/etc/passwd (code)"]), output: &output)
    #expect(
      output.stderr
        == "note: the deck read a file outside its tree (/talks):\n  /etc/passwd (code)\n")
  }
}

/// The two places no tree holds: the home folder's hidden entries (a deck downloaded into the
/// home folder must not make `~/.ssh` its tree) and everything, when the tree is `/`.
@Suite struct DeckTreeHomeTests {
  func tree(root: String) -> DeckTree {
    DeckTree(root: root, home: "/home/ann")
  }

  @Test func theHomeFoldersHiddenEntriesAreOutsideATreeAtHome() {
    let home = tree(root: "/home/ann")
    #expect(home.contains("/home/ann/pictures/cat.png"))
    #expect(!home.contains("/home/ann/.ssh/id_rsa"))
    #expect(!home.contains("/home/ann/.netrc"))
    #expect(!home.contains("/home/ann/.config/gh/hosts.yml"))
    #expect(!home.contains("/etc/passwd"))
  }

  @Test func aTreeInsideAHiddenEntryHoldsItsOwnFiles() {
    let talks = tree(root: "/home/ann/.local/share/talks")
    #expect(talks.contains("/home/ann/.local/share/talks/src/main.rs"))
    #expect(!talks.contains("/home/ann/.ssh/id_rsa"))
  }

  @Test func aRepositoryDeeperInHomeKeepsItsOwnHiddenFolders() {
    let repo = tree(root: "/home/ann/code/demo")
    #expect(repo.contains("/home/ann/code/demo/.github/workflows/ci.yml"))
  }

  @Test func aTreeAtTheRootHoldsNothing() {
    let root = tree(root: "/")
    #expect(!root.contains("/talk.png"))
    #expect(!root.contains("/etc/shadow"))
  }
}
