import SegueCore

/// What starts a terminal block (`+pty`, a lookatme terminal) in the presenter's
/// pseudo-terminal: its argument vector, the snippet written to a file, never to stdin (a
/// pty's stdin is the terminal, which the presenter types into).
public enum TerminalLaunch {
  /// The arguments (the first an absolute path) for `block`: its `command` when it has one,
  /// else its language's executor with the snippet written into `directory` (a private folder
  /// from `makeDirectory()`); or why it cannot start, naming what to install.
  public static func arguments(for block: CodeBlock, in directory: String) -> Result<
    [String], StartFailure
  > {
    if let command = block.attributes.command { return SnippetLaunch.arguments(command: command) }
    return SnippetLaunch.plan(for: block).flatMap { plan in
      guard !plan.readsStdin else {
        return .failure(
          StartFailure(
            message: "'\(block.language)' reads its snippet from stdin, which in a terminal is "
              + "the keyboard; it cannot run as +pty"))
      }
      let file = directory + "/" + plan.fileName
      guard SnippetLaunch.write(SnippetLaunch.code(of: block), to: file) else {
        return .failure(StartFailure(message: "cannot write the snippet to \(file)"))
      }
      return plan.arguments(directory)
    }
  }

  /// `arguments(for:in:)` in a fresh private folder, with the folder to remove once the
  /// program ended.
  public static func prepare(_ block: CodeBlock) -> Result<
    (arguments: [String], folder: String), StartFailure
  > {
    guard let folder = makeDirectory() else {
      return .failure(StartFailure(message: "cannot make a folder for the program"))
    }
    return arguments(for: block, in: folder)
      .map { (arguments: $0, folder: folder) }
      .mapError {
        remove(folder)
        return $0
      }
  }

  /// A fresh private folder (mode 0700) for one terminal's snippet; nil when none can be made.
  public static func makeDirectory() -> String? { SnippetLaunch.makeDirectory() }

  /// Removes a folder from `makeDirectory()` and what the program left in it.
  public static func remove(_ directory: String) { SnippetLaunch.remove(directory) }
}
