import SegueCLI
import SegueTestSupport
import Testing

/// `--image-protocol` on `present` and on the bare `segue DECK` form: its values, its help.
@Suite struct ImageProtocolOptionTests {
  @Test(arguments: [["present", "--image-protocol", "iterm"], ["--image-protocol", "iterm"]])
  func anUnknownValueIsAUsageError(_ arguments: [String]) {
    let result = runInRepository(arguments + ["Decks/images.md"])
    #expect(result.code == .usage)
    #expect(
      result.err.hasPrefix(
        "Error: '--image-protocol' must be auto, symbols, kitty, iterm2 or sixel, not 'iterm'\n"))
  }

  @Test func aKnownValueGoesOnToNeedATerminal() {
    // Tests have no terminal: the option is accepted, and presenting is what fails.
    let result = runInRepository(["--image-protocol", "kitty", "Decks/images.md"])
    #expect(result.code == .failure)
    #expect(result.err.hasPrefix("error: segue presents in a terminal"))
  }

  @Test func theHelpNamesTheValues() {
    let help = runInRepository(["present", "--help"]).out
    #expect(help.contains("--image-protocol MODE"))
    #expect(help.contains("auto, symbols, kitty, iterm2 or sixel"))
  }
}
