import SegueCore

/// The JSON the channel speaks: a small value type with a strict reader and a writer.
///
/// Hand-written because the presenter imports no Foundation (its JSON would cost start-up
/// time and ICU for a few flat objects per key press). The reader accepts RFC 8259 JSON and
/// nothing else, with a nesting limit, so a hostile line costs at most its length.
public enum JSONValue: Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  /// Members in the order written; a repeated key keeps its last value when looked up.
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.string(let x), .string(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.bool(let x), .bool(let y)): x == y
    case (.null, .null): true
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The value of `key` in an object (the last one when repeated).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.0 == key }?.1
  }

  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// A number that is a whole number within `Int`'s range.
  public var int: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) < 9e15 else {
      return nil
    }
    return Int(value)
  }

  /// The value written as compact JSON on one line (no newline can appear in it).
  public var serialized: String {
    var out = ""
    write(into: &out)
    return out
  }

  private func write(into out: inout String) {
    switch self {
    case .string(let text): Self.writeString(text, into: &out)
    case .number(let value):
      if let whole = int { out += String(whole) } else { out += String(value) }
    case .bool(let flag): out += flag ? "true" : "false"
    case .null: out += "null"
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { out += "," }
        Self.writeString(key, into: &out)
        out += ":"
        value.write(into: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ text: String, into out: inout String) {
    JSONString.append(text, to: &out)
  }
}
