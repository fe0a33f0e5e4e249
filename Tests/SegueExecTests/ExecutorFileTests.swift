import SegueCore
import SegueResources
import Testing

@testable import SegueExec

/// Resources/executors.yaml and the reader behind it: every problem at its `file:line:col`.
@Suite struct ExecutorFileTests {
  /// Each problem as `file:line:col: message`, or none when `yaml` reads.
  static func problems(_ yaml: String, over base: ExecutorTable = ExecutorTable()) -> [String] {
    switch ExecutorFile.read(yaml, fileName: "executors.yaml", over: base) {
    case .success: return []
    case .failure(let error):
      return error.diagnostics.map { diagnostic in
        let at = diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        return at + diagnostic.message
      }
    }
  }

  @Test func builtInFileReadsWithoutAProblem() throws {
    #expect(Self.problems(BuiltInFiles.executors) == [])
    let table = try ExecutorFile.read(BuiltInFiles.executors, fileName: "x").get()
    #expect(table == ExecutorTable.builtIn)
  }

  /// The languages issue 29 names, each an entry of its own (not an alias of another).
  @Test(arguments: [
    "bash", "sh", "zsh", "fish", "python", "ruby", "perl", "lua", "javascript", "typescript",
    "go", "rust", "c", "c++", "swift", "java", "kotlin", "haskell", "elixir", "php", "r",
    "julia",
  ])
  func everyLanguageOfTheIssueHasAnEntry(_ language: String) {
    #expect(ExecutorTable.builtIn.languages[language] != nil)
    #expect(ExecutorTable.builtIn.aliases[language] == nil)
  }

  @Test func anEntryReadsEveryKey() throws {
    let yaml = """
      Deno:
        aliases: [dn]
        input: stdin
        commands: [[deno, run, -], [echo, done]]
        environment: {NO_COLOR: "1", A: b}
        alternatives:
          fast:
            input: fast.ts
            commands: [[deno, $file]]
            install: Deno
      """
    let table = try ExecutorFile.read(yaml, fileName: "x").get()
    let deno = try #require(table.executor(language: "DN"))
    #expect(deno.input == .stdin)
    #expect(deno.commands == [["deno", "run", "-"], ["echo", "done"]])
    #expect(deno.environment.map { "\($0)=\($1)" } == ["NO_COLOR=1", "A=b"])
    #expect(deno.install == "deno", "without 'install', the program is named")
    #expect(table.executor(language: "deno", alternative: "fast")?.input == .file("fast.ts"))
  }

  /// A second file (the user's, later) replaces the entries it names and keeps the rest.
  @Test func aSecondFileIsLaidOverTheFirst() throws {
    let yaml = """
      python: {input: snippet.py, commands: [[python3.12, $file]], aliases: [snake]}
      node: {input: stdin, commands: [[node]]}
      """
    let table = try ExecutorFile.read(yaml, fileName: "x", over: .builtIn).get()
    #expect(table.executor(language: "snake")?.commands == [["python3.12", "$file"]])
    #expect(table.executor(language: "py")?.commands == [["python3.12", "$file"]])
    #expect(table.executor(language: "python", alternative: "uv") == nil)
    #expect(table.executor(language: "node")?.input == .stdin, "no longer javascript's alias")
    #expect(table.executor(language: "ruby") == ExecutorTable.executor(language: "ruby"))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var problems: [String]
    var testDescription: String { name }
  }

  static let good = "  input: snippet.py\n  commands: [[python3, $file]]\n"
  static let keys = "valid keys: input, commands, environment, install, aliases, alternatives"

  @Test(arguments: [
    Case(
      name: "unknown key", yaml: "python:\n" + good + "  comands: []\n",
      problems: [
        "executors.yaml:4:3: unknown key 'comands' in 'python' (did you mean 'commands'?); \(keys)"
      ]),
    Case(
      name: "missing commands", yaml: "python:\n  input: snippet.py\n",
      problems: [
        "executors.yaml:1:1: 'python' has no 'commands': give what runs it, as in [[python3, -u, $file]]"
      ]),
    Case(
      name: "missing input", yaml: "python:\n  commands: [[python3, $file]]\n",
      problems: [
        "executors.yaml:1:1: 'python' has no 'input': give stdin, or a file name such as snippet.py"
      ]),
    Case(
      name: "input in a folder", yaml: "python:\n  input: ../snippet.py\n  commands: [[python3]]\n",
      problems: [
        "executors.yaml:2:10: 'input' must be stdin or a file name without a folder, as in snippet.py"
      ]),
    Case(
      name: "input as a list", yaml: "python:\n  input: [stdin]\n  commands: [[python3]]\n",
      problems: [
        "executors.yaml:2:10: 'input' must be stdin or a file name without a folder, as in snippet.py"
      ]),
    Case(
      name: "one command not in a list", yaml: "python:\n  input: stdin\n  commands: [python3]\n",
      problems: [
        "executors.yaml:3:14: each command must be a list of words, as in [[python3, -u, $file]], or [[gcc, $file, -o, $dir/snippet], [$dir/snippet]]"
      ]),
    Case(
      name: "alias of another language",
      yaml: "python:\n" + good + "  aliases: [ruby]\nruby:\n" + good,
      problems: ["executors.yaml:4:13: 'ruby' is named twice in this file (first at 5:1)"]),
    Case(
      name: "alternative with aliases",
      yaml: "python:\n" + good + "  alternatives:\n    uv:\n      input: stdin\n"
        + "      commands: [[uv, run, -]]\n      aliases: [u]\n",
      problems: [
        "executors.yaml:8:7: unknown key 'aliases' in 'python.alternatives.uv'; valid keys: input, commands, environment, install"
      ]),
    Case(
      name: "environment as a list", yaml: "python:\n" + good + "  environment: [A=1]\n",
      problems: [
        "executors.yaml:4:16: 'environment' must be a mapping of variables, as in {FORCE_COLOR: \"true\"}"
      ]),
    Case(
      name: "not a mapping", yaml: "- python\n",
      problems: [
        "executors.yaml:1:1: an executors file is a mapping of languages, as in 'python: {input: snippet.py, commands: [[python3, $file]]}'"
      ]),
    Case(
      name: "malformed YAML", yaml: "python:\n  input: [snippet.py\n",
      problems: [
        "executors.yaml:2:10: malformed YAML: did not find expected ',' or ']' at 3:1 (while parsing a flow sequence that starts here)"
      ]),
  ])
  func badEntriesArePointedAt(_ example: Case) {
    #expect(Self.problems(example.yaml) == example.problems)
  }
}
