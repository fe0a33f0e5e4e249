import SegueCore
import Testing

@testable import SegueRender

/// `extends:` chains are followed by canonical path: every cycle, however its paths are
/// spelled or linked and wherever it starts, is an error that prints the chain; a depth limit
/// backs it up.
@Suite struct ThemeCycleTests {
  typealias Disk = ThemeFileRuleTests.Disk

  struct Cycle: CustomTestStringConvertible, Sendable {
    var name: String
    var theme: String
    var files: [String: String]
    var links: [String: String] = [:]
    var expected: String
    var testDescription: String { name }
  }

  static let cycles: [Cycle] = [
    Cycle(
      name: "a theme extending itself", theme: "a.yaml", files: ["/d/a.yaml": "extends: a.yaml\n"],
      expected: "/d/a.yaml:1:10: 'extends' makes a cycle: /d/deck.md → a.yaml → a.yaml"),
    Cycle(
      name: "A → B → A", theme: "a.yaml",
      files: ["/d/a.yaml": "extends: b.yaml\n", "/d/b.yaml": "extends: a.yaml\n"],
      expected: "/d/b.yaml:1:10: 'extends' makes a cycle: /d/deck.md → a.yaml → b.yaml → a.yaml"),
    Cycle(
      name: "A → B → C → B", theme: "a.yaml",
      files: [
        "/d/a.yaml": "extends: b.yaml\n", "/d/b.yaml": "extends: c.yaml\n",
        "/d/c.yaml": "extends: b.yaml\n",
      ],
      expected:
        "/d/c.yaml:1:10: 'extends' makes a cycle: /d/deck.md → a.yaml → b.yaml → c.yaml → b.yaml"),
    Cycle(
      name: "./x.yaml and x.yaml", theme: "x.yaml", files: ["/d/x.yaml": "extends: ./x.yaml\n"],
      expected:
        "/d/x.yaml:1:10: 'extends' makes a cycle: /d/deck.md → x.yaml → ./x.yaml (the same file as x.yaml)"
    ),
    Cycle(
      name: "through a folder and ..", theme: "t/x.yaml",
      files: ["/d/t/x.yaml": "extends: ../t/x.yaml\n"],
      expected:
        "/d/t/x.yaml:1:10: 'extends' makes a cycle: /d/deck.md → t/x.yaml → ../t/x.yaml (the same file as t/x.yaml)"
    ),
    Cycle(
      name: "an absolute path to itself", theme: "x.yaml",
      files: ["/d/x.yaml": "extends: /d/x.yaml\n"],
      expected:
        "/d/x.yaml:1:10: 'extends' makes a cycle: /d/deck.md → x.yaml → /d/x.yaml (the same file as x.yaml)"
    ),
    Cycle(
      name: "through a symlink", theme: "a.yaml",
      files: ["/d/a.yaml": "extends: link.yaml\n"], links: ["/d/link.yaml": "/d/a.yaml"],
      expected:
        "/d/a.yaml:1:10: 'extends' makes a cycle: /d/deck.md → a.yaml → link.yaml (the same file as a.yaml)"
    ),
    Cycle(
      name: "a theme extending the deck file itself", theme: "a.yaml",
      files: ["/d/a.yaml": "extends: deck.yaml\n"], links: ["/d/deck.yaml": "/d/deck.md"],
      expected:
        "/d/a.yaml:1:10: 'extends' makes a cycle: /d/deck.md → a.yaml → deck.yaml (the same file as /d/deck.md)"
    ),
    Cycle(
      name: "a deck naming itself as its theme", theme: "me.yaml", files: [:],
      links: ["/d/me.yaml": "/d/deck.md"],
      expected:
        "/d/deck.md:2:8: 'extends' makes a cycle: /d/deck.md → me.yaml (the same file as /d/deck.md)"
    ),
    Cycle(
      name: "a user theme by name and by path", theme: "mine",
      files: ["/u/mine.yaml": "extends: /u/mine.yaml\n"],
      expected:
        "/u/mine.yaml:1:10: 'extends' makes a cycle: /d/deck.md → mine → /u/mine.yaml (the same file as mine)"
    ),
  ]

  @Test(arguments: cycles)
  func everyCycleIsAnErrorWithItsChain(_ c: Cycle) {
    let disk = Disk(c.files, links: c.links)
    let result = ThemeFileRuleTests().problems(c.theme, on: disk)
    #expect(result.messages == [c.expected])
  }

  /// `segue theme check x.yaml`: the chain starts at the file checked.
  @Test func aCheckedThemeFileIsInItsOwnChain() {
    let disk = Disk(["/d/a.yaml": "extends: b.yaml\n", "/d/b.yaml": "extends: a.yaml\n"])
    let source = SourceText("extends: b.yaml\n", fileName: "/d/a.yaml")
    guard case .failure(let error) = disk.loader.load(source: source, directory: "/d") else {
      Issue.record("a cycle loaded")
      return
    }
    #expect(
      error.problems.map(\.diagnostic.message) == [
        "'extends' makes a cycle: /d/a.yaml → b.yaml → a.yaml (the same file as /d/a.yaml)"
      ])
  }

  /// A chain of `count` themes, `t1.yaml` extending `t2.yaml` and so on, the last setting a
  /// glyph.
  func chain(_ count: Int) -> Disk {
    var files: [String: String] = [:]
    for i in 1..<count { files["/d/t\(i).yaml"] = "extends: t\(i + 1).yaml\n" }
    files["/d/t\(count).yaml"] = "page_dots:\n  active: \"◆\"\n"
    return Disk(files)
  }

  @Test func sixteenThemesDeepLoad() {
    #expect(ThemeFileRuleTests().problems("t1.yaml", on: chain(16)).messages.isEmpty)
  }

  @Test func seventeenThemesDeepIsAnErrorWithTheChain() {
    let messages = ThemeFileRuleTests().problems("t1.yaml", on: chain(17)).messages
    let printed = (1...17).map { "t\($0).yaml" }.joined(separator: " → ")
    #expect(
      messages == [
        "/d/t16.yaml:1:10: 'extends' chains more than 16 themes: /d/deck.md → \(printed)"
      ])
  }

  @Test(arguments: ["[a.yaml, b.yaml]", "{name: nord}"])
  func extendsNamesOneTheme(_ value: String) {
    let disk = Disk(["/d/a.yaml": "extends: \(value)\n"])
    #expect(
      ThemeFileRuleTests().problems("a.yaml", on: disk).messages == [
        "/d/a.yaml:1:10: 'extends' must be one theme name or path"
      ])
  }

  /// The same parent twice in different branches is no cycle (a chain is a line, not a set
  /// of everything read).
  @Test func twoThemesMayShareAParent() throws {
    let disk = Disk([
      "/d/a.yaml": "extends: b.yaml\npage_dots:\n  active: \"◆\"\n",
      "/d/b.yaml": "extends: nord\n",
    ])
    #expect(ThemeFileRuleTests().problems("a.yaml", on: disk).messages.isEmpty)
  }
}
