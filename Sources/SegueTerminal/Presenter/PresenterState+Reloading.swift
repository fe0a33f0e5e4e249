import SegueCore

/// One read of the deck at a time: a reload is read and parsed off the main thread
/// (`Presenter`), seconds for a big deck, and a change noticed meanwhile (or `r`) is one more
/// read once it is in.
///
/// So a file saved ten times during a parse costs two parses, not ten, and the second reads
/// the last save: the last edit always wins, and no older parse can land after a newer one.
/// The whole deck parsed at opening (`isLoading`) is such a read too.
///
/// A read that has taken `reloadMarkMilliseconds` puts `loadingMark` on the bar and footer
/// until its deck is in, so an edit of a big deck is seen to be on its way while the last good
/// deck stays on screen; a small deck's read is in long before and draws nothing more.
extension PresenterState {
  /// How long a read runs before the mark shows: under that it passes for instant, and
  /// every reload of a small deck would otherwise flicker the mark for a frame.
  static let reloadMarkMilliseconds = 100

  /// Whether the deck is being read: the whole deck at opening, or a reload.
  var readsDeck: Bool { isLoading || isReloading }

  /// Reads the deck again, or, while it is being read, once that read is in: a second parse
  /// of a big file alongside would take the cores from the keys, and whichever of the two
  /// ended last would win.
  mutating func reload(at now: Int) -> [PresenterEffect] {
    guard !readsDeck else {
      reloadsAgain = true
      return []
    }
    isReloading = true
    reloadMarkDeadline = now + Self.reloadMarkMilliseconds
    return [.reloadDeck]
  }

  /// The deck a read brought, applied as `applyLoaded` says; when a reload was asked for
  /// meanwhile, the one more read starts (reading the file now sees every edit so far).
  mutating func deckLoaded(_ prepared: PreparedDeck) -> [PresenterEffect] {
    let again = reloadsAgain
    if again {
      // The mark stays up through the read that follows: the edit is still on its way.
      showsReloadMark = showsReloadMark || isLoading
    } else {
      showsReloadMark = false
      reloadMarkDeadline = nil
    }
    isLoading = false
    isReloading = again
    reloadsAgain = false
    return applyLoaded(prepared) + (again ? [.reloadDeck] : [])
  }

  /// Shows the mark once a read has taken long enough; a transition in progress is left to
  /// end first (a redraw would cut it short).
  mutating func reloadMarkTimeout(at now: Int) -> [PresenterEffect] {
    guard let deadline = reloadMarkDeadline, now >= deadline else { return [] }
    if let end = transitionEnd {
      reloadMarkDeadline = end
      return []
    }
    reloadMarkDeadline = nil
    showsReloadMark = true
    return [redraw()]
  }
}
