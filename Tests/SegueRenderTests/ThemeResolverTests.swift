import SegueCore
import Testing

@testable import SegueRender

/// `--theme`, then the deck's `theme:`, then `dark`; the theme's own file is watched; a deck's
/// theme that does not load gives way to the default with one warning for the banner.
@Suite struct ThemeResolverTests {
  /// The built-in themes, a user folder `/u` with `mine.yaml`, and files `/d/t.yaml` and
  /// `/d/broken.yaml`.
  static let files: [String: String] = [
    "/u/mine.yaml": "page_dots:\n  active: \"◆\"\n",
    "/d/t.yaml": "page_dots:\n  active: \"■\"\n",
    "/d/broken.yaml": "page_dots:\n  active: [\n",
  ]

  static var loader: ThemeLoader {
    ThemeLoader(
      catalog: ThemeCatalog(
        builtIn: BuiltInThemeFiles.catalog.builtIn, userDirectory: "/u",
        readFile: { files[$0].map { Array($0.utf8) } },
        listDirectory: { dir in dir == "/u" ? ["mine.yaml"] : [] }))
  }

  func resolve(
    _ frontMatter: String?, option: String? = nil, noColor: Bool = false,
    deckPath: String? = "/d/deck.md"
  ) -> ThemeResolution {
    let text = (frontMatter.map { "---\n\($0)\n---\n" } ?? "") + "# A\n\n## B\n\nx\n"
    let load = DeckParser.parse(text, fileName: "deck.md")
    return ThemeResolver(loader: Self.loader, option: option, noColor: noColor, deckPath: deckPath)
      .resolve(load.deck!, source: load.source)
  }

  @Test func nothingNamedIsDark() {
    let r = resolve(nil)
    #expect(r.theme.name == "dark" && r.origin == .fallback && r.error == nil && r.files.isEmpty)
  }

  /// A deck's theme that is not there is a warning at its name in the front matter.
  @Test(arguments: [
    ("theme: nowhere", 2, 8), ("theme:\n  name: nowhere", 3, 9), ("theme: ./missing.yaml", 2, 8),
  ])
  func aMissingThemePointsAtItsName(frontMatter: String, line: Int, column: Int) throws {
    let r = resolve(frontMatter)
    let problem = try #require(r.error?.problems.first)
    #expect(problem.diagnostic.location?.line == line)
    #expect(problem.diagnostic.location?.column == column)
    #expect(problem.source?.fileName == "deck.md")
    #expect(r.error?.problems.count == 1)
  }

  @Test func theCommandLineWinsOverTheDeck() {
    let r = resolve("theme: light", option: "mine")
    #expect(r.origin == .commandLine)
    #expect(r.theme.pageDots.active == "◆")
    #expect(r.files == ["/u/mine.yaml"])
  }

  @Test func aBuiltInThemeHasNoFileToWatch() {
    #expect(resolve(nil, option: "light").files.isEmpty)
    #expect(resolve("theme: light").files.isEmpty)
  }

  @Test func aBadCommandLineThemeIsAnError() {
    let r = resolve(nil, option: "nowhere")
    #expect(r.origin == .commandLine)
    #expect(
      r.error?.problems.first?.diagnostic.message.hasPrefix("unknown theme 'nowhere'") ?? false)
  }

  @Test func aDeckPathIsRelativeToTheDeckAndWatched() {
    let r = resolve("theme:\n  path: t.yaml")
    #expect(r.origin == .deck && r.error == nil)
    #expect(r.theme.pageDots.active == "■")
    #expect(r.files == ["/d/t.yaml"])
  }

  /// The file is watched with the override too: a reload resolves both again.
  @Test func anOverrideAppliesOverTheNamedTheme() {
    let r = resolve("theme:\n  name: mine\n  override:\n    page_dots:\n      inactive: \"·\"")
    #expect(r.theme.pageDots.active == "◆" && r.theme.pageDots.inactive == "·")
    #expect(r.files == ["/u/mine.yaml"])
  }

  @Test func aBrokenDeckThemeFallsBackWithOneWarning() {
    let r = resolve("theme:\n  path: broken.yaml")
    #expect(r.origin == .deck)
    #expect(r.theme.name == "dark")
    #expect(r.files == ["/d/broken.yaml"])  // watched, so fixing it applies
    let problem = r.problem
    #expect(problem?.severity == .warning)
    #expect(problem?.message.hasPrefix("malformed YAML") ?? false)
    #expect(problem?.message.hasSuffix("; using 'dark'") ?? false)
    #expect(problem?.location?.file == "/d/broken.yaml")
  }

  @Test func noColorChoosesMonoUnlessTheCommandLineNamedATheme() {
    let r = resolve("theme: light", noColor: true)
    #expect(r.theme.name == "mono" && r.origin == .noColor)
    #expect(resolve(nil, option: "light", noColor: true).theme.name == "light")
  }

  @Test(
    arguments: [
      (nil, false, true), ("light", false, false), (nil, true, false),
    ] as [(String?, Bool, Bool)])
  func theDeckChoosesOnlyWhenNothingElseDid(option: String?, noColor: Bool, chooses: Bool) {
    let resolver = ThemeResolver(
      loader: Self.loader, option: option, noColor: noColor, deckPath: nil)
    #expect(resolver.deckChoosesTheme == chooses)
  }
}
