import SegueCore
import Testing

@testable import SegueRender

/// The files a deck names as its theme: a `.yaml`/`.yml` name, a file that says it is a theme
/// (anything else is reported without a word of it), read failures with their reason, and
/// `extends:` chains followed by canonical path, so every cycle is an error with its chain.
@Suite struct ThemeFileRuleTests {
  /// Files in memory under `/d` (the deck's folder) and links between them: a link's path
  /// reads and resolves as its target, the way `open` and `realpath` see it.
  struct Disk: Sendable {
    var files: [String: [UInt8]] = [:]
    var links: [String: String] = [:]
    /// Paths whose reading fails with this reason (a FIFO, a device…).
    var failures: [String: String] = [:]

    func canonical(_ path: String) -> String {
      let normal = ThemeCatalog.normalize(path)
      return links[normal].map(canonical) ?? normal
    }

    var loader: ThemeLoader {
      let disk = self
      return ThemeLoader(
        catalog: ThemeCatalog(
          builtIn: BuiltInThemeFiles.catalog.builtIn, userDirectory: "/u",
          read: { path in
            let target = disk.canonical(path)
            if let reason = disk.failures[target] {
              return .failure(ThemeFileError(reason: reason))
            }
            guard let bytes = disk.files[target] else {
              return .failure(ThemeFileError(reason: "no such file"))
            }
            return .success(bytes)
          },
          canonicalPath: { disk.canonical($0) },
          listDirectory: { dir in
            disk.files.keys.filter { $0.hasPrefix(dir + "/") }.map {
              String($0.dropFirst(dir.count + 1))
            }
          }))
    }

    init(_ texts: [String: String] = [:], links: [String: String] = [:]) {
      files = texts.mapValues { Array($0.utf8) }
      self.links = links
    }
  }

  static let deckText = "---\ntheme: THEME\n---\n\n# One\n\n## A\n\nx\n"

  /// The deck `/d/deck.md` naming `theme` resolved on `disk`: its problems as
  /// `file:line:col: message`, and whether any of them quotes a line of a file.
  func problems(_ theme: String, on disk: Disk) -> (messages: [String], quotesTheme: Bool) {
    let text = Self.deckText.replacingOccurrences(of: "THEME", with: theme)
    let load = DeckParser.parse(text, fileName: "/d/deck.md")
    let resolution = ThemeResolver(loader: disk.loader, deckPath: "/d/deck.md")
      .resolve(load.deck!, source: load.source)
    let problems = resolution.error?.problems ?? []
    let messages = problems.map { p in
      (p.diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? "")
        + p.diagnostic.message
    }
    // The deck's own front matter may be quoted (it is the user's text); no other file may.
    let quotes = problems.contains { $0.source != nil && $0.source?.fileName != "/d/deck.md" }
    return (messages, quotes)
  }

  // MARK: Names

