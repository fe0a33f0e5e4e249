import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// Pandoc's own table syntaxes as the audience sees them: the fixture deck's golden export.
@Suite struct PandocTableExportTests {
  @Test func fixtureDeckMatchesItsGolden() throws {
    let path = TestPaths.fixture("Tests/Fixtures/dialects/pandoc-tables.md").path
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", path, "--size", "80x24", "--format", "text", "--steps"], output: &output)
    #expect(code == .success, "\(output.stderr)")
    #expect(output.stderr.isEmpty, "the fixture deck should load without warnings")
    #expect(!output.stdout.contains("----------- ------"), "a dashed table line is shown as text")
    #expect(output.stdout.contains("│ Jasper │ slides, talk │"))
    try Golden.check(output.stdout, against: "Tests/Goldens/dialects/pandoc-tables.80x24.txt")
  }
}
