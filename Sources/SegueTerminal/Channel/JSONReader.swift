/// Reads one JSON text from bytes, strictly: anything but one well-formed value (surrounded
/// by whitespace at most) is an error.
///
/// Nesting is limited (`maximumDepth`) so a line of ten thousand `[` cannot exhaust the stack.
public struct JSONReader {
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var reason: String
    public var description: String { "\(reason) at byte \(offset + 1)" }
  }

  public static let maximumDepth = 16

  private let bytes: [UInt8]
  private var index = 0

  public static func parse(_ bytes: some Collection<UInt8>) throws(Failure) -> JSONValue {
    var reader = JSONReader(bytes: Array(bytes))
    reader.skipWhitespace()
    let value = try reader.value(depth: 0)
    reader.skipWhitespace()
    guard reader.index == reader.bytes.count else { throw reader.failure("text after the value") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func failure(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
    }
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
    switch current {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
      return try number()
    case nil: throw failure("unexpected end")
    default: throw failure("unexpected character")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    for expected in word.utf8 {
      guard current == expected else { throw failure("unexpected character") }
      index += 1
    }
    return value
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var members: [(String, JSONValue)] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a key") }
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw failure("expected ':'") }
      index += 1
      skipWhitespace()
      members.append((key, try value(depth: depth + 1)))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw failure("expected ',' or '}'")
      }
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try value(depth: depth + 1))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(items)
      default: throw failure("expected ',' or ']'")
      }
    }
  }

  private mutating func number() throws(Failure) -> JSONValue {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, (0x30...0x39).contains(first) else { throw failure("bad number") }
    index += 1
    if first != UInt8(ascii: "0") { skipDigits() }
    if current == UInt8(ascii: ".") {
      index += 1
      guard try digitsFollow() else { throw failure("bad number") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard try digitsFollow() else { throw failure("bad number") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw failure("bad number") }
    return .number(value)
  }

  private mutating func digitsFollow() throws(Failure) -> Bool {
    let start = index
    skipDigits()
    return index > start
  }

  private mutating func skipDigits() {
    while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var start = index
    while true {
      guard let byte = current else { throw failure("unterminated string") }
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        try appendValidated(bytes[start..<index], to: &scalars)
        scalars.append(try escape())
        start = index
        continue
      }
      index += 1
    }
    try appendValidated(bytes[start..<index], to: &scalars)
    index += 1
    return String(scalars)
  }

  private func appendValidated(_ run: ArraySlice<UInt8>, to scalars: inout String.UnicodeScalarView)
    throws(Failure)
  {
    guard let text = String(validating: run, as: UTF8.self) else {
      throw failure("invalid UTF-8 in a string")
    }
    scalars.append(contentsOf: text.unicodeScalars)
  }

  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    index += 1
    guard let byte = current else { throw failure("unterminated string") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try unicodeEscape()
    default: throw failure("bad escape")
    }
  }

  private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
    let high = try hex4()
    if (0xD800..<0xDC00).contains(high) {
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw failure("lone surrogate") }
      index += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else { throw failure("lone surrogate") }
      return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    }
    guard let scalar = Unicode.Scalar(high) else { throw failure("lone surrogate") }
    return scalar
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
      bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
    else { throw failure("bad \\u escape") }
    index += 4
    return value
  }
}
