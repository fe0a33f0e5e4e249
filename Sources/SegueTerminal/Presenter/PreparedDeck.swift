import SegueCore

/// A deck as read, with what replacing the shown deck needs computed from it beforehand: the
/// hash the speaker channel announces and the pager's shape.
///
/// Both are O(deck): for a 10 MB deck ~45 ms of hashing and ~15 ms of shape (measured on a
/// busy machine), which, done by the state on the main thread, held a key up for a frame
/// or four. The presenter's reading thread makes them where it parsed the deck (the whole deck
/// at opening, and every reload: `.deckPrepared`); a deck sent as `.deckLoaded` leaves them
/// to the state.
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
