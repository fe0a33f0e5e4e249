/// Text as a JSON string literal: the one escaping every JSON Segue writes uses (the channel's
/// messages, asciicast recordings, `check --json`).
///
/// Quotes, backslashes and control characters (C0, DEL, C1) are escaped, and so are U+2028
/// and U+2029: JSON allows them raw, but JavaScript before ES2019 ends a line at them, so a
/// player or a page that embeds the line as script would break (or run what follows). What a
/// string means is unchanged; only how it is written.
public enum JSONString {
  /// `"…"`: `text` quoted and escaped.
  public static func quoted(_ text: String) -> String {
    var out = ""
    append(text, to: &out)
    return out
  }

  /// Appends `text` quoted and escaped to `out`.
  public static func append(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where ControlCharacters.isControl(scalar) || (0x2028...0x2029).contains(scalar.value):
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
