import SegueCore
import Testing

/// The one JSON string writer (`JSONString`): every character JSON or JavaScript could trip
/// on is escaped, and the rest is itself.
@Suite struct JSONStringTests {
  @Test(arguments: [
    ("plain", #""plain""#), ("q\"b\\", #""q\"b\\""#), ("\n\r\t", #""\n\r\t""#),
    ("\u{1B}[2J\u{07}", #""\u001b[2J\u0007""#), ("\u{7F}\u{9B}", #""\u007f\u009b""#),
    ("a\u{2028}b\u{2029}", #""a\u2028b\u2029""#), ("é漢😀", "\"é漢😀\""),
  ])
  func quoted(_ text: String, _ json: String) {
    #expect(JSONString.quoted(text) == json)
  }

  /// `check --json` shows controls as symbols first, then escapes the separators.
  @Test func diagnosticsJSONEscapesTheSeparators() {
    #expect(DiagnosticFormatter.jsonString("a\u{2028}\u{1B}") == #""a\u2028␛""#)
  }
}
