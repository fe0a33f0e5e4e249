import SegueCore

/// The theme format as a JSON Schema, for editors (yaml-language-server) to complete and
/// check theme files: made from `ThemeSchema`, the declarations the reader itself walks, so
/// a key the reader takes is in the schema and a key it refuses is refused there too.
public enum ThemeJSONSchema {
  /// The schema document.
  public static var document: JSONDocument {
    guard case .object(let body) = schema(ThemeSchema.root) else { return .object([]) }
    return .object(
      [
        ("$schema", .string(JSONSchemaParts.draft)),
        ("title", .string("Segue theme")),
        ("description", .string("A Segue theme file; every key is described in docs/themes.md")),
      ] + body)
  }

  static func schema(_ node: ThemeSchema.Node) -> JSONDocument {
    switch node {
    case .group(let entries):
      return JSONSchemaParts.object(entries.map { ($0.name, schema($0.node)) })
    case .value(let kind, _):
      return JSONSchemaParts.described(value(kind: kind) ?? JSONSchemaParts.scalar, kind)
    }
  }

  /// The JSON Schema of a value the reader describes as `kind`; nil for a kind not known
  /// here (a test keeps every kind of the theme format known).
  static func value(kind: String) -> JSONDocument? {
    switch kind {
    case "text", "glyph", "footer template", "theme name or path", "theme name":
      return .object([("type", .string("string"))])
    case "colour, or terminal": return color
    case "style": return style
    case "true or false": return JSONSchemaParts.flag
    case "list of glyphs":
      return .object([
        ("type", .string("array")), ("items", .object([("type", .string("string"))])),
      ])
    case "mapping of names to colours":
      return .object([("type", .string("object")), ("additionalProperties", color)])
    default: break
    }
    if kind.hasPrefix("whole number from ") {
      let bounds = kind.split(separator: " ").compactMap { Int($0) }
      guard bounds.count == 2 else { return nil }
      return .object(
        [("type", .string("integer")), ("minimum", .int(bounds[0])), ("maximum", .int(bounds[1]))])
    }
    // A choice: its words as written ("a, b, c" or "a, b or c").
    let words = kind.replacing(" or ", with: ", ").split(separator: ", ").map(String.init)
    guard words.count > 1, words.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else {
      return nil
    }
    return JSONSchemaParts.choice(words)
  }

  /// A colour: #rrggbb, a name, or a palette index (which YAML reads as a number).
  static let color = JSONDocument.object([
    ("type", .array([.string("string"), .string("integer")]))
  ])

  static var style: JSONDocument {
    let attributes = ThemeReader.styleKeys.filter { $0 != "fg" && $0 != "bg" }
    return JSONSchemaParts.object(
      [("fg", color), ("bg", color)] + attributes.map { ($0, JSONSchemaParts.flag) })
  }
}
