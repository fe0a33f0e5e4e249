/// Text made safe for roff, the language of man pages: escapes, and nothing a formatter could
/// read as a request or warn about (`groff -ww` is silent on what this writes).
enum Roff {
  /// `text` on one line with roff's special characters escaped: `\` as `\e`, `-` as `\-` (so
  /// that options can be pasted), and every character past ASCII as `\[uXXXX]`, which needs
  /// no input encoding. A line break becomes a space.
  static func escaped(_ text: some StringProtocol) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case "\"": out += "\\(dq"
      case "\n", "\r", "\t": out += " "
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
      case _ where scalar.value > 0x7E: out += "\\[u\(hex(scalar.value))]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An escaped text line: a leading `.` or `'` would make it a request, so `\&` guards it.
  static func line(_ escapedText: String) -> String {
    escapedText.hasPrefix(".") || escapedText.hasPrefix("'") ? "\\&" + escapedText : escapedText
  }

  /// Lines kept as written (code, a table of keys): each escaped, inside `.nf`/`.fi`,
  /// indented by `indent` ens.
  static func verbatim(_ text: String, indent: Int = 4) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line(escaped($0.replacing("\t", with: "    "))) }
    return ".sp\n.RS \(indent)\n.nf\n" + lines.joined(separator: "\n") + "\n.fi\n.RE\n"
  }

  /// Prose: paragraphs parted by blank lines, each refilled by the formatter; a paragraph
  /// whose first line is indented (a table of keys, an example) is kept as written.
  static func prose(_ text: String) -> String {
    text.split(separator: "\n\n").map { paragraph in
      if paragraph.hasPrefix(" ") { return verbatim(dedented(paragraph), indent: 2) }
      return ".PP\n" + line(escaped(paragraph)) + "\n"
    }.joined()
  }

  /// `text` without the indentation its lines share.
  static func dedented(_ text: some StringProtocol) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let margin =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min()
      ?? 0
    return lines.map { String($0.dropFirst(min(margin, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }

  /// Upper-case hexadecimal, at least four digits: groff's `\[u00E9]` form.
  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
