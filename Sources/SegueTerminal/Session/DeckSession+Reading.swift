import SegueCore

/// One read of the deck at a time: a read is parsed off the main thread (`DeckFiles`), and a
/// change noticed meanwhile (or `r`) is one more read once it is in.
///
/// So a file saved ten times during a parse costs two parses, not ten, and the second reads
/// the last save: the last edit always wins, and no older parse can land after a newer one.
/// A read that has run `markMilliseconds` is marked (the presenter puts `…` on its bar and
/// footer) until its deck is in, so an edit of a big deck is seen to be on its way while the
/// last good deck stays on screen.
extension DeckSession {
  /// The deck's file changed (or a reload was asked for): read it now, or, while a read
  /// runs, once that read is in — a second parse alongside would take the cores from the
  /// keys, and whichever of the two ended last would win.
  public mutating func reload(at now: Int) -> [Request] {
    switch reading {
    case .idle:
      reading = .reading(since: now, queued: false, marked: false)
      return [.readDeck]
    case .reading(let since, _, let marked):
      reading = .reading(since: since, queued: true, marked: marked)
      return []
    }
  }

  /// What a read brought, applied as `apply` says; when a change came meanwhile, the one more
  /// read starts after it (reading the file now sees every edit so far), and a mark that
  /// shows stays up through it: the edit is still on its way.
  public mutating func deckRead(_ prepared: PreparedDeck) -> [Request] {
    var again = false
    if case .reading(let since, true, let marked) = reading {
      reading = .reading(since: since, queued: false, marked: marked)
      again = true
    } else {
      reading = .idle
    }
    return apply(prepared) + (again ? [.readDeck] : [])
  }

  /// When the running read is due to be marked, if it is not yet.
  public var markDeadline: Int? {
    guard case .reading(let since, _, false) = reading else { return nil }
    return since + Self.markMilliseconds
  }

  /// Whether a read has run long enough to say so.
  public var isMarked: Bool {
    if case .reading(_, _, true) = reading { true } else { false }
  }

  /// Marks the running read once its deadline has passed; true when that changed the screen.
  mutating func markIfDue(at now: Int) -> Bool {
    guard let deadline = markDeadline, now >= deadline,
      case .reading(let since, let queued, _) = reading
    else { return false }
    reading = .reading(since: since, queued: queued, marked: true)
    return true
  }
}
