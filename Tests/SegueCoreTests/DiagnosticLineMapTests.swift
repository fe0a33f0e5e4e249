import Testing

@testable import SegueCore

/// A diagnostic's place in a part is mapped back to the deck's spliced text once: the sort
/// asks each diagnostic's line once, and `line(of:)` looks it up in a table made with the
/// text, rather than searching every origin (issue 30's review: a deck including parts with
/// thousands of warnings was quadratic).
@Suite struct DiagnosticLineMapTests {
  /// `line(of:)` as it was, a search of the origins in order: the table must agree with it.
  static func searched(_ location: SegueCore.SourceLocation, in source: SourceText) -> Int? {
    let origins = source.origins
    for (index, origin) in origins.enumerated() where origin.file == location.file {
      let end = index + 1 < origins.count ? origins[index + 1].line : source.lineCount + 1
      let offset = location.line - origin.fileLine
      if offset >= 0, origin.line + offset < end { return origin.line + offset }
    }
    return nil
  }

  /// Every line of every file, and a few past them, maps where the search found it.
  func expectTableAgreesWithSearch(_ source: SourceText) {
    for file in [source.fileName] + source.splicedFiles {
      for line in -1...source.lineCount + 3 {
        let location = SourceLocation(file: file, line: line, column: 1)
        #expect(source.line(of: location) == Self.searched(location, in: source), "\(file):\(line)")
      }
    }
  }

  @Test func aPartIncludedTwiceMapsToItsFirstPlace() {
    let files = [
      "talk/p.md": "<!-- include: q.md -->\ntext\n\n<!-- include: q.md -->",
      "talk/q.md": "```\ncode left open",
    ]
    let deck = "# A\n\n<!-- include: p.md -->\n\n# B\n\n<!-- include: p.md -->\n\nend\n"
    let source = Self.expand(deck, files).source
    #expect(source.splicedFiles == ["talk/p.md", "talk/q.md"])
    #expect(source.line(of: SourceLocation(file: "talk/p.md", line: 2, column: 1)) == 9)
    expectTableAgreesWithSearch(source)
  }

  @Test func overlappingRunsMapToTheFirst() {
    let origins = [
      LineOrigin(line: 1, file: "d.md", fileLine: 1),
      LineOrigin(line: 4, file: "p.md", fileLine: 1),
      LineOrigin(line: 6, file: "d.md", fileLine: 3),
      LineOrigin(line: 8, file: "d.md", fileLine: 4),
      LineOrigin(line: 10, file: "p.md", fileLine: 2),
    ]
    let text = (1...12).map { "line \($0)" }.joined(separator: "\n")
    let source = SourceText(spliced: text, fileName: "d.md", origins: origins, warnings: [])
    #expect(source.line(of: SourceLocation(file: "d.md", line: 4, column: 1)) == 7)
    #expect(source.line(of: SourceLocation(file: "p.md", line: 3, column: 1)) == 11)
    expectTableAgreesWithSearch(source)
  }

  @Test func sortingAsksEachDiagnosticsLineOnce() {
    let diagnostics =
      (0..<3000).map { n in
        Diagnostic.warning(
          "w\(n)", at: SourceLocation(file: "d.md", line: (n * 7919) % 3001, column: 1))
      } + [.warning("nowhere", at: nil)]
    var asked = 0
    let sorted = diagnostics.sortedByPosition { location in
      asked += 1
      return location.line
    }
    #expect(asked == 3000)
    #expect(sorted.compactMap(\.location?.line) == sorted.compactMap(\.location?.line).sorted())
    #expect(sorted.last?.message == "nowhere")
  }

  /// A part that includes another between each of its 2,000 errors: 4,000 origins, and each
  /// error found again on its own line of the spliced text, in order.
  @Test func thousandsOfErrorsInAPartMapBack() {
    let unit = "<!-- include: x.md -->\n<!-- new_lines: x -->\n"
    let files = ["talk/p.md": String(repeating: unit, count: 2000), "talk/x.md": "x"]
    let expansion = Self.expand("# A\n\n<!-- include: p.md -->\n", files)
    let load = DeckParser.parse(expansion.source)
    #expect(expansion.source.origins.count > 4000)
    let lines = load.errors.compactMap { $0.location.flatMap(load.source.line(of:)) }
    #expect(lines.count == 2000)
    #expect(lines == lines.sorted())
    #expect(Set(lines.map { load.source.line($0) }) == ["<!-- new_lines: x -->"])
  }

  static func expand(_ deck: String, _ files: [String: String]) -> Includes.Expansion {
    Includes.expand(
      SourceText(deck, fileName: "talk/deck.md"), identity: IncludesTests.deckIdentity,
      limit: 4 << 20, read: IncludesTests.Disk(files).read)
  }
}
