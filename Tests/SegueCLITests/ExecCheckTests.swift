import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue check --exec`: every snippet of a deck run headless (real bash and python3), the
/// failures at their fence's `file:line:col`. Re-record with `RECORD_GOLDENS=1`.
@Suite struct ExecCheckTests {
  static let deck = TestPaths.fixture("Tests/Fixtures/exec/checks.md").path

  private func check(_ arguments: [String]) -> (ExitCode, String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(["check"] + arguments + [Self.deck], output: &output)
    let root = TestPaths.packageRoot.path + "/"
    let all = "--- stdout\n\(output.stdout)--- stderr\n\(output.stderr)"
    return (code, all.replacingOccurrences(of: root, with: "<root>/"))
  }

  @Test(arguments: [("-x", "x"), ("-X", "X")])
  func runsEverySnippet(_ flag: String, _ name: String) throws {
    let (code, report) = check(["--exec", flag])
    #expect(code == .failure)
    try Golden.check(report, against: "Tests/Goldens/exec/checks.\(name).txt")
  }

  /// A deck can never allow its own code to run: `--exec` alone is refused.
  @Test func refusesWithoutPermission() {
    let (code, report) = check(["--exec"])
    #expect(code == .usage)
    #expect(report.contains("add -x to allow it"))
    #expect(!report.contains("passed"))
  }

  /// Plain `check` lists what would run, and runs nothing.
  @Test func listsWhatWouldRun() throws {
    let (code, report) = check([])
    #expect(code == .success)
    #expect(report.contains("checks.md:5  bash  +exec: runs on Ctrl-E with -x"))
    #expect(report.contains("checks.md:41  bash  +pty: a terminal program, with -X"))
    #expect(!report.contains("hello from bash"))
  }
}

extension ExecCheckTests {
  /// Plain `check` says beside a block that would run when it cannot run here, naming what is
  /// missing, without running anything.
  @Test func listsWhatCannotRunHere() throws {
    let folder = "/tmp/segue-availability-\(getpid())"
    mkdir(folder, 0o700)
    defer { _ = try? FileManager.default.removeItem(atPath: folder) }
    let deck = folder + "/talk.md"
    let text =
      "# A\n\n```brainfuck +exec\n+.\n```\n\n```python +exec:nosuch\nprint(1)\n```\n\n"
      + "```bash +exec\necho ok\n```\n"
    FileManager.default.createFile(atPath: deck, contents: Data(text.utf8))
    var output = CapturedOutput()
    _ = SegueCommand.run(["check", deck], output: &output)
    #expect(
      output.stdout.contains(
        "talk.md:3  brainfuck  +exec: runs on Ctrl-E with -x (here: Segue does not know how to run 'brainfuck')"
      ))
    #expect(
      output.stdout.contains(
        "(here: Segue does not know how to run 'python' with '+exec:nosuch')"))
    #expect(output.stdout.contains("talk.md:11  bash  +exec: runs on Ctrl-E with -x\n"))
  }
}
