/// A number as a person writes one on the command line: digits with at most one `.` (`2`,
/// `0.5`, `.5`).
///
/// `Double(_:)` also reads a sign, an exponent, hexadecimal, `inf` and `nan`: `--scale 0x8`
/// was 8, and `--slide-seconds 1e-9` a duration no frame can have. An option's range is then
/// checked by the option.
enum DecimalText {
  static func value(_ text: String) -> Double? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Double(text)
  }
}
