/// How one language's snippets run: the commands, and how the snippet reaches them.
///
/// In a command `$file` stands for the snippet's file and `$dir` for the private folder it is
/// written to (where a compiler puts its program). The commands run in order, each only when
/// the one before succeeded; the output of all of them is the snippet's.
public struct Executor: Sendable, Equatable {
  public enum Input: Sendable, Equatable {
    /// The snippet is the program's standard input.
    case stdin
    /// The snippet is written to a file of this name in the run's folder.
    case file(String)
  }

  public var input: Input
  public var commands: [[String]]
  /// Variables set for the commands (`FORCE_COLOR`), beside the presenter's own environment.
  public var environment: [(String, String)]
  /// What to install when the first program is missing, as the message ends:
  /// `python3: not found; install <install>`.
  public var install: String

  public init(
    _ input: Input, _ commands: [[String]], environment: [(String, String)] = [],
    install: String
  ) {
    self.input = input
    self.commands = commands
    self.environment = environment
    self.install = install
  }

  public static func == (a: Executor, b: Executor) -> Bool {
    a.input == b.input && a.commands == b.commands && a.install == b.install
      && a.environment.map { "\($0)=\($1)" } == b.environment.map { "\($0)=\($1)" }
  }

  /// A file snippet run by one interpreter: `program args… $file` (as tests write one).
  static func interpreter(
    _ program: String, _ arguments: [String] = [], file: String, install: String,
    environment: [(String, String)] = []
  ) -> Executor {
    Executor(
      .file(file), [[program] + arguments + ["$file"]], environment: environment,
      install: install)
  }

  /// A Debian package's name as the message puts it.
  static func debian(_ package: String) -> String { "the Debian package \(package)" }
}
