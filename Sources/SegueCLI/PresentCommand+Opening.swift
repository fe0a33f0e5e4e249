import SegueCore
import SegueTerminal

extension PresentCommand {
  /// What the presenter starts with: the deck to show first, and, when that is only the
  /// file's leading part, how to read the whole (done off the main thread while the part is
  /// shown).
  struct Opening {
    var first: Result<DeckLoad, Diagnostic>
    var whole: (@Sendable () -> Result<DeckLoad, Diagnostic>)?
  }

  /// Reads the deck file once; a deck longer than `DeckParser.leadingPartSize` opens from
  /// its leading part, so the first frame does not wait for seconds of parsing.
  ///
  /// A part with errors (or a deck with no place to cut) is parsed whole at once instead, so a
  /// broken deck is refused with all of its diagnostics, as it always was.
  static func opening(_ source: DeckSource) -> Opening {
    guard let path = source.path else { return Opening(first: source.load()) }
    let bytes: [UInt8]
    switch DeckFile.read(path) {
    case .failure(let diagnostic): return Opening(first: .failure(diagnostic))
    case .success(let read): bytes = read
    }
    let whole: @Sendable () -> Result<DeckLoad, Diagnostic> = {
      .success(DeckFile.parse(bytes, path: path))
    }
    guard let part = DeckParser.parseLeading(bytes, fileName: path), part.deck != nil else {
      return Opening(first: whole())
    }
    return Opening(first: .success(DeckFile.resolveFiles(part, path: path)), whole: whole)
  }

  /// The position `--start` names in `deck`; a reference past the leading part is looked up in
  /// the whole deck, which the presenter then starts with.
  static func start(
    _ reference: String, in deck: inout Deck, load: inout DeckLoad, opening: inout Opening
  ) throws(UsageError) -> Position {
    var pager = Pager(deck: deck)
    if (try? pager.goTo(reference)) == nil, opening.whole != nil {
      parseWhole(&deck, load: &load, opening: &opening)
      pager = Pager(deck: deck)
    }
    do {
      _ = try pager.goTo(reference)
    } catch {
      throw UsageError(message: "'--start': \(error.description)")
    }
    return pager.position
  }

  /// Replaces a leading part by the whole deck now, before the first frame (when a place in
  /// the deck must be found first); a whole deck with errors leaves the part, for the
  /// presenter to show under their banner once it has read the file again.
  static func parseWhole(_ deck: inout Deck, load: inout DeckLoad, opening: inout Opening) {
    guard let whole = opening.whole, case .success(let wholeLoad) = whole(),
      let wholeDeck = wholeLoad.deck
    else { return }
    deck = wholeDeck
    load = wholeLoad
    opening.whole = nil
  }
}
