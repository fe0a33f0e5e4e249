import Foundation
import SegueCore
import SegueTerminal
import SegueTestSupport
import Testing

@testable import SegueCLI

/// `segue config check|path|new` and `segue schema …` as a user runs them, and what the
/// config's themes do to a deck with and without its own `theme:`.
@Suite(.serialized) struct ConfigCommandTests {
  let folder: URL = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-config-\(UUID().uuidString)")

  func write(_ name: String, _ text: String) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  @Test func checkPrintsEachProblemWithItsLineAndCaret() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try write("config.yaml", "colors: 16\nkeys:\n  nxt: [l]\n")
    let result = run(["config", "check", path])
    #expect(result.code == .failure)
    #expect(
      result.err == """
        \(path):3:3: error: unknown action 'nxt' (did you mean 'next'?); actions: \
        \(Action.allCases.map(\.configName).joined(separator: ", "))
          nxt: [l]
          ^
        1 error found

        """)
  }

  @Test func checkSaysOkForTheNewFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try write("config.yaml", run(["config", "new"]).out)
    let result = run(["config", "check", path])
    #expect(result.code == .success)
    #expect(result.out == "\(path): ok\n")
  }

  @Test func checkOfAMissingFileIsAnError() {
    let result = run(["config", "check", "/nonexistent/config.yaml"])
    #expect(result.code == .failure)
    #expect(result.err.contains("/nonexistent/config.yaml: cannot read: no such file"))
  }

  @Test func pathAndCheckFollowXDGConfigHome() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try SegueProcess.run(
      ["config", "path"], environment: ["XDG_CONFIG_HOME": folder.path])
    #expect(path.stdout == folder.path + "/segue/config.yaml\n")
    let check = try SegueProcess.run(
      ["config", "check"], environment: ["XDG_CONFIG_HOME": folder.path])
    #expect(check.status == 0)
    #expect(
      check.stdout.hasSuffix(
        "no config file; the defaults apply ('segue config new' prints them)\n"))
  }

  @Test func aSchemaIsNamed() {
    let result = run(["schema"])
    #expect(result.code == .usage)
    #expect(result.err.hasPrefix("Error: missing schema command: config or theme\n"))
    #expect(
      run(["schema", "config"]).out.hasPrefix(
        "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
  }

  @Test func theConfigsDefaultThemeGivesWayToTheDecks() throws {
    let plain = DeckParser.parse(SourceText("## One\n", fileName: "a.md")).deck
    let plainDeck = try #require(plain)
    let own = DeckParser.parse(SourceText("---\ntheme: light\n---\n## One\n", fileName: "b.md"))
      .deck
    let ownDeck = try #require(own)
    let resolver = ThemeSelection.resolver(
      option: nil, deckPath: nil, honorsNoColor: false, fallback: "nord")
    #expect(resolver.resolve(plainDeck, source: SourceText("## One\n")).theme.name == "nord")
    #expect(resolver.resolve(ownDeck, source: SourceText("")).theme.name == "light")
    var named = resolver
    named.option = "gruvbox"
    #expect(named.resolve(ownDeck, source: SourceText("")).theme.name == "gruvbox")
  }
}
