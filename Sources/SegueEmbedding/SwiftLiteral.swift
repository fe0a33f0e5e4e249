/// Swift source for string literals whose value is exactly a given text, whatever it contains.
///
/// Two spellings, both compiled as plain string constants (no start-up cost, no code per
/// character, unlike a `[UInt8]` array literal):
/// - a raw multi-line literal (`#"""` … `"""#`) with one more `#` than the longest run of `#` in
///   the text, so nothing in the text can close it, start an escape or interpolate. It keeps the
///   generated file readable, line for line like the source file.
/// - an escaped single-line literal (`"…"`), for texts a multi-line literal cannot hold: the
///   compiler turns CR and CRLF into LF in multi-line literals, and rejects unprintable ASCII
///   characters (and warns on NUL) anywhere in a source file.
public enum SwiftLiteral {
  /// A string literal for `text`: raw multi-line when possible, escaped otherwise.
  public static func string(_ text: String) -> String {
    rawMultiline(text) ?? escaped(text)
  }

  /// Whether `text` can be spelled as a raw multi-line literal: no CR, and no ASCII control
  /// character other than tab and line feed.
  public static func fitsRawMultiline(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x09, 0x0A: true
      case 0x00..<0x20, 0x7F: false
      default: true
      }
    }
  }

  /// A raw multi-line literal for `text`, or `nil` when it does not fit one. The opening and
  /// closing delimiters sit on their own lines at column 0, so the compiler strips no
  /// indentation and the line breaks next to the delimiters are not part of the value.
  public static func rawMultiline(_ text: String) -> String? {
    guard fitsRawMultiline(text) else { return nil }
    let hashes = String(repeating: "#", count: longestHashRun(in: text) + 1)
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
  }

  /// An escaped single-line literal for any `text`: `\\`, `\"`, `\n`, `\r`, `\t`, `\0`, and
  /// `\u{…}` for other ASCII control characters; everything else is written as is.
  public static func escaped(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x5C: out += "\\\\"
      case 0x22: out += "\\\""
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += "\\t"
      case 0x00: out += "\\0"
      case 0x01..<0x20, 0x7F: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// The length of the longest run of `#` in `text` (0 when there is none).
  static func longestHashRun(in text: String) -> Int {
    var longest = 0
    var run = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "#") {
        run += 1
        longest = max(longest, run)
      } else {
        run = 0
      }
    }
    return longest
  }
}
