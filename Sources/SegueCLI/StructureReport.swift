import SegueCore

/// The human-readable structure `segue check` prints.
///
/// Written as it is made, in pieces of about `pieceSize` bytes: the report of a deck of 40,000
/// sections is 5 MB, which as one string (and its copy as bytes for the write) was a quarter
/// of `check`'s peak memory.
enum StructureReport {
  static let pieceSize = 1 << 16

  /// The whole report as one string (for tests and small decks).
  static func render(_ deck: Deck, fileName: String, source: SourceText? = nil) -> String {
    var all = ""
    write(deck, fileName: fileName, source: source) { all += $0 }
    return all
  }

  /// Hands the report to `emit` piece by piece, each piece whole lines.
  /// `source` names the lines of slides from included files by file and line.
  static func write(
    _ deck: Deck, fileName: String, source: SourceText? = nil, to emit: (String) -> Void
  ) {
    var out = header(deck, fileName: fileName)
    for (s, section) in deck.sections.enumerated() {
      out += "\(s + 1) \(DiagnosticFormatter.shown(section.title))\n"
      for (p, slide) in section.slides.enumerated() {
        out += "  \(s + 1).\(p + 1) " + line(slide, source: source)
        if out.utf8.count >= pieceSize {
          emit(out)
          out = ""
        }
      }
    }
    emit(out)
  }

  private static func header(_ deck: Deck, fileName: String) -> String {
    let slides = deck.slideCount
    let sections = deck.sections.count
    var out =
      "\(DiagnosticFormatter.shown(fileName)): \(sections) section\(sections == 1 ? "" : "s"), "
    out += "\(slides) slide\(slides == 1 ? "" : "s")\n"
    out += dialectLine(deck.structure) + "\n"
    out += levelLine(deck.structure) + "\n"
    if let titles = deck.structure.titleRule { out += titles + "\n" }
    if let section = deck.structure.sectionLevel {
      out +=
        "section level \(section): '\(String(repeating: "#", count: section))' headings start sections\n"
    }
    // A dialect's own rule (`headingRule`) already says what breaks do.
    if deck.structure.headingRule == nil {
      out +=
        deck.structure.thematicBreaksSplit
        ? "thematic breaks (---) split slides\n"
        : "thematic breaks (---) are rules inside slides\n"
    }
    out += "\n"
    return out
  }

  /// A slide's line after its number: title, what kind of slide, steps, notes, source line.
  private static func line(_ slide: Slide, source: SourceText?) -> String {
    let title = slide.titleText ?? ""
    var out = DiagnosticFormatter.shown(title.isEmpty ? "(untitled)" : title)
    var details: [String] = []
    switch slide.kind {
    case .intro: details.append("intro")
    case .sectionTitle: details.append("section title")
    case .chapterTitle: details.append("chapter title")
    case .content: break
    }
    if slide.steps > 1 { details.append("\(slide.steps) steps") }
    if !slide.notes.isEmpty { details.append("notes") }
    if slide.layout.isSkipped { details.append("skipped") }
    if !details.isEmpty { out += "  (" + details.joined(separator: ", ") + ")" }
    guard let source, let place = source.place(ofLine: slide.sourceLine) else {
      return out + "  line \(slide.sourceLine)\n"
    }
    // A slide from an included file: that file and its line there.
    guard place.file == source.fileName else {
      return out + "  \(DiagnosticFormatter.shown(place.file)):\(place.line)\n"
    }
    return out + "  line \(place.line)\n"
  }

  /// Which tool the deck was read as written for, and the line that decided it.
  static func dialectLine(_ structure: DeckStructure) -> String {
    let name = structure.dialect.rawValue
    switch structure.dialectSource {
    case .frontMatter(let line):
      return "dialect \(name), from front matter (line \(line))"
    case .marker(let line, let text):
      return "dialect \(name), set by line \(line): \(DiagnosticFormatter.shown(text))"
    case .none:
      return "dialect \(name): no other tool's markers"
    }
  }

  static func levelLine(_ structure: DeckStructure) -> String {
    if let rule = structure.headingRule { return rule }
    guard let level = structure.slideLevel else {
      return "no headings: slides are split by breaks only"
    }
    switch structure.slideLevelSource {
    case .frontMatter:
      return "slide level \(level), from front matter"
    case .heading(let line, let text):
      let hashes = String(repeating: "#", count: level)
      return
        "slide level \(level), set by line \(line): \(hashes) \(DiagnosticFormatter.shown(text))"
    case .deepestHeading:
      return "slide level \(level): no heading is followed by content, so the deepest level used"
    case .none, .dialect, .breaks:
      return "slide level \(level)"
    }
  }
}
