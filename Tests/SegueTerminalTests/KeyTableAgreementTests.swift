import Foundation
import SegueCore
import SegueRender
import SegueTestSupport
import Testing

@testable import SegueTerminal

/// The key tables people read agree with the one the keys obey: each Markdown key table in
/// the docs follows a `<!-- keys: MODE -->` line and must equal `KeyTable.markdown(MODE)`, and
/// the `?` overlay shows every line of the table.
@Suite struct KeyTableAgreementTests {
  /// The docs that carry key tables, and the modes each must show.
  static let documents: [(path: String, modes: [KeyMode])] = [
    ("README.md", [.slides]),
    (
      "docs/presenter.md", [.slides, .notes, .help, .overview, .prompt, .search, .found, .terminal]
    ),
    ("docs/speaker-view.md", [.speaker, .follow]),
  ]

  /// Each marked table of a document: its mode and its lines.
  static func tables(in text: String) -> [(mode: String, lines: [String])] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines.indices.compactMap { i in
      let line = lines[i].trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("<!-- keys: "), line.hasSuffix(" -->") else { return nil }
      let mode = line.dropFirst("<!-- keys: ".count).dropLast(" -->".count)
      let table = lines[(i + 1)...].prefix { $0.hasPrefix("|") }
      return (String(mode), Array(table))
    }
  }

  @Test(arguments: documents.map(\.path))
  func theDocsKeyTablesAreTheTable(_ path: String) throws {
    let text = try String(contentsOf: TestPaths.fixture(path), encoding: .utf8)
    let tables = Self.tables(in: text)
    let wanted = try #require(Self.documents.first { $0.path == path }).modes
    #expect(tables.map(\.mode) == wanted.map(\.rawValue))
    for table in tables {
      let mode = try #require(KeyMode(rawValue: table.mode))
      let expected = KeyTable.standard.markdown(mode)
      #expect(
        table.lines == expected,
        "\(path)'s \(mode) keys differ from KeyTable; they should read:\n\(expected.joined(separator: "\n"))"
      )
    }
    // A key table without its marker would go unchecked.
    let headers = text.components(separatedBy: "\n| keys | action |").count - 1
    #expect(headers == tables.count, "\(path) has a key table without a <!-- keys: MODE --> line")
  }

  @Test func theHelpOverlayShowsEveryLineOfTheTable() {
    var p = PresenterSession("# A\n\n## One\n\ntext\n", size: Size(width: 80, height: 24))
    p.type("?")
    // The scrolling pair shares a line; `a` shows only in a talk that advances by itself.
    let lines = p.state.helpLines
    #expect(lines.count == KeyTable.standard[.slides].count - 1)
    #expect(lines.contains { $0.keys == "J Ctrl-D / K Ctrl-U" })
    for line in lines {
      #expect(
        p.screen.contains { $0.contains(line.keys) && $0.contains(line.action) },
        "\(line.keys)  \(line.action) not in the overlay:\n\(p.text)")
    }
    #expect(p.text.contains("Esc ? q closes this help"))
  }
}
