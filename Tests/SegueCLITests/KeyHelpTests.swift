import SegueTerminal
import SegueTestSupport
import Testing

@testable import SegueCLI

/// `--help` of the commands that read keys lists them from `KeyTable`, line for line.
@Suite struct KeyHelpTests {
  @Test(arguments: [("present", KeyMode.slides), ("notes", .speaker), ("follow", .follow)])
  func theHelpListsTheKeysOfTheTable(_ command: String, _ mode: KeyMode) {
    var output = CapturedOutput()
    _ = SegueCommand.run([command, "--help"], output: &output)
    let keys = KeyTable.standard.plainText(mode)
    #expect(output.stdout.contains("\n\n" + keys + "\n"), "\(output.stdout)")
    for binding in KeyTable.standard[mode] {
      #expect(output.stdout.contains(binding.keysLabel), "\(binding.action)")
    }
  }
}
