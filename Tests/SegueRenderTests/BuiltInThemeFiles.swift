import Foundation
import SegueCore
import SegueTestSupport

@testable import SegueRender

/// The repository's `Themes/*.yaml` and `Decks/showcase.md`, read from disk as the built-in set.
///
/// The catalog holds every theme file as a built-in (what the binary embeds), with no user
/// folder and no other files, so a theme that resolves here resolves in any installation.
enum BuiltInThemeFiles {
  /// The theme names, from the file names in `Themes/`, sorted.
  static let names: [String] = {
    let folder = TestPaths.fixture("Themes").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }()

  /// The text of `Themes/NAME.yaml`.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: TestPaths.fixture("Themes/\(name).yaml"), encoding: .utf8)
  }

  static let catalog: ThemeCatalog = {
    let builtIn = names.map { (name: $0, text: (try? text($0)) ?? "") }
    return ThemeCatalog(
      builtIn: builtIn, userDirectory: nil, readFile: { _ in nil }, listDirectory: { _ in [] })
  }()

  static var loader: ThemeLoader { ThemeLoader(catalog: catalog) }

  /// The resolved theme `name`, or a readable failure listing every problem.
  static func theme(_ name: String) throws -> Theme {
    switch loader.load(name) {
    case .success(let theme): return theme
    case .failure(let error): throw Problems(error)
    }
  }

  /// `Themes/NAME.yaml` read as a file's text (not through the `base` shortcut), so that even
  /// `base.yaml` is parsed and checked against the schema.
  static func themeFromSource(_ name: String) throws -> Theme {
    let source = SourceText(try text(name), fileName: "Themes/\(name).yaml")
    switch loader.load(source: source) {
    case .success(let theme): return theme
    case .failure(let error): throw Problems(error)
    }
  }

  /// `Decks/showcase.md`, parsed once for all tests.
  ///
  /// Once, not per test: cmark-gfm keeps the inline parser's special characters (`~` for
  /// strikethrough among them) in a process-wide table that every parser adds to and removes
  /// from, so parsers running at the same time can miss a `~~strike~~` (github/cmark-gfm#176).
  static func showcase() throws -> Deck {
    guard let deck = parsedShowcase else {
      throw Problems(messages: ["Decks/showcase.md does not parse"])
    }
    return deck
  }

  private static let parsedShowcase: Deck? = {
    guard
      let text = try? String(contentsOf: TestPaths.fixture("Decks/showcase.md"), encoding: .utf8)
    else { return nil }
    return DeckParser.parse(text, fileName: "Decks/showcase.md").deck
  }()

  struct Problems: Error, CustomStringConvertible {
    var messages: [String]
    init(messages: [String]) { self.messages = messages }
    init(_ error: ThemeError) {
      messages = error.problems.map { problem in
        let at = problem.diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        return at + problem.diagnostic.message
      }
    }
    var description: String { messages.joined(separator: "\n") }
  }
}

extension Theme {
  /// Every style the theme holds, with a readable path, found by reflection so that a style
  /// added to `Theme` later is covered without changing the tests.
  var allStyles: [(path: String, style: Style)] {
    var out: [(String, Style)] = []
    func walk(_ value: Any, _ path: String) {
      if let style = value as? Style {
        out.append((path, style))
        return
      }
      for (index, child) in Mirror(reflecting: value).children.enumerated() {
        let name = child.label ?? "[\(index)]"
        walk(child.value, path.isEmpty ? name : path + "." + name)
      }
    }
    walk(self, "")
    return out
  }
}
