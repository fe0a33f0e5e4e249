import Foundation
import SegueTestSupport
import Testing

@testable import SegueCLI

/// The completion scripts, loaded into the real shells: bash's function is called as bash's
/// completion would call it (COMP_WORDS, COMP_CWORD) and what it offers is compared with the
/// command table; fish is asked with `complete -C`; zsh's script is parsed (`zsh -n`).
@Suite struct CompletionScriptTests {
  /// A folder with a deck, a text file, a theme file and a user theme (`mine`, through
  /// XDG_CONFIG_HOME), and the environment that finds the built `segue` first on PATH.
  func workspace() throws -> (folder: URL, environment: [String: String]) {
    let folder = try ShellRunner.scratchFolder("completions")
    let themes = folder.appending(path: "config/segue/themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    for (path, text) in [
      ("talk.md", "# Hi\n"), ("notes.txt", ""), ("my.yaml", ""),
      ("config/segue/themes/mine.yaml", "extends: dark\n"),
    ] {
      try text.write(to: folder.appending(path: path), atomically: true, encoding: .utf8)
    }
    let binaries = TestPaths.segueBinary.deletingLastPathComponent().path
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return (
      folder,
      ["PATH": binaries + ":" + path, "XDG_CONFIG_HOME": folder.appending(path: "config").path]
    )
  }

  /// What `_segue` offers for each line of words (the last one being completed), in order.
  func bash(_ lines: [[String]]) throws -> [[String]] {
    let (folder, environment) = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = CompletionScript.bash(CompletionScript.nodes(CommandTable.root))
    try script.write(to: folder.appending(path: "segue.bash"), atomically: true, encoding: .utf8)
    var driver = """
      source ./segue.bash
      complete -p segue
      offer() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _segue
        printf '%s\\n' "${COMPREPLY[*]}"; }

      """
    for words in lines {
      driver += "offer " + words.map { "'\($0)'" }.joined(separator: " ") + "\n"
    }
    let result = try ShellRunner.run(
      "bash", ["--norc", "--noprofile", "-c", driver], environment: environment, in: folder)
    try #require(result.status == 0 && result.err.isEmpty, "\(result.err)")
    var out = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(out.removeFirst() == "complete -F _segue segue")
    return out.prefix(lines.count).map { $0.split(separator: " ").map(String.init).sorted() }
  }

  static let visible = CommandTable.root.subcommands.filter { !$0.isHidden }.map(\.name)

  @Test func bashOffersCommandsOptionValuesThemesAndDecks() throws {
    let offers = try bash([
      ["segue", ""], ["segue", "th"], ["segue", "export", "--f"],
      ["segue", "export", "--format", ""],
      ["segue", "--theme", ""], ["segue", "theme", ""], ["segue", "theme", "check", "m"],
      ["segue", "--colors", "=", ""], ["segue", "check", ""], ["segue", "completions", ""],
    ])
    // Decks and folders (the user theme's `config`), never other files.
    #expect(offers[0] == (Self.visible + ["config", "talk.md"]).sorted())
    #expect(!offers[0].contains("man"))
    #expect(offers[1] == ["theme", "themes"])
    #expect(offers[2] == ["--format"])
    #expect(offers[3] == ExportCommand.formats.sorted())
    #expect(Set(offers[4]).isSuperset(of: ["base", "dark", "light", "nord", "mine", "my.yaml"]))
    #expect(!offers[4].contains("talk.md"))
    #expect(offers[5] == ["check", "new", "preview"])
    #expect(Set(offers[6]).isSuperset(of: ["mine", "my.yaml"]) && !offers[6].contains("talk.md"))
    #expect(offers[7] == ColorsOption.choices.sorted())
    #expect(offers[8] == ["config", "talk.md"])
    #expect(offers[9] == ["bash", "fish", "zsh"])
  }

  /// Every option of every command in the table, under that command: a command or option
  /// added to the table is completed without a change to the scripts.
  @Test func bashOffersEveryOptionOfEveryCommand() throws {
    let commands = CommandTable.root.allCommands.filter { !$0.isHidden }
    let offers = try bash(commands.map { ["segue"] + $0.path + ["-"] })
    for (spec, offered) in zip(commands, offers) {
      var options = spec.allOptions
      if spec.id == .root { options = spec.options + CommandTable.present.allOptions }
      #expect(offered == options.flatMap(\.names).sorted(), "\(spec.commandLine)")
    }
  }

