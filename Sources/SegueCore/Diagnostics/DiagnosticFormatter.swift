/// Renders diagnostics as `file:line:col: error: message`, the source line and a caret.
public struct DiagnosticFormatter: Sendable {
  /// Colour with SGR sequences; only when the output is a terminal.
  public var useColor: Bool

  public init(useColor: Bool) {
    self.useColor = useColor
  }

  /// Formats one diagnostic; `sourceLine` is the text of the line it points at, if known.
  public func format(_ diagnostic: Diagnostic, sourceLine: String?) -> String {
    var out = ""
    if let location = diagnostic.location {
      out += bold("\(location.file):\(location.line):\(location.column): ")
    }
    out += severityLabel(diagnostic.severity) + bold(diagnostic.message) + "\n"
    guard let location = diagnostic.location, let line = sourceLine else { return out }
    let shown = Self.printable(line)
    out += shown.text + "\n"
    let caretOffset = shown.offset(ofCharacter: location.column - 1)
    out += String(repeating: " ", count: caretOffset) + green("^") + "\n"
    return out
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

  static func printable(_ line: String) -> PrintableLine {
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
      width += 1
    }
    return PrintableLine(text: text, characterOffsets: offsets)
  }
}
