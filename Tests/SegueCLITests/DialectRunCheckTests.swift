import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// Plain `segue check` lists other tools' blocks that run (slides' `~~~command`, lookatme's
/// terminals) with `file:line`, says what Segue ignores of them at `file:line:col`, and runs
/// nothing.
@Suite struct DialectRunCheckTests {
  private func check(_ fixture: String, _ arguments: [String] = []) -> (ExitCode, String) {
    var output = CapturedOutput()
    let deck = TestPaths.fixture("Tests/Fixtures/exec/\(fixture)").path
    let code = SegueCommand.run(["check"] + arguments + [deck], output: &output)
    return (code, output.stdout + output.stderr)
  }

  @Test func slidesCommandBlocksAreListed() {
    let (code, report) = check("slides-commands.md")
    #expect(code == .success)
    #expect(
      report.contains(
        "slides-commands.md:7  sort  ~~~sort -r: its text piped through it with -X, the output "
          + "replaces it"))
    #expect(report.contains("slides-commands.md:12  graph-easy  ~~~graph-easy --as=boxart"))
    #expect(!report.contains("unknown language"))
    #expect(!report.contains("cherry\nbanana"))
  }

  @Test func lookatmeTerminalsAreListedWithWhatIsIgnored() {
    let (code, report) = check("lookatme-terminals.md")
    #expect(code == .success)
    #expect(
      report.contains(
        "lookatme-terminals.md:7  terminal8  terminal: 'bash -il' in a terminal, with -X"))
    #expect(
      report.contains(
        "lookatme-terminals.md:11  terminal-ex  terminal: 'zsh' in a terminal, with -X"))
    #expect(
      report.contains(
        "lookatme-terminals.md:14:1: warning: 'init_text' is not supported; the terminal starts "
          + "its command without it"))
  }

  /// `check --exec -X` pipes the slides block through a real `sort`; terminals are skipped.
  @Test func checkExecRunsTheCommandAndSkipsTerminals() {
    let (_, slides) = check("slides-commands.md", ["--exec", "-X"])
    #expect(slides.contains("slides-commands.md:7:1: passed"))
    let (code, terminals) = check("lookatme-terminals.md", ["--exec", "-X"])
    #expect(code == .success)
    #expect(
      terminals.contains(
        "lookatme-terminals.md:7:1: skipped: a terminal runs only in the presenter"))
  }
}
