/// A length of time as people write it, in whole seconds: `20m`, `90s`, `1m30s`, `1.5m`,
/// `1h30m`, `25:00` (minutes and seconds) or a bare number of minutes.
///
/// One reader for `--duration`, `<!-- time: 2m -->` and front matter's `time:`, so a time
/// that one accepts the others accept too. A decimal (`1.5m`, `0.5h`) is rounded to the
/// nearest second; zero and negative times are refused, and so are times over
/// `maximumSeconds`: a budget of a million years is a typo, and its seconds would overflow
/// the sums the pacing makes (`time: 999999999999999999` trapped `segue check`).
public enum DurationText {
  /// 100 hours: longer than any talk, rehearsal or workshop day.
  public static let maximumSeconds = 100 * 3600

  public static func seconds(_ text: String) -> Int? {
    if text.contains(":") { return minutesAndSeconds(text) }
    if let minutes = Int(text) { return inRange(minutes, times: 60) }
    var total = 0.0
    var number = ""
    for c in text {
      if c.isASCII && (c.isNumber || c == ".") {
        number.append(c)
        continue
      }
      guard let n = amount(number) else { return nil }
      switch c {
      case "h": total += n * 3600
      case "m": total += n * 60
      case "s": total += n
      default: return nil
      }
      number = ""
    }
    // Compared as a Double first: a huge decimal (`1e400h` is refused as text, but 400
    // digits are not) is past any Int.
    guard number.isEmpty, total.rounded() <= Double(maximumSeconds) else { return nil }
    let rounded = Int(total.rounded())
    return rounded > 0 ? rounded : nil
  }

  /// `count * unit` seconds when that is a time Segue accepts, without overflowing.
  private static func inRange(_ count: Int, times unit: Int) -> Int? {
    guard count > 0, count <= maximumSeconds / unit else { return nil }
    return count * unit
  }

  /// `m:ss` (or `h:mm:ss`) for a number of seconds: how times are shown everywhere (the
  /// speaker view, the rehearsal table, the notes script).
  public static func clock(_ seconds: Int) -> String {
    let s = abs(seconds)
    let sign = seconds < 0 ? "-" : ""
    let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    if s >= 3600 { return "\(sign)\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" }
    return "\(sign)\(s / 60):\(two(s % 60))"
  }

  /// `m:ss`.
  private static func minutesAndSeconds(_ text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let m = Int(parts[0]), let s = Int(parts[1]), m >= 0,
      m <= maximumSeconds / 60, (0..<60).contains(s), m * 60 + s > 0,
      m * 60 + s <= maximumSeconds
    else { return nil }
    return m * 60 + s
  }

  /// `12` or `1.5`; not `.5.`, `1.` or an empty string.
  private static func amount(_ text: String) -> Double? {
    guard let first = text.first, let last = text.last, first != ".", last != ".",
      text.filter({ $0 == "." }).count <= 1
    else { return nil }
    return Double(text)
  }
}
