import SegueCore
import SegueTerminal

extension PresentCommand {
  /// What the presenter starts with: the deck, read and parsed whole. (`whole` is always nil
  /// now that no deck opens from a part; it goes with the presenter's loading rewrite.)
  struct Opening {
    var first: Result<DeckLoad, Diagnostic>
    var whole: (@Sendable () -> Result<DeckLoad, Diagnostic>)?
  }

  /// Reads and parses the deck file whole (it is at most `Platform.deckLimit`).
  static func opening(_ source: DeckSource) -> Opening {
    Opening(first: source.load())
  }

  /// The position `--start` names in `deck`.
  static func start(
    _ reference: String, in deck: inout Deck, load: inout DeckLoad, opening: inout Opening
  ) throws(UsageError) -> Position {
    var pager = Pager(deck: deck)
    do {
      _ = try pager.goTo(reference)
    } catch {
      throw UsageError(message: "'--start': \(error.description)")
    }
    return pager.position
  }

  /// Nothing to do: the deck was parsed whole at once (kept until `present`'s callers lose
  /// the leading part's path).
  static func parseWhole(_ deck: inout Deck, load: inout DeckLoad, opening: inout Opening) {}
}