  @Test(.enabled(if: ShellRunner.isInstalled("fish")))
  func fishOffersCommandsOptionValuesAndThemes() throws {
    let (folder, environment) = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = CompletionScript.fish(CompletionScript.nodes(CommandTable.root))
    try script.write(to: folder.appending(path: "segue.fish"), atomically: true, encoding: .utf8)
    let asked = [
      "segue ", "segue export --format ", "segue --theme ", "segue theme ", "segue export --fo",
    ]
    let command =
      "source ./segue.fish; "
      + asked.map { "complete -C '\($0)' | cut -f1 | sort | string join ' '; " }.joined()
      + "true"
    let result = try ShellRunner.run(
      "fish", ["--no-config", "-c", command], environment: environment, in: folder)
    try #require(result.status == 0 && result.err.isEmpty, "\(result.err)")
    let offers = result.out.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    try #require(offers.count == asked.count, "\(result.out)")
    #expect(offers[0] == (Self.visible + ["config/", "talk.md"]).sorted())
    #expect(offers[1] == ExportCommand.formats.sorted())
    #expect(Set(offers[2]).isSuperset(of: ["dark", "mine", "my.yaml"]))
    #expect(offers[3] == ["check", "new", "preview"])
    #expect(offers[4] == ["--format"])
  }

  /// zsh's script parsed, then run with `compadd` and `_files` replaced by functions that print
  /// what they are given (the real ones work only inside a completion widget).
  @Test(.enabled(if: ShellRunner.isInstalled("zsh")))
  func zshOffersCommandsOptionValuesAndThemes() throws {
    let (folder, environment) = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = CompletionScript.zsh(CompletionScript.nodes(CommandTable.root))
    #expect(script.hasPrefix("#compdef segue\n"))
    try script.write(to: folder.appending(path: "_segue"), atomically: true, encoding: .utf8)
    let parsed = try ShellRunner.run("zsh", ["-n", "_segue"], in: folder)
    #expect(parsed.status == 0 && parsed.err.isEmpty, "\(parsed.err)")
    let stubs = #"compadd() { print -r -- "$*"; }; _files() { print -r -- "files $*"; }"#
    func offers(_ words: String) throws -> String {
      let command = "\(stubs); words=(\(words)); CURRENT=${#words}; source ./_segue"
      let result = try ShellRunner.run(
        "zsh", ["-f", "-c", command], environment: environment, in: folder)
      #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
      return result.out
    }
    #expect(try offers("segue ''") == "-- \(Self.visible.joined(separator: " "))\nfiles -g *.md\n")
    #expect(
      try offers("segue export --format ''")
        == "-- \(ExportCommand.formats.joined(separator: " "))\n")
    let themes = try offers("segue --theme ''")
    #expect(
      themes.contains(" dark ") && themes.contains(" mine") && themes.hasSuffix("files -g *.yaml\n")
    )
    #expect(try offers("segue theme ''") == "-- check preview new\n")
  }

  /// `segue themes --names`, which the scripts call: a user theme whose name a shell would
  /// split, or that holds an escape sequence, is left out.
  @Test func themeNamesArePlainWords() throws {
    let (folder, environment) = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["good-1.2", "two words", "esc\u{1B}[31m"] {
      try "extends: dark\n".write(
        to: folder.appending(path: "config/segue/themes/\(name).yaml"), atomically: true,
        encoding: .utf8)
    }
    let result = try SegueProcess.run(["themes", "--names"], environment: environment)
    let names = result.stdout.split(separator: "\n").map(String.init)
    #expect(result.status == 0)
    #expect(names.prefix(3) == ["base", "catppuccin", "dark"])
    #expect(names.suffix(2).sorted() == ["good-1.2", "mine"])
    #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains(" "))
  }

  @Test func unknownShellIsAUsageError() {
    var output = CapturedOutput()
    #expect(SegueCommand.run(["completions", "tcsh"], output: &output) == .usage)
    #expect(output.stderr.hasPrefix("Error: no completions for 'tcsh': bash, zsh or fish\n"))
  }
}
