import Foundation
import SegueCore
import SegueRender
import SegueTestSupport
import Testing

@testable import SegueCLI
@testable import SegueTerminal

/// Live reload under hostile changes, on a real disk: the presented deck's path (or its
/// theme's) becomes a special file, disappears, empties or grows past the limit. The
/// presenter's state is driven as the event loop drives it — the watcher's stamps, the CLI's
/// own deck and theme reads — and after each change the last good slide stays under a banner
/// naming the problem, keys still page, and the good file back brings the deck back.
@Suite struct LiveReloadFileTests {
  /// A presenter over `Tests/Fixtures/files/talk.md`, copied to a folder of its own.
  struct Session {
    let folder: ThemeFileCommandTests.Folder
    var deckPath: String { folder.path + "/talk.md" }
    var themePath: String { folder.path + "/themes/talk.yaml" }
    let deckSource: DeckSource
    let resolver: ThemeResolver
    var state: PresenterState
    var watcher = FileWatcher(stamp: { Platform.stamp($0) })
    var screen: [String] = []

    init() throws {
      folder = try ThemeFileCommandTests.Folder()
      let path = folder.path + "/talk.md"
      deckSource = PresentCommand.fileSource(path)
      let load = try deckSource.load().get()
      resolver = ThemeSelection.resolver(option: nil, deckPath: path, honorsNoColor: false)
      let resolution = resolver.resolve(load.deck!, source: load.source)
      #expect(resolution.error == nil)
      state = PresenterState(
        deck: load.deck!, source: load.source, theme: resolution.theme,
        size: Size(width: 160, height: 14), transitions: false,
        deckChoosesTheme: resolver.deckChoosesTheme)
      watcher.watch([path], as: .deck)
      watcher.watch(resolution.files, as: .theme)
      send(.start)
    }

    var text: String { screen.joined(separator: "\n") }
    /// The top row without its margins: the segment bar, or a banner over it.
    var banner: String { (screen.first ?? "").trimmingCharacters(in: .whitespaces) }
    var footer: String { screen.last ?? "" }

    /// Carries out effects as `Presenter` does: reads through the CLI's own sources.
    mutating func send(_ event: PresenterEvent) {
      for effect in state.handle(event, at: 0) {
        switch effect {
        case .draw(let canvas): screen = canvas.lines()
        case .animate(let frames): screen = frames.last?.canvas.lines() ?? screen
        case .reloadDeck: send(.deckLoaded(PreparedDeck(deckSource.load())))
        case .reloadTheme(let deck, let source):
          let resolution = resolver.resolve(deck, source: source)
          watcher.watch(resolution.files, as: .theme)
          send(.themeResolved(resolution))
        case .schedule, .quit, .announce, .startLive, .stopLive, .typeLive, .resizeLive, .handOver,
          .moveLive,
          .renderDiagram:
          break
        }
      }
    }

    mutating func type(_ keys: String) { send(.bytes(Array(keys.utf8))) }

    /// Two watcher checks (a change is reported once it has held for one), each change sent
    /// the way the event loop sends it: the theme first.
    mutating func poll() {
      for _ in 0..<2 {
        let changed = watcher.check()
        for kind in [WatchedFile.theme, .deck] where changed.contains(kind) {
          send(.fileChanged(kind))
        }
      }
    }
  }

  /// What a file can become under the presenter.
  enum Change: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case fifo, deviceLink, directory, unixSocket, huge, symlinkLoop, deleted, emptied

    var testDescription: String { rawValue }

    /// The banner's text after `path:` (for a deck).
    var deckProblem: String {
      switch self {
      case .fifo: "not a regular file (a FIFO)"
      case .deviceLink: "not a regular file (a character device)"
      case .directory: "is a directory, not a deck file"
      case .unixSocket: "not a regular file (a socket)"
      case .huge: "larger than 4 MiB, the most a deck may be"
      case .symlinkLoop: "cannot read: too many levels of symbolic links"
      case .deleted: "no such file"
      case .emptied: "the file is empty"
      }
    }

    /// The reason a theme file that became this cannot be read.
    var themeProblem: String {
      switch self {
      case .directory: "is a directory"
      case .huge: "larger than 1 MiB, the most a theme may be"
      case .symlinkLoop: "too many levels of symbolic links"
      default: deckProblem
      }
    }

