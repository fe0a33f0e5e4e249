import SegueCore

/// The lines of an asciicast v2 recording: a JSON header, then one JSON array per event.
///
/// Shared by the `cast` export and the presenter's live recording (`segue present --record`),
/// so both write the same header and the same full-screen frames. Times are integer
/// microseconds written as seconds with six decimals, so output does not depend on how a
/// `Double` prints. See https://docs.asciinema.org/manual/asciicast/v2/.
public enum CastEvent {
  /// `{"version": 2, "width": W, "height": H, …}` and its newline.
  public static func header(size: Size, title: String?, timestamp: Int? = nil) -> String {
    var line = "{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height)"
    if let timestamp { line += ", \"timestamp\": \(timestamp)" }
    // A player shows the title (and `jq -r .title` prints it): the deck's text, shown as on
    // a slide, so no control sequence in it reaches a terminal.
    if let title { line += ", \"title\": " + quoted(ControlCharacters.visible(title)) }
    return line + ", \"env\": {\"TERM\": \"xterm-256color\"}}\n"
  }

  /// `[t, "o", data]`: output the player writes to its terminal.
  public static func output(at microseconds: Int, _ data: String) -> String {
    event(at: microseconds, code: "o", data)
  }

  /// `[t, "m", label]`: a marker, here a key the presenter pressed.
  public static func marker(at microseconds: Int, _ label: String) -> String {
    event(at: microseconds, code: "m", label)
  }

  /// `[t, "r", "WxH"]`: the terminal was resized.
  public static func resize(at microseconds: Int, to size: Size) -> String {
    event(at: microseconds, code: "r", "\(size.width)x\(size.height)")
  }

  /// The bytes that draw `canvas` over the whole screen from a clean state: hide the cursor,
  /// reset, clear, then each row at its place (`CSI row;1H`) in SGR-styled text. Rows are
  /// placed, not separated by newlines, so the last row never scrolls the screen.
  public static func screen(_ canvas: Canvas) -> String {
    let rows = ANSIEncoder.encode(canvas, depth: .trueColor).split(
      separator: "\n", omittingEmptySubsequences: false)
    var data = "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"
    for (index, row) in rows.prefix(canvas.height).enumerated() where !row.isEmpty {
      data += "\u{1B}[\(index + 1);1H" + row
    }
    return data
  }

  static func event(at microseconds: Int, code: String, _ data: String) -> String {
    "[\(seconds(microseconds)), \"\(code)\", \(quoted(data))]\n"
  }

  /// `12.034500`: microseconds as seconds.
  static func seconds(_ microseconds: Int) -> String {
    let whole = max(0, microseconds) / 1_000_000
    let fraction = String(max(0, microseconds) % 1_000_000)
    return "\(whole)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  /// `text` as a JSON string (`JSONString`, as the channel writes it): quotes, backslashes,
  /// control characters and U+2028/U+2029 escaped.
  static func quoted(_ text: String) -> String {
    JSONString.quoted(text)
  }
}