  @Test(arguments: [
    "/etc/passwd", "/proc/self/environ", "/dev/zero", "/etc/shadow", "themes/talk",
    "./deck.md",
  ])
  func aThemePathMustHaveAYAMLName(path: String) {
    let result = problems(path, on: Disk())
    #expect(
      result.messages == ["/d/deck.md:2:8: theme file '\(path)' must have a .yaml or .yml name"])
  }

  @Test func aPathKeyIsAFileWhateverItsName() {
    let result = problems("\n  path: talk", on: Disk(["/d/talk": "page_dots:\n  active: x\n"]))
    #expect(result.messages == ["/d/deck.md:3:9: theme file 'talk' must have a .yaml or .yml name"])
  }

  @Test func aNameWithAnExtensionIsToldTheRule() {
    let message = problems("theme.txt", on: Disk()).messages.first ?? ""
    #expect(message.hasPrefix("/d/deck.md:2:8: unknown theme 'theme.txt'"))
    #expect(message.hasSuffix("; a theme file must have a .yaml or .yml name"))
  }

  @Test(arguments: [("t.yaml", "■"), ("t.yml", "▲"), ("./sub/../t.yaml", "■")])
  func aThemePathIsReadFromTheDecksFolder(path: String, glyph: String) throws {
    let disk = Disk([
      "/d/t.yaml": "page_dots:\n  active: \"■\"\n", "/d/t.yml": "page_dots:\n  active: \"▲\"\n",
      "/d/sub/x": "",
    ])
    let load = DeckParser.parse(
      Self.deckText.replacingOccurrences(of: "THEME", with: path), fileName: "/d/deck.md")
    let r = ThemeResolver(loader: disk.loader, deckPath: "/d/deck.md").resolve(
      load.deck!, source: load.source)
    #expect(r.error == nil)
    #expect(r.theme.pageDots.active == glyph)
  }

  /// `extends:` is taken from the folder of the theme that says it, not the deck's.
  @Test func extendsIsRelativeToTheExtendingTheme() throws {
    let disk = Disk([
      "/d/themes/talk.yaml": "extends: ../shared/base.yaml\n",
      "/d/shared/base.yaml": "page_dots:\n  active: \"◆\"\n",
      // Where it would be if it were taken from the deck's folder.
      "/shared/base.yaml": "page_dots:\n  active: \"✗\"\n",
    ])
    let load = DeckParser.parse(
      Self.deckText.replacingOccurrences(of: "THEME", with: "themes/talk.yaml"),
      fileName: "/d/deck.md")
    let r = ThemeResolver(loader: disk.loader, deckPath: "/d/deck.md").resolve(
      load.deck!, source: load.source)
    #expect(r.error == nil)
    #expect(r.theme.pageDots.active == "◆")
  }

  /// Every file of the chain is watched, the one that failed included (fixing it applies).
  @Test func theWholeChainIsWatched() {
    let disk = Disk([
      "/d/themes/talk.yaml": "extends: brand.yaml\n",
      "/d/themes/brand.yaml": "extends: nord\npage_dots:\n  active: \"◆\"\n",
    ])
    let load = DeckParser.parse(
      Self.deckText.replacingOccurrences(of: "THEME", with: "themes/talk.yaml"),
      fileName: "/d/deck.md")
    var resolver = ThemeResolver(loader: disk.loader, deckPath: "/d/deck.md")
    let good = resolver.resolve(load.deck!, source: load.source)
    #expect(good.error == nil)
    #expect(good.files == ["/d/themes/talk.yaml", "/d/themes/brand.yaml"])
    var broken = disk
    broken.files["/d/themes/brand.yaml"] = nil
    resolver.loader = broken.loader
    let failed = resolver.resolve(load.deck!, source: load.source)
    #expect(failed.error != nil)
    #expect(failed.files == ["/d/themes/talk.yaml", "/d/themes/brand.yaml"])
  }

  /// The file that closes a cycle is watched too: `brand.yaml` made a link to `talk.yaml`
  /// gave the cycle's banner, and turning it back into a theme never took it down.
  @Test func theFileThatClosesACycleIsWatched() {
    var disk = Disk([
      "/d/themes/talk.yaml": "extends: brand.yaml\n",
      "/d/themes/brand.yaml": "page_dots:\n  active: \"◆\"\n",
    ])
    disk.files["/d/themes/brand.yaml"] = nil
    disk.links["/d/themes/brand.yaml"] = "/d/themes/talk.yaml"
    let load = DeckParser.parse(
      Self.deckText.replacingOccurrences(of: "THEME", with: "themes/talk.yaml"),
      fileName: "/d/deck.md")
    let resolver = ThemeResolver(loader: disk.loader, deckPath: "/d/deck.md")
    let cycle = resolver.resolve(load.deck!, source: load.source)
    #expect(cycle.error?.problems.first?.diagnostic.message.contains("cycle") == true)
    #expect(cycle.files.contains("/d/themes/brand.yaml"))
  }

  // MARK: Files that are not themes

  struct NotATheme: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var reason: String
    var testDescription: String { name }
  }

  /// Each holds the word SECRET, which no message may repeat.
  static let notThemes: [NotATheme] = [
    NotATheme(
      name: "/etc/passwd renamed",
      bytes: Array("root:x:0:0:SECRET:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/bin/false\n".utf8),
      reason: "a theme is a mapping of keys, as in 'segment_bar: …'"),
    NotATheme(
      // The trailing `:` makes each line a key.
      name: "/etc/shadow renamed", bytes: Array("root:$6$SECRET$abc:19000:0:99999:7:::\n".utf8),
      reason: "none of its keys is a theme setting (such as extends, segment_bar, page_dots)"),
    NotATheme(
      name: "/proc/self/environ (NUL-separated)",
      bytes: Array("HOME=/root\0TOKEN=SECRET\0PATH=/bin\0".utf8),
      reason: "it is binary data, not YAML text"),
    NotATheme(
      name: "binary junk (invalid UTF-8)",
      bytes: [0x7F, 0x45, 0x4C, 0x46, 0xFF, 0xFE] + Array("SECRET".utf8),
      reason: "it is binary data, not YAML text"),
    NotATheme(
      name: "a YAML list", bytes: Array("- SECRET\n- two\n".utf8),
      reason: "a theme is a mapping of keys, as in 'segment_bar: …'"),
    NotATheme(
      name: "another tool's YAML",
      bytes: Array("services:\n  web:\n    environment: SECRET\n".utf8),
      reason: "none of its keys is a theme setting (such as extends, segment_bar, page_dots)"),
  ]

  @Test(arguments: notThemes)
  func aFileThatIsNotAThemeIsNotQuoted(_ c: NotATheme) {
    var disk = Disk()
    disk.files["/d/x.yaml"] = c.bytes
    let result = problems("x.yaml", on: disk)
    #expect(result.messages == ["/d/deck.md:2:8: 'x.yaml' is not a theme: \(c.reason)"])
    #expect(!result.quotesTheme)
  }

  @Test(arguments: notThemes)
  func anExtendsTargetThatIsNotAThemeIsNotQuoted(_ c: NotATheme) {
    var disk = Disk(["/d/t.yaml": "extends: x.yaml\n"])
    disk.files["/d/x.yaml"] = c.bytes
    let result = problems("t.yaml", on: disk)
    #expect(result.messages == ["/d/t.yaml:1:10: 'x.yaml' is not a theme: \(c.reason)"])
    #expect(!result.messages.joined().contains("SECRET"))
  }

  /// Malformed YAML keeps its place (a theme being written wants it) but not its line.
  @Test func malformedYAMLNamesItsPlaceWithoutItsLine() {
    let result = problems("x.yaml", on: Disk(["/d/x.yaml": "page_dots: {SECRET: [\n"]))
    #expect(result.messages.count == 1)
    #expect(result.messages.first?.hasPrefix("/d/x.yaml:2:1: malformed YAML: ") ?? false)
    #expect(!result.messages.joined().contains("SECRET"))
    #expect(!result.quotesTheme)
  }

  @Test func anEmptyFileIsBase() {
    let result = problems("x.yaml", on: Disk(["/d/x.yaml": ""]))
    #expect(result.messages.isEmpty)
  }

  // MARK: Files that cannot be read

  static let readFailures = [
    "not a regular file (a FIFO)", "not a regular file (a character device)",
    "not a regular file (a socket)", "is a directory", "larger than 1 MiB, the most a theme may be",
    "too many levels of symbolic links", "no such file",
  ]

  @Test(arguments: readFailures)
  func aThemeThatCannotBeReadSaysWhy(reason: String) {
    var disk = Disk()
    disk.failures["/d/x.yaml"] = reason
    #expect(
      problems("x.yaml", on: disk).messages == [
        "/d/deck.md:2:8: cannot read theme file 'x.yaml': \(reason)"
      ])
  }

  @Test(arguments: readFailures)
  func anExtendsTargetThatCannotBeReadSaysWhy(reason: String) {
    var disk = Disk(["/d/t.yaml": "extends: x.yaml\n"])
    disk.failures["/d/x.yaml"] = reason
    #expect(
      problems("t.yaml", on: disk).messages == [
        "/d/t.yaml:1:10: cannot read theme file 'x.yaml': \(reason)"
      ])
  }
}
