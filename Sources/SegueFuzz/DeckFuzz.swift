import SegueCLI
@_spi(Fuzzing) import SegueCore
import Synchronization

/// Deck loading and `segue check`, as a user runs it: the input is the deck file.
///
/// Through `SegueCommand.run`, so everything between the bytes on disk and the text printed
/// is covered: hygiene, front matter, the parser, directives, the deck's own theme, the
/// structure report, the JSON and tree dumps, the overflow report and the diagnostics.
enum DeckFuzz {
  static let file = ScratchFile(named: "deck.md")

  /// The `check` command lines run on each input.
  static let commands: [[String]] = [
    ["check"],
    ["check", "--json"],
    ["check", "--dump", "--size", "40x10"],
  ]

  /// One input at a time: they share the scratch file (the unit tests run in parallel).
  static let lock = Mutex(())

  static func run(_ bytes: [UInt8]) {
    lock.withLock { _ in check(bytes) }
  }

  private static func check(_ bytes: [UInt8]) {
    file.write(bytes)
    for (index, command) in commands.enumerated() {
      var output = CapturedOutput()
      // The last command with a parse budget of a few KiB, which small inputs outgrow: the
      // abandoned parse, its halves and lines shown as text are fuzzed too.
      let code =
        index == commands.count - 1
        ? DeckParser.withTinyParseBudget {
          SegueCommand.run(command + [file.path], output: &output)
        }
        : SegueCommand.run(command + [file.path], output: &output)
      // A deck problem is exit 1 with a message; anything else is a wrong answer.
      require(code == .success || code == .failure, "check exited \(code) on a deck")
      require(
        code == .success || !output.stderr.isEmpty, "check failed without saying why")
    }
    ProcessLifetime.release()
  }
}
