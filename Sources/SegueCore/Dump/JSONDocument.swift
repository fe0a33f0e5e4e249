/// A JSON document to print (the channel reads and writes its own `JSONValue`): what the JSON Schemas of config and theme files are built as.
/// Objects keep their keys in the order given, so the printed schema reads like the file.
public indirect enum JSONDocument: Equatable, Sendable {
  case object([(String, JSONDocument)])
  case array([JSONDocument])
  case string(String)
  case int(Int)
  case bool(Bool)

  public static func == (a: JSONDocument, b: JSONDocument) -> Bool { a.text() == b.text() }

  /// The document, indented by two spaces, ending in a newline at the top level.
  public func text(indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent + 1)
    let end = String(repeating: "  ", count: indent)
    switch self {
    case .string(let s): return JSONString.quoted(s)
    case .int(let n): return String(n)
    case .bool(let b): return b ? "true" : "false"
    case .array(let items):
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
      }
      if items.isEmpty { return "[]" }
      return "[\n" + items.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n")
        + "\n" + end + "]"
    case .object(let pairs):
      if pairs.isEmpty { return "{}" }
      return "{\n"
        + pairs.map { pad + JSONString.quoted($0.0) + ": " + $0.1.text(indent: indent + 1) }
        .joined(separator: ",\n") + "\n" + end + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .object, .array: false
    default: true
    }
  }
}
