import Foundation
import SegueCore
import SegueRender
import SegueResources
import SegueTestSupport
import Testing

@testable import SegueCLI

/// `segue theme new` ends its file with every key, commented out and explained
/// (Resources/theme-reference.yaml), so the file needs no docs/ to be understood.
@Suite struct ThemeReferenceTests {
  /// The reference with its comment marks taken off: every example set at once.
  static var uncommented: String {
    BuiltInFiles.themeReference.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("# ") ? String($0.dropFirst(2)) : String($0) }
      .joined(separator: "\n")
  }

  /// Every example, uncommented into a starter, loads without a problem: what the comments
  /// suggest is a real theme.
  @Test func theUncommentedReferenceIsATheme() throws {
    let starter = ThemeCommand.starter(
      name: "mine", parent: "dark", path: "mine.yaml", parentPalette: [])
    let text =
      starter.replacingOccurrences(of: BuiltInFiles.themeReference, with: "")
      + Self.uncommented
    let source = SourceText(text, fileName: "mine.yaml")
    let loaded = ThemeSelection.loader.load(source: source)
    if case .failure(let error) = loaded {
      Issue.record("the uncommented reference does not load: \(error.problems.first!.diagnostic)")
    }
    let theme = try loaded.get()
    #expect(theme != Theme.dark.named("mine"), "the examples change nothing")
  }

  @Test func theStarterEndsWithTheReference() {
    let starter = ThemeCommand.starter(
      name: "mine", parent: "nord", path: "mine.yaml", parentPalette: ["frost1: \"#88c0d0\""])
    #expect(starter.hasSuffix(BuiltInFiles.themeReference))
    #expect(!starter.contains("docs/themes.md"), "the file points to docs a user may not have")
    #expect(BuiltInFiles.themeReference.contains("#   # whole number 0–20 (base: 1)\n#   top: 2"))
  }

  /// The resource is what the script writes from docs/themes.md's table, which ThemeDocTests
  /// holds to the schema: a key added to the schema and the docs reaches `theme new` too.
  @Test func theReferenceIsWrittenFromTheDocs() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3",
      TestPaths.packageRoot.appendingPathComponent("Scripts/gen-theme-reference.py").path,
      "--check",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "Resources/theme-reference.yaml is stale: run Scripts/gen-theme-reference.py")
  }
}
