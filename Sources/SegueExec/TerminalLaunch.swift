import SegueCore

/// What a terminal program in a slide (`+pty`) runs: the block's code written to a file in a
/// private folder and run by its language's executor, as a snippet is — but never through
/// standard input, which is the pseudo-terminal the program is typed into.
public enum TerminalLaunch {
  /// The argument vector (its first an absolute path) and the folder to remove once the
  /// program ended, or why it cannot start (naming what to install).
  public static func prepare(_ block: CodeBlock) -> Result<
    (arguments: [String], folder: String), StartFailure
  > {
    let language = block.language
    guard
      var executor = ExecutorTable.executor(
        language: language, alternative: block.attributes.executor)
    else {
      return .failure(StartFailure(message: "Segue does not know how to run '\(language)'"))
    }
    if executor.input == .stdin {
      // A program that reads its code from stdin gets it as a file argument instead.
      executor = Executor(
        .file("snippet"), executor.commands.map { $0 + ["$file"] },
        environment: executor.environment, install: executor.install)
    }
    guard let folder = SnippetLaunch.makeDirectory() else {
      return .failure(StartFailure(message: "cannot make a folder for the program"))
    }
    let file = folder + "/" + SnippetLaunch.fileName(executor)
    guard SnippetLaunch.write(SnippetLaunch.code(of: block), to: file) else {
      SnippetLaunch.remove(folder)
      return .failure(StartFailure(message: "cannot write the program to \(file)"))
    }
    return SnippetLaunch.arguments(executor, directory: folder)
      .map { (arguments: $0, folder: folder) }
      .mapError {
        SnippetLaunch.remove(folder)
        return $0
      }
  }

  /// Removes what `prepare` wrote.
  public static func remove(_ folder: String) {
    SnippetLaunch.remove(folder)
  }
}
