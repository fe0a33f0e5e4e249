/// The deck's structure as JSON for scripts: `segue check --json`.
///
/// `{"title": …, "dialect": "mdp", "dialect_line": 1, "slide_level": 2,
/// "thematic_breaks_split", "split_rule" (why headings do not split, or null),
/// "implicit_slide_ends", "sections": [{"title", "line", "slides": [{"number", "title", "kind",
/// "steps", "line", "notes", "skipped"}]}]}` — numbers shown to people are 1-based. Written by
/// hand: the core takes no Foundation.
public enum StructureJSON {
  public static func render(
    _ deck: Deck, source: SourceText? = nil, diagnostics: [Diagnostic] = [],
    files: [(file: IncludedFile, outside: Bool)] = []
  ) -> String {
    var out = "{\n  \"loaded\": true,\n"
    out += "  \"title\": \(string(deck.meta.title)),\n"
    out += dialect(deck.structure)
    out += "  \"slide_level\": \(deck.structure.slideLevel.map(String.init) ?? "null"),\n"
    out += "  \"section_level\": \(deck.structure.sectionLevel.map(String.init) ?? "null"),\n"
    out += "  \"thematic_breaks_split\": \(deck.structure.thematicBreaksSplit),\n"
    out += "  \"split_rule\": \(string(deck.structure.headingRule)),\n"
    out += "  \"implicit_slide_ends\": \(deck.structure.implicitSlideEnds),\n"
    out += "  \"slides\": \(deck.slideCount),\n"
    out += "  \"sections\": [\n"
    var globalNumber = 0
    for (s, section) in deck.sections.enumerated() {
      out += "    {\"number\": \(s + 1), \"title\": \(string(section.title)), "
      out += "\"line\": \(source?.place(ofLine: section.sourceLine)?.line ?? section.sourceLine), "
      out += "\"slides\": [\n"
      for (p, slide) in section.slides.enumerated() {
        globalNumber += 1
        out += "      {\"number\": \"\(s + 1).\(p + 1)\", \"slide\": \(globalNumber), "
        out += "\"title\": \(string(slide.titleText)), \"kind\": \"\(slide.kind.rawValue)\", "
        out += "\"steps\": \(slide.steps), "
        // A slide from an included file: its file and its line there.
        let place = source?.place(ofLine: slide.sourceLine)
        if let place, place.file != source?.fileName {
          out += "\"file\": \(string(place.file)), "
        }
        out += "\"line\": \(place?.line ?? slide.sourceLine), "
        out += "\"notes\": \(!slide.notes.isEmpty), \"skipped\": \(slide.layout.isSkipped)}"
        out += p + 1 < section.slides.count ? ",\n" : "\n"
      }
      out += "    ]}" + (s + 1 < deck.sections.count ? ",\n" : "\n")
    }
    out += "  ],\n"
    out += "  \"files\": " + list(files) + ",\n"
    let warnings = diagnostics.filter { $0.severity == .warning }
    out += "  \"warnings\": " + list(warnings, indent: "  ") + ",\n"
    out += "  \"diagnostics\": " + list(diagnostics, indent: "  ") + "\n"
    out += "}\n"
    return out
  }

  /// What `check --json` prints when the deck did not load: its errors, so a script reads
  /// JSON whatever happened (the exit code says it failed; stderr has the same text).
  public static func failure(_ diagnostics: [Diagnostic]) -> String {
    "{\n  \"loaded\": false,\n  \"diagnostics\": " + list(diagnostics, indent: "  ") + "\n}\n"
  }

  /// Diagnostics as a JSON array, one object a line.
  private static func list(_ diagnostics: [Diagnostic], indent: String) -> String {
    guard !diagnostics.isEmpty else { return "[]" }
    let items = diagnostics.map { "\n" + indent + "  " + DiagnosticFormatter.json($0) }
    return "[" + items.joined(separator: ",") + "\n" + indent + "]"
  }

  /// Every file the deck reads, one object a line: its path, what it is (`code`, `image`,
  /// `theme`), where it really is, and whether that is outside the deck's tree.
  private static func list(_ files: [(file: IncludedFile, outside: Bool)]) -> String {
    guard !files.isEmpty else { return "[]" }
    let items = files.map { file, outside in
      "\n    {\"path\": \(string(file.path)), \"kind\": \"\(file.kind.rawValue)\", "
        + "\"resolved\": \(string(file.resolvedPath)), \"outside\": \(outside)}"
    }
    return "[" + items.joined(separator: ",") + "\n  ]"
  }

  /// The dialect and the line that chose it (`null` when nothing did: Segue's own reading).
  private static func dialect(_ structure: DeckStructure) -> String {
    let line: Int?
    let source: String
    switch structure.dialectSource {
    case .frontMatter(let at):
      (line, source) = (at, "front_matter")
    case .marker(let at, _):
      (line, source) = (at, "marker")
    case .none:
      (line, source) = (nil, "default")
    }
    var out = "  \"dialect\": \(string(structure.dialect.rawValue)),\n"
    out += "  \"dialect_source\": \(string(source)),\n"
    out += "  \"dialect_line\": \(line.map(String.init) ?? "null"),\n"
    return out
  }

  /// Deck text as a JSON string: control characters shown as the terminal shows them, by the
  /// one function that makes diagnostics safe (a script printing `jq -r` output stays safe).
  static func string(_ s: String?) -> String {
    s.map(DiagnosticFormatter.jsonString) ?? "null"
  }

}
