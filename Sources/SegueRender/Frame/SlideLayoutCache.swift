import SegueCore
import Synchronization

/// Laid-out slides by (deck, slide, width), for one theme: stepping through a slide, paging
/// back and forth, or exporting every step lays each slide out once per size.
///
/// A few slides are kept (the presenter moves between neighbours; export walks in order), so
/// memory stays small whatever the deck's size. Shared between threads behind a lock.
final class SlideLayoutCache: Sendable {
  struct Key: Hashable, Sendable {
    var deck: Deck.ID
    var section: Int
    var page: Int
    var width: Int
    /// The content area's height, which pictures fit in (0 for a renderer without pictures).
    var height = 0
    /// How far past the screen a slide that scrolls is laid out (0: as far as it shows).
    var reach = 0
    /// The versions of the slide's live content (`SlideLive.versions`; empty without any):
    /// a change in another slide's output leaves this slide's layout as it is.
    var live: [Int] = []
  }

  static let capacity = 16

  /// One slide's layout, made once: a thread that asks for it while another lays it out waits
  /// for that one instead of laying it out too (the parallel export's threads start on runs
  /// of the same slide when it has many steps; both laid out a 20,000-item list at once).
  private final class Slot: Sendable {
    let layout = Mutex<SlideBody.Layout?>(nil)
  }

  private struct Entries {
    var slots: [Key: Slot] = [:]
    /// Keys from the oldest to the newest.
    var order: [Key] = []
    var misses = 0
  }

  private let entries = Mutex(Entries())

  var misses: Int { entries.withLock { $0.misses } }

  /// The cached layout for `key`, or the one `make` lays out (then kept).
  func layout(for key: Key, make: () -> SlideBody.Layout) -> SlideBody.Layout {
    let slot = entries.withLock { entries in
      if let slot = entries.slots[key] { return slot }
      let slot = Slot()
      entries.slots[key] = slot
      entries.order.append(key)
      if entries.order.count > Self.capacity {
        entries.slots[entries.order.removeFirst()] = nil
      }
      return slot
    }
    // Only this slot's lock is held while laying out: other slides are laid out meanwhile.
    return slot.layout.withLock { layout in
      if let layout { return layout }
      let made = make()
      layout = made
      entries.withLock { $0.misses += 1 }
      return made
    }
  }
}
