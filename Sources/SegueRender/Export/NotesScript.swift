import SegueCore

/// `segue export --format notes`: the deck as a Markdown speaker script, for printing.
///
/// Per section a heading with its time budget; per slide its `s.p`, title and budget, then all
/// its notes, each marked with its step where the slide has one note per step (the speaker
/// view's rule). Slides come in navigation order, so skipped slides are left out as every
/// export leaves them out. Notes are Markdown already and are kept as written; titles are
/// plain text, so the characters Markdown would read as marks are escaped. Nothing depends on
/// a size or a theme: the script is the same text on every machine.
public enum NotesScript {
  public static func render(_ deck: Deck, fileName: String) -> String {
    var out = "# " + escape(deck.meta.title ?? fileName) + " — speaker script\n"
    for (s, section) in deck.sections.enumerated() {
      let slides = section.slides.enumerated().filter { !$0.element.layout.isSkipped }
      guard !slides.isEmpty else { continue }
      if deck.sections.count > 1 || section.budget != nil {
        out += "\n## \(s + 1) " + escape(section.title) + budgetSuffix(section.budget) + "\n"
      }
      for (p, slide) in slides { out += self.slide(slide, number: "\(s + 1).\(p + 1)") }
    }
    return out
  }

  /// The slide's heading and its notes.
  static func slide(_ slide: Slide, number: String) -> String {
    let steps = slide.steps > 1 ? " (\(slide.steps) steps)" : ""
    var out = "\n### \(number) " + escape(slide.summary ?? "(untitled)") + steps
    out += budgetSuffix(slide.budget) + "\n\n"
    guard !slide.notes.isEmpty else { return out + "*(no notes)*\n" }
    let bySteps = slide.notes.count > 1 && slide.notes.count == slide.steps
    for (index, note) in slide.notes.enumerated() {
      if index > 0 { out += "\n" }
      if bySteps { out += "**Step \(index + 1).** " }
      out += visible(note) + "\n"
    }
    return out
  }

  static func budgetSuffix(_ budget: Int?) -> String {
    budget.map { " · \(DurationText.clock($0))" } ?? ""
  }

  /// Plain text as Markdown that shows it as written.
  static func escape(_ text: String) -> String {
    var out = ""
    for c in visible(text) {
      if "\\`*_[]<>#|".contains(c) { out.append("\\") }
      out.append(c == "\n" || c == "\t" ? " " : c)
    }
    return out
  }

  /// Control characters as symbols (newlines and tabs kept), as every output shows them.
  static func visible(_ text: String) -> String {
    ControlCharacters.visible(text, keeping: { $0 == "\n" || $0 == "\t" })
  }
}
