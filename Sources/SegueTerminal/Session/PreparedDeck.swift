import SegueCore

/// A deck as read, with what replacing the shown deck needs computed from it beforehand: the
/// hash the speaker channel announces and the pager's shape.
///
/// Both walk the whole deck, so the reading thread (`DeckFiles`) makes them where it parsed
/// it, rather than the session on the main thread between two keys; a deck made with
/// `prepares: false` (tests, the fuzz target) leaves them to the session.
public struct PreparedDeck: Sendable {
  public var result: Result<DeckLoad, Diagnostic>
  /// `DeckHash.of` the deck's text, when it was asked for.
  var hash: String?
  /// The shape of the deck, when it loaded.
  var shape: PagerShape?

  /// - Parameter prepares: whether to compute the hash and shape now (on this thread).
  public init(_ result: Result<DeckLoad, Diagnostic>, prepares: Bool = true) {
    self.result = result
    guard prepares, case .success(let load) = result, let deck = load.deck else { return }
    hash = DeckHash.of(load.source.text)
    shape = PagerShape(deck: deck)
  }
}
