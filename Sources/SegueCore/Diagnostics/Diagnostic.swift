/// A position in a source file; line and column are 1-based, the column counts characters.
public struct SourceLocation: Sendable, Equatable {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }
}

/// A problem found in a deck or theme, with where it is.
public struct Diagnostic: Sendable, Equatable, Error {
  public enum Severity: String, Sendable, Equatable {
    /// `note`: worth knowing, nothing to fix (a code block's language is plain text here).
    case error, warning, note
  }
  public var severity: Severity
  public var message: String
  public var location: SourceLocation?
  /// Said once per deck, with the count of its repeats: a construct another tool has and
  /// Segue does not act on, or a missing picture shown on many slides — nothing to fix where
  /// each repeat stands (see `collapsingRepeats`).
  public var isSaidOnce = false

  public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  public static func note(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
    Diagnostic(.note, message, at: location)
  }

  /// A warning that a construct is not supported, said once per deck.
  public static func unsupported(_ message: String, at location: SourceLocation? = nil)
    -> Diagnostic
  {
    Diagnostic(.warning, message, at: location).saidOnce()
  }

  /// This diagnostic, said once per deck however often it repeats (`isSaidOnce`).
  public func saidOnce() -> Diagnostic {
    var diagnostic = self
    diagnostic.isSaidOnce = true
    return diagnostic
  }
}
