import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// Formulas as the audience sees them in a terminal: the fixture deck's golden text export
/// (docs/math.md).
@Suite struct MathExportTests {
  @Test func fixtureDeckMatchesItsGolden() throws {
    let path = TestPaths.fixture("Tests/Fixtures/math/formulas.md").path
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", path, "--size", "80x24", "--format", "text"], output: &output)
    #expect(code == .success, "\(output.stderr)")
    #expect(output.stderr.isEmpty, "the fixture deck should load without warnings")
    let out = output.stdout
    #expect(out.contains("(a+b)/(c-d)"))
    #expect(out.contains("∑ᵢ₌₁ⁿ i = n(n+1)/2"))
    #expect(out.contains("$\\begin{pmatrix}"), "a matrix shows its source")
    #expect(out.contains("$5 and $10"))
    try Golden.check(out, against: "Tests/Goldens/math/formulas.80x24.txt")
  }

  /// A display formula alone in its paragraph stands centred on its line.
  @Test func aDisplayFormulaIsCentred() throws {
    let path = TestPaths.fixture("Tests/Fixtures/math/formulas.md").path
    var output = CapturedOutput()
    _ = SegueCommand.run(["export", path, "--size", "80x24", "--format", "text"], output: &output)
    let line = try #require(output.stdout.split(separator: "\n").first { $0.contains("∑ᵢ₌₁ⁿ") })
    let indent = line.prefix { $0 == " " }.count
    let text = line.dropFirst(indent)
    #expect(abs(indent - (80 - text.count) / 2) <= 2, "\(line)")
  }
}
