/// `segue themes --names`: what shell completions offer after `--theme`.
extension ThemeCommand {
  /// The characters of a user theme's name that `--names` prints.
  private static let plain = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")

  /// Every theme name `--theme` takes, built-in then the user's, one a line. A user's file
  /// whose name holds anything but ASCII letters, digits, `-`, `_` and `.` is left out: a
  /// shell would split it, and it could hold escape sequences.
  static func names(output: inout some CommandOutput) -> ExitCode {
    let catalog = ThemeSelection.catalog
    var names = catalog.builtIn.map(\.name)
    if !names.contains("base") { names.insert("base", at: 0) }
    let user = catalog.userThemeNames.filter {
      !names.contains($0) && $0.allSatisfy(plain.contains)
    }
    output.out((names + user).map { $0 + "\n" }.joined())
    return .success
  }
}
