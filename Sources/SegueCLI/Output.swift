/// Where a command writes: the real streams, or strings in tests.
public protocol CommandOutput {
  mutating func out(_ text: String)
  mutating func err(_ text: String)
  /// Whether diagnostics on stderr may be coloured.
  var colorErrors: Bool { get }
}

/// The process's own stdout and stderr.
public struct StandardOutput: CommandOutput {
  public init() {}
  public mutating func out(_ text: String) { Platform.write(text, to: 1) }
  public mutating func err(_ text: String) { Platform.write(text, to: 2) }
  public var colorErrors: Bool { Platform.wantsColor(2) }
}

/// Output kept in memory, for tests.
public struct CapturedOutput: CommandOutput {
  public var stdout = ""
  public var stderr = ""
  public var colorErrors = false
  public init() {}
  public mutating func out(_ text: String) { stdout += text }
  public mutating func err(_ text: String) { stderr += text }
}
