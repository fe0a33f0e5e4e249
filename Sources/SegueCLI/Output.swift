import SegueRender

/// Where a command writes: the real streams, or strings in tests. As a byte sink it is
/// standard output with its write errors reported, for output that is the point of the
/// command (an export).
public protocol CommandOutput: ByteSink {
  mutating func out(_ text: String)
  mutating func err(_ text: String)
  /// Whether diagnostics on stderr may be coloured.
  var colorErrors: Bool { get }
  /// Whether stderr is a terminal that can take a progress bar redrawn in place.
  var stderrShowsProgress: Bool { get }
}

/// The process's own stdout and stderr.
public struct StandardOutput: CommandOutput {
  /// Why text could not be written to standard output, the first time it could not (`segue
  /// check > /dev/full`, a closed stream): the command's output is lost, so it fails.
  public private(set) var outProblem: String?

  public init() {}
  public mutating func out(_ text: String) {
    if let problem = Platform.write(text, to: 1), outProblem == nil { outProblem = problem }
  }
  public mutating func err(_ text: String) { Platform.write(text, to: 2) }
  public mutating func write(_ bytes: [UInt8]) throws(WriteError) {
    var sink = FileSink.standardOutput
    try sink.write(bytes)
  }
  public var colorErrors: Bool { Platform.wantsColor(2) }
  public var stderrShowsProgress: Bool {
    Platform.isTerminal(2) && Platform.environment("TERM") != "dumb"
  }
}

/// Output kept in memory, for tests.
public struct CapturedOutput: CommandOutput {
  public var stdout = ""
  public var stderr = ""
  public var colorErrors = false
  /// Never: a test's captured stderr holds the export's line, not a bar.
  public var stderrShowsProgress: Bool { false }
  public init() {}
  public mutating func out(_ text: String) { stdout += text }
  public mutating func err(_ text: String) { stderr += text }
  /// Each piece is decoded on its own: exports write whole frames, never a split character.
  public mutating func write(_ bytes: [UInt8]) { stdout += String(decoding: bytes, as: UTF8.self) }
}
