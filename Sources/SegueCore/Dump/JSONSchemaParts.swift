/// The pieces both schemas (config and theme) are made of.
public enum JSONSchemaParts {
  public static let draft = "https://json-schema.org/draft/2020-12/schema"

  /// Any scalar YAML value.
  public static let scalar = JSONDocument.object(
    [("type", .array(["string", "number", "boolean"].map { .string($0) }))])

  /// A boolean, which YAML 1.1 also spells yes/no/on/off (the readers take those).
  public static let flag = JSONDocument.object(
    [
      (
        "anyOf",
        .array([
          .object([("type", .string("boolean"))]),
          choice(["yes", "no", "on", "off", "true", "false"]),
        ])
      )
    ])

  /// One of `words`.
  public static func choice(_ words: [String]) -> JSONDocument {
    .object([("enum", .array(words.map { .string($0) }))])
  }

  /// A mapping of exactly these keys, each optional.
  public static func object(_ properties: [(String, JSONDocument)]) -> JSONDocument {
    .object(
      [
        ("type", .string("object")), ("properties", .object(properties)),
        ("additionalProperties", .bool(false)),
      ])
  }

  /// `schema` with a description (what editors show on hover).
  public static func described(_ schema: JSONDocument, _ description: String) -> JSONDocument {
    guard case .object(let pairs) = schema else { return schema }
    return .object([("description", .string(description))] + pairs)
  }
}
