import Foundation

/// Golden files: compare output with a stored file; `RECORD_GOLDENS=1` writes it instead.
public enum Golden {
  public struct Mismatch: Error, CustomStringConvertible {
    public var path: String
    public var diff: String
    public var description: String {
      "golden file \(path) differs (re-record with RECORD_GOLDENS=1):\n\(diff)"
    }
  }

  /// Checks `actual` against the golden file at `relativePath` under the package root.
  public static func check(_ actual: String, against relativePath: String) throws {
    let url = TestPaths.fixture(relativePath)
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      throw Mismatch(path: relativePath, diff: "(no golden file; record it with RECORD_GOLDENS=1)")
    }
    if expected != actual {
      throw Mismatch(path: relativePath, diff: lineDiff(expected: expected, actual: actual))
    }
  }

  /// A short readable diff: the first differing lines with their numbers.
  ///
  /// Escape characters are shown as `␛`, so an ANSI golden's diff reads as text instead of
  /// restyling the terminal that shows it.
  public static func lineDiff(expected: String, actual: String, context: Int = 20) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for i in 0..<max(e.count, a.count) where out.count < context * 2 {
      let el = i < e.count ? String(e[i]) : nil
      let al = i < a.count ? String(a[i]) : nil
      if el != al {
        if let el { out.append("-\(i + 1): \(visible(el))") }
        if let al { out.append("+\(i + 1): \(visible(al))") }
      }
    }
    return out.joined(separator: "\n")
  }

  static func visible(_ line: String) -> String {
    line.replacingOccurrences(of: "\u{1B}", with: "␛")
  }
}
