import SegueCore

/// A deck's shape in one line per section: `Section: Slide A | Slide B`, for readable tables.
func outline(_ deck: Deck) -> [String] {
  deck.sections.map { section in
    section.title + ": "
      + section.slides.map { slide in
        var s = slide.titleText ?? "_"
        if slide.kind == .intro { s = "intro " + s }
        if slide.kind == .sectionTitle { s = "§ " + s }
        if slide.kind == .chapterTitle { s = "ch " + s }
        return s
      }.joined(separator: " | ")
  }
}

/// Parses text that must load; a failure names the errors.
func load(_ text: String, file: String = "deck.md") throws -> Deck {
  let load = DeckParser.parse(text, fileName: file)
  guard let deck = load.deck else { throw LoadFailure(diagnostics: load.diagnostics) }
  return deck
}

struct LoadFailure: Error, CustomStringConvertible {
  var diagnostics: [Diagnostic]
  var description: String {
    diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" }.joined(separator: "\n")
  }
}

/// The one-line `line:col: severity: message` of each diagnostic, for pinning texts.
func messages(_ text: String, file: String = "deck.md") -> [String] {
  DeckParser.parse(text, fileName: file).diagnostics.map { d in
    let at = d.location.map { "\($0.line):\($0.column): " } ?? ""
    return "\(at)\(d.severity.rawValue): \(d.message)"
  }
}