    func make(at path: String, size: Int) throws {
      typealias Special = ThemeFileCommandTests.Special
      switch self {
      case .fifo: try Special.fifo.make(at: path)
      case .deviceLink: try Special.deviceLink.make(at: path)
      case .directory: try Special.directory.make(at: path)
      case .unixSocket: try Special.unixSocket.make(at: path)
      case .symlinkLoop: try Special.symlinkLoop.make(at: path)
      case .deleted: try Special.missing.make(at: path)
      case .huge:
        // A sparse file past the deck limit, grown in place (same inode).
        try #require(truncate(path, off_t(size)) == 0)
      case .emptied: try #require(truncate(path, 0) == 0)
      }
    }
  }

  /// Puts the fixture's text back at `path`, as a new file (an editor's atomic save).
  func restore(_ name: String, in folder: ThemeFileCommandTests.Folder) throws {
    let original = TestPaths.fixture("Tests/Fixtures/files/" + name).path
    let path = folder.path + "/" + name
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.copyItem(atPath: original, toPath: path)
  }

  @Test(arguments: Change.allCases)
  func theDeckBecomingUnreadableKeepsTheLastGoodSlide(_ change: Change) throws {
    var s = try Session()
    defer { s.folder.remove() }
    s.type("ll")
    #expect(s.text.contains("What a deck may name"))
    let before = s.screen
    let footer = s.footer
    try change.make(at: s.deckPath, size: 100 << 20)
    s.poll()
    #expect(s.banner == "error: \(s.deckPath): \(change.deckProblem)", "\(s.text)")
    #expect(s.text.contains("What a deck may name"))
    #expect(s.footer == footer)
    // Keys still page the last good deck, and the banner stays: only a good reload ends it.
    s.type("l")
    #expect(s.text.contains("What it may not"))
    #expect(s.banner == "error: \(s.deckPath): \(change.deckProblem)")
    s.type("h")
    try restore("talk.md", in: s.folder)
    s.poll()
    #expect(s.screen == before, "\(s.text)")
  }

  static let themeChanges: [Change] = [
    .fifo, .deviceLink, .directory, .unixSocket, .huge, .symlinkLoop, .deleted,
  ]

  @Test(arguments: themeChanges)
  func theThemeBecomingUnreadableKeepsTheLastGoodTheme(_ change: Change) throws {
    var s = try Session()
    defer { s.folder.remove() }
    s.type("ll")
    #expect(s.text.contains("◆"))
    try change.make(at: s.themePath, size: 2 << 20)
    s.poll()
    let banner = s.banner
    #expect(
      banner
        == "\(s.deckPath):4:8: cannot read theme file 'themes/talk.yaml': \(change.themeProblem)",
      "\(s.text)")
    #expect(s.text.contains("◆") && s.text.contains("What a deck may name"))
    s.type("l")
    #expect(s.text.contains("What it may not") && s.banner == banner)
    try restore("themes/talk.yaml", in: s.folder)
    s.poll()
    #expect(!s.text.contains("error:"), "\(s.text)")
    #expect(s.text.contains("◆"))
  }

  /// The theme's parent is watched as well: it going bad keeps the theme, coming back (as
  /// an edit) applies.
  @Test func theThemesParentIsWatchedToo() throws {
    var s = try Session()
    defer { s.folder.remove() }
    s.type("ll")
    let parent = s.folder.path + "/themes/brand.yaml"
    try Change.fifo.make(at: parent, size: 0)
    s.poll()
    #expect(
      s.banner
        == "\(s.folder.path)/themes/talk.yaml:2:10: cannot read theme file 'brand.yaml': not a regular file (a FIFO)",
      "\(s.text)")
    #expect(s.text.contains("◆"))
    try? FileManager.default.removeItem(atPath: parent)
    try s.folder.write("themes/brand.yaml", "page_dots:\n  inactive: \"◇\"\n")
    s.poll()
    #expect(!s.text.contains("error:"), "\(s.text)")
    #expect(s.text.contains("◇ ◆ ◇"), "\(s.text)")
  }

  /// Fixing the theme while the deck is still broken leaves the deck's banner up.
  @Test func aThemeFixDoesNotHideABrokenDeck() throws {
    var s = try Session()
    defer { s.folder.remove() }
    try Change.fifo.make(at: s.deckPath, size: 0)
    try Change.deleted.make(at: s.themePath, size: 0)
    s.poll()
    #expect(s.banner == "error: \(s.deckPath): not a regular file (a FIFO)")
    try restore("themes/talk.yaml", in: s.folder)
    s.poll()
    #expect(s.banner == "error: \(s.deckPath): not a regular file (a FIFO)")
    try restore("talk.md", in: s.folder)
    s.poll()
    #expect(!s.text.contains("error:"))
  }
}
