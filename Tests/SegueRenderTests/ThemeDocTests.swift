import Foundation
import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// docs/themes.md against the schema: every key is described, and the reference's defaults and
/// examples are real (each default, written into a theme, gives back `base`; each example loads).
@Suite struct ThemeDocTests {
  static let guide: String =
    (try? String(contentsOf: TestPaths.fixture("docs/themes.md"), encoding: .utf8)) ?? ""

  @Test func everySchemaKeyIsDocumented() {
    #expect(!Self.guide.isEmpty, "docs/themes.md is missing")
    let missing = ThemeSchema.allKeyPaths.filter { !Self.guide.contains("`\($0)`") }
    #expect(missing.isEmpty, "docs/themes.md does not describe: \(missing.joined(separator: ", "))")
  }

  @Test func theReferenceHasOneRowPerKeyAndNoOthers() {
    let documented = Self.rows.map(\.key)
    let keys = ThemeSchema.allKeyPaths
    #expect(documented.filter { !keys.contains($0) } == [], "rows for keys that do not exist")
    #expect(keys.filter { !documented.contains($0) } == [], "keys without a reference row")
    #expect(Set(documented).count == documented.count, "a key has two rows")
  }

  @Test func everyBuiltInThemeIsListed() {
    for name in BuiltInThemeFiles.names {
      #expect(
        Self.guide.contains("| `\(name)` "), "docs/themes.md does not list the theme '\(name)'")
    }
  }

  @Test(arguments: rows)
  func typeMatchesTheSchema(_ row: Row) throws {
    let kind = try #require(Self.kind(of: row.key), "\(row.key) is not in the schema")
    #expect(Self.type(row.type, describes: kind), "'\(row.type)' does not describe \(kind)")
  }

  /// The documented default, written into a theme over `base`, changes nothing. A style's
  /// default is written over a parent that clears that style, so it must be complete.
  @Test(arguments: rows.filter { $0.defaultValue != nil })
  func documentedDefaultIsBase(_ row: Row) throws {
    let value = try #require(row.defaultValue)
    var files = ["/t/doc.yaml": Self.yaml(row.key, value)]
    if Self.kind(of: row.key) == "style" {
      files["/t/reset.yaml"] = Self.yaml(row.key, Self.clearedStyle)
      files["/t/doc.yaml"] = "extends: reset.yaml\n" + Self.yaml(row.key, value)
    }
    let theme = try Self.load(files)
    // `counterpart` is not inherited: a file that does not name one has none.
    var base = Theme.dark.named(theme.name)
    if row.key != "counterpart" { base.counterpart = nil }
    #expect(theme == base, "the default of \(row.key) is not \(value)")
  }

  @Test(arguments: rows)
  func exampleLoadsAndChangesSomething(_ row: Row) throws {
    let example = try #require(row.example, "\(row.key) has no example")
    let theme = try Self.load(["/t/doc.yaml": Self.yaml(row.key, example)])
    if !["name", "description", "palette"].contains(row.key) {
      #expect(theme != Theme.dark.named(theme.name), "the example of \(row.key) changes nothing")
    }
  }

  // MARK: The reference, read from the guide

  struct Row: Sendable, CustomTestStringConvertible {
    var key: String
    var type: String
    /// nil when the default is not a value (a group, or a default that depends on the file).
    var defaultValue: String?
    var example: String?
    var testDescription: String { key }
  }

  /// Table rows of the reference section whose first cell is a dotted key in backticks.
  static let rows: [Row] = {
    guard let start = guide.range(of: "## Reference: every key") else { return [] }
    return guide[start.upperBound...].split(separator: "\n").compactMap { line -> Row? in
      guard line.hasPrefix("| `") else { return nil }
      let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
      guard cells.count == 4, let key = code(cells[0]) else { return nil }
      return Row(key: key, type: cells[1], defaultValue: code(cells[2]), example: code(cells[3]))
    }
  }()

  /// The text of a cell that is exactly one code span, else nil.
  static func code(_ cell: String) -> String? {
    let text = cell.trimmingCharacters(in: .whitespaces)
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return nil }
    let inner = String(text.dropFirst().dropLast())
    return inner.contains("`") ? nil : inner
  }

  // MARK: Helpers

  static let clearedStyle =
    "{fg: default, bg: default, bold: false, dim: false, italic: false, underline: false, reverse: false, strikethrough: false}"

  /// `a.b.c` with `value` as nested YAML.
  static func yaml(_ path: String, _ value: String) -> String {
    let parts = path.split(separator: ".")
    return parts.enumerated().map { index, part in
      String(repeating: "  ", count: index) + part + ":"
        + (index == parts.count - 1 ? " " + value : "")
    }.joined(separator: "\n") + "\n"
  }

  static func load(_ files: [String: String]) throws -> Theme {
    let catalog = ThemeCatalog(
      builtIn: BuiltInThemeFiles.catalog.builtIn, userDirectory: nil,
      readFile: { files[$0].map { Array($0.utf8) } }, listDirectory: { _ in [] })
    switch ThemeLoader(catalog: catalog).load("/t/doc.yaml") {
    case .success(let theme): return theme
    case .failure(let error):
      throw BuiltInThemeFiles.Problems(error)
    }
  }

  /// The schema's kind of value at `path` (`style`, `glyph`, …), `group` for a group.
  static func kind(of path: String) -> String? {
    var node = ThemeSchema.root
    for part in path.split(separator: ".") {
      guard let child = node.children.first(where: { $0.name == part })?.node
      else { return nil }
      node = child
    }
    switch node {
    case .group: return "group"
    case .value(let kind, _): return kind
    }
  }

  /// Whether the reference's type cell says what the schema's kind is.
  static func type(_ type: String, describes kind: String) -> Bool {
    switch kind {
    case "group", "style", "text", "glyph", "list of glyphs", "theme name or path",
      "mapping of names to colours", "colour, or terminal", "theme name":
      return type.hasPrefix(kind)
    case "footer template":
      return type.hasPrefix("template")
    case "true or false":
      return type.hasPrefix("`true` or `false`")
    case BoxGlyphs.named.map(\.name).joined(separator: ", "):
      return type.hasPrefix("border")
    case let k where k.hasPrefix("whole number from "):
      let bounds = k.dropFirst("whole number from ".count).components(separatedBy: " to ")
      return type.hasPrefix("whole number \(bounds[0])–\(bounds[1])")
    default:
      let options = kind.replacingOccurrences(of: " or ", with: ", ").components(separatedBy: ", ")
      return options.allSatisfy { type.contains("`\($0)`") }
    }
  }
}
