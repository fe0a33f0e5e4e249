/// Renders diagnostics as `file:line:col: error: message`, the source line and a caret, for a
/// terminal or as JSON: the one place deck and theme text is made safe to show in a message.
///
/// A message quotes what the deck or theme says — a directive's name, a key and its value, a
/// section title, a glyph, a theme's name or path — and that text can hold ESC, C1 controls or
/// line breaks. Every piece of a diagnostic goes through `shown(_:)`, which gives the
/// renderer's own stand-ins (`ControlCharacters`), so a message can neither drive the terminal
/// nor break its one-line layout, whatever its author quoted.
public struct DiagnosticFormatter: Sendable {
  /// Colour with SGR sequences; only when the output is a terminal.
  public var useColor: Bool
  /// The columns a scalar of the source line takes on the terminal, so the caret lands under
  /// its character after wide ones (`漢`) and combining marks. The renderer's `TextWidth`
  /// knows; this layer does not, so the caller says (one column each by default).
  public var width: @Sendable (Unicode.Scalar) -> Int

  public init(useColor: Bool, width: @escaping @Sendable (Unicode.Scalar) -> Int = { _ in 1 }) {
    self.useColor = useColor
    self.width = width
  }

  /// Text as any message shows it: every control character (ESC, C1, `\n`, `\r` …) as the
  /// visible symbol the renderer draws for it.
  ///
  /// Messages are one line: a line break inside a quoted value shows as `␊`, not as a break.
  public static func shown(_ text: String) -> String {
    ControlCharacters.visible(text)
  }

  /// Formats one diagnostic; `sourceLine` is the text of the line it points at, if known.
  public func format(_ diagnostic: Diagnostic, sourceLine: String?) -> String {
    var out = ""
    if let location = diagnostic.location {
      out += bold("\(Self.shown(location.file)):\(location.line):\(location.column): ")
    }
    out += severityLabel(diagnostic.severity) + bold(Self.shown(diagnostic.message)) + "\n"
    guard let location = diagnostic.location, let line = sourceLine else { return out }
    let shown = Self.printable(line, width: width)
    out += shown.text + "\n"
    let caretOffset = shown.offset(ofCharacter: location.column - 1)
    out += String(repeating: " ", count: caretOffset) + green("^") + "\n"
    return out
  }

  /// One diagnostic as a JSON object for `check --json`: `{"severity", "file", "line",
  /// "column", "message"}` (the location's keys only when it has one).
  ///
  /// The message is `shown(_:)` first, the same text as on the terminal, so a script that
  /// prints it (`jq -r`) is as safe as `segue` itself; JSON's own escaping then handles the
  /// quotes and backslashes. The file is there because a theme's problems are in its own file.
  public static func json(_ diagnostic: Diagnostic) -> String {
    let location =
      diagnostic.location.map {
        "\"file\": \(jsonString($0.file)), \"line\": \($0.line), \"column\": \($0.column), "
      } ?? ""
    return
      "{\"severity\": \"\(diagnostic.severity.rawValue)\", \(location)\"message\": \(jsonString(diagnostic.message))}"
  }

  /// `text` as a JSON string literal, with every control character shown as its symbol.
  public static func jsonString(_ text: String) -> String {
    JSONString.quoted(shown(text))
  }

  private func severityLabel(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: return sgr("1;31", "error: ")
    case .warning: return sgr("1;35", "warning: ")
    case .note: return sgr("1;36", "note: ")
    }
  }

  private func bold(_ s: String) -> String { sgr("1", s) }
  private func green(_ s: String) -> String { sgr("1;32", s) }
  private func sgr(_ code: String, _ s: String) -> String {
    useColor ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
  }

  /// A source line made safe to print: control characters become visible symbols,
  /// tabs become one space so the caret stays under its character, and long lines are cut.
  struct PrintableLine {
    var text: String
    var characterOffsets: [Int]

    func offset(ofCharacter index: Int) -> Int {
      guard index >= 0 else { return 0 }
      return index < characterOffsets.count
        ? characterOffsets[index] : (characterOffsets.last.map { $0 + 1 } ?? 0)
    }
  }

  static let maximumShownCharacters = 200

  /// As much of 1-based line `number` of `source` as a diagnostic shows (one character more,
  /// so the cut is marked), or `nil` past the end.
  ///
  /// Not the whole line: a 700 KB line with a warning every few characters was copied once
  /// per warning, quadratic in the line's length.
  public static func shownPart(of source: SourceText, line number: Int) -> String? {
    guard number >= 1, number <= source.lineCount else { return nil }
    let line = source.lineText(at: number - 1).unicodeScalars
    return String(String.UnicodeScalarView(line.prefix(maximumShownCharacters + 1)))
  }

  static func printable(
    _ line: String, width columns: (Unicode.Scalar) -> Int = { _ in 1 }
  ) -> PrintableLine {
    var text = ""
    var offsets: [Int] = []
    var width = 0
    for scalar in line.unicodeScalars {
      if offsets.count >= maximumShownCharacters {
        text += "…"
        break
      }
      offsets.append(width)
      let shown = ControlCharacters.visible(scalar)
      text.unicodeScalars.append(shown)
      width += columns(shown)
    }
    return PrintableLine(text: text, characterOffsets: offsets)
  }
}
