import SegueCore

extension SnippetLaunch {
  /// How one block starts: the name its code is written under in the run's folder, whether
  /// that file is the program's stdin, and the program's arguments once the folder is known.
  struct Plan {
    var fileName: String
    var readsStdin: Bool
    var arguments: (_ directory: String) -> Result<[String], StartFailure>
  }

  /// The plan for `block`: its own `command` reading the code on stdin, else its language's
  /// executor (or the `+exec:name` alternative); a failure when Segue knows neither.
  static func plan(for block: CodeBlock) -> Result<Plan, StartFailure> {
    if let command = block.attributes.command {
      return .success(
        Plan(fileName: "stdin", readsStdin: true) { _ in arguments(command: command) })
    }
    let language = block.language
    guard
      let executor = ExecutorTable.executor(
        language: language, alternative: block.attributes.executor)
    else {
      let name =
        block.attributes.executor.map { "'\(language)' with '+exec:\($0)'" } ?? "'\(language)'"
      return .failure(StartFailure(message: "Segue does not know how to run \(name)"))
    }
    return .success(
      Plan(fileName: fileName(executor), readsStdin: executor.input == .stdin) {
        arguments(executor, directory: $0)
      })
  }

  /// A block's own command (slides' `~~~graph-easy`, a lookatme terminal's `command`): the
  /// program found in $PATH, the arguments as written (no shell, no `$file`), or why it
  /// cannot start, naming what to install.
  static func arguments(command: [String]) -> Result<[String], StartFailure> {
    guard let program = command.first, !program.isEmpty else {
      return .failure(StartFailure(message: "the block names no program to run"))
    }
    guard let path = PathSearch.find(program) else {
      let name = String(program.split(separator: "/").last ?? "")
      let install =
        commandInstalls[name].map { "install \($0)" } ?? "install it, or add its folder to PATH"
      return .failure(StartFailure(message: "\(program): not found; \(install)"))
    }
    return .success([path] + command.dropFirst())
  }

  /// What provides the programs slides decks pipe their blocks through, by name.
  static let commandInstalls: [String: String] = [
    "graph-easy": Executor.debian("libgraph-easy-perl"), "plantuml": Executor.debian("plantuml"),
    "figlet": Executor.debian("figlet"), "toilet": Executor.debian("toilet"),
    "cowsay": Executor.debian("cowsay"), "dot": Executor.debian("graphviz"),
    "jq": Executor.debian("jq"),
  ]
}
