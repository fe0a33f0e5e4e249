/// A line of live output as text with SGR sequences: how the speaker channel carries it to
/// the followers, which read it back through their own sanitizer (they trust no wire).
public enum StyledLineText {
  /// The line's runs, each after the SGR that sets exactly its style, then a reset.
  public static func sgr(_ line: [StyledRun]) -> String {
    var buffer = ByteBuffer()
    for run in line {
      SGR.append(run.style, to: &buffer)
      buffer.append(run.text)
    }
    if !line.isEmpty { buffer.append("\u{1B}[0m") }
    return buffer.text
  }
}
