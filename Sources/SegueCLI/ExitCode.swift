/// The process exit codes of `segue`.
public enum ExitCode: Int32, Sendable {
  case success = 0
  /// The deck or theme has errors, or cannot be read.
  case failure = 1
  /// The command was called wrongly (sysexits' EX_USAGE).
  case usage = 64
}
