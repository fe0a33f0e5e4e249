import SegueCLI
import SegueTestSupport
import Testing

/// `--colors` on the presenter and the viewers (export's: `ExportCommandTests`), checked
/// before a terminal is needed.
@Suite struct ColorsOptionTests {
  @Test(arguments: [["present"], ["notes"], ["follow"]])
  func aBadDepthIsAUsageError(_ command: [String]) {
    var output = CapturedOutput()
    let code = SegueCommand.run(command + ["--colors", "8"], output: &output)
    #expect(code == .usage)
    #expect(output.stderr.hasPrefix("Error: '--colors' must be 24bit, 256, 16 or none, not '8'\n"))
  }

  @Test(arguments: ["notes", "follow"])
  func theViewersTakeADepth(_ command: String) {
    var output = CapturedOutput()
    // Not a terminal here: the viewer refuses for that reason, not for the option.
    let code = SegueCommand.run([command, "--colors", "24bit"], output: &output)
    #expect(code == .failure)
    #expect(output.stderr.contains("shows in a terminal"))
  }
}
