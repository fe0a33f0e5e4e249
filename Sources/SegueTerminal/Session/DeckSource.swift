import SegueCore

/// Where the presenter's deck comes from.
public struct DeckSource: Sendable {
  /// Reads and parses the deck; a failure to read is one error diagnostic.
  ///
  /// The presenter calls it on every change of the watched path, whatever the path has
  /// become, on a thread of its own, one call at a time: it must never block or read without
  /// bound (the CLI's reads refuse FIFOs, devices, sockets and directories at once and stop at
  /// the deck limit), since every later reload waits for it, so that a hostile change costs a
  /// banner, not the live reload.
  public var load: @Sendable () -> Result<DeckLoad, Diagnostic>
  /// The file to watch for edits; nil for a built-in deck.
  public var path: String?

  public init(load: @escaping @Sendable () -> Result<DeckLoad, Diagnostic>, path: String? = nil) {
    self.load = load
    self.path = path
  }
}
