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

  /// A mapping of exactly these keys, each optional; `nullable` also takes an empty value
  /// (a section whose keys are all commented out).
  public static func object(_ properties: [(String, JSONDocument)], nullable: Bool = false)
    -> JSONDocument
  {
    let type: JSONDocument =
      nullable ? .array([.string("object"), .string("null")]) : .string("object")
    return .object(
      [
        ("type", type), ("properties", .object(properties)),
        ("additionalProperties", .bool(false)),
      ])
  }

  /// `schema` with a description (what editors show on hover).
  public static func described(_ schema: JSONDocument, _ description: String) -> JSONDocument {
    guard case .object(let pairs) = schema else { return schema }
    return .object([("description", .string(description))] + pairs)
  }
}
