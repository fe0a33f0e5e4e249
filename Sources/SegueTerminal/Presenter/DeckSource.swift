import SegueCore

/// Where the presenter's deck comes from.
public struct DeckSource: Sendable {
  /// The name shown in messages (the path as given, or `demo`).
  public var name: String
  /// Reads and parses the deck; a failure to read is one error diagnostic.
  public var load: @Sendable () -> Result<DeckLoad, Diagnostic>
  /// The file to watch for edits; nil for a built-in deck.
  public var path: String?

  public init(
    name: String, load: @escaping @Sendable () -> Result<DeckLoad, Diagnostic>,
    path: String? = nil
  ) {
    self.name = name
    self.load = load
    self.path = path
  }
}
