import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue export --exec -x|-X`: snippets run headless before drawing, their output drawn as
/// the talk shows it (real bash); without `--exec` nothing runs. Re-record with
/// `RECORD_GOLDENS=1`.
@Suite struct ExportExecTests {
  static let deck = TestPaths.fixture("Tests/Fixtures/exec/export.md").path

  private func export(_ arguments: [String]) -> (ExitCode, String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", "--size", "60x24"] + arguments + [Self.deck], output: &output)
    return (code, output.stdout)
  }

  @Test func theOutputsAreDrawnInTheTextExport() throws {
    let (code, text) = export(["--exec", "-X"])
    #expect(code == .success)
    try Golden.check(text, against: "Tests/Goldens/exec/export.X.txt")
  }

  /// With -x only the `+exec` snippet runs; `+exec_replace` stays as written.
  @Test func minusXRunsOnlyWhatRunsByKey() {
    let (code, text) = export(["--exec", "-x"])
    #expect(code == .success)
    #expect(text.contains("hello from +exec"))
    #expect(text.contains("echo \"- and another\""))
    #expect(!text.contains("    - and another"))
  }

  @Test func withoutExecNothingRuns() {
    let (code, text) = export([])
    #expect(code == .success)
    #expect(text.contains("echo \"hello from +exec\""))
    #expect(!text.contains("exit 0"))
    #expect(!text.contains("    - a bullet printed by the shell"))
  }

  @Test func execNeedsPermissionAndPermissionNeedsExec() {
    #expect(export(["--exec"]).0 == .usage)
    #expect(export(["-X"]).0 == .usage)
    #expect(
      usageError(["--exec"]).hasPrefix(
        "Error: '--exec' runs the deck's code: add -x to allow it (-X to also run the blocks "
          + "that run by themselves); a deck cannot allow it itself"))
    #expect(
      usageError(["-X"]).hasPrefix("Error: '-x' and '-X' allow what '--exec' runs: add --exec"))
  }

  /// The first line of stderr of an export with `arguments`.
  private func usageError(_ arguments: [String]) -> String {
    var output = CapturedOutput()
    _ = SegueCommand.run(["export"] + arguments + [Self.deck], output: &output)
    return String(output.stderr.split(separator: "\n").first ?? "")
  }
}
