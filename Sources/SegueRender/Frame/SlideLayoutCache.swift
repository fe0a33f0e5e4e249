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
  }

  static let capacity = 16

  private struct Entries {
    var layouts: [Key: SlideBody.Layout] = [:]
    /// Keys from the oldest to the newest.
    var order: [Key] = []
    var misses = 0
  }

  private let entries = Mutex(Entries())

  var misses: Int { entries.withLock { $0.misses } }

  /// The cached layout for `key`, or the one `make` lays out (then kept).
  func layout(for key: Key, make: () -> SlideBody.Layout) -> SlideBody.Layout {
    if let hit = entries.withLock({ $0.layouts[key] }) { return hit }
    let layout = make()
    entries.withLock { entries in
      entries.misses += 1
      if entries.layouts.updateValue(layout, forKey: key) == nil { entries.order.append(key) }
      if entries.order.count > Self.capacity {
        entries.layouts[entries.order.removeFirst()] = nil
      }
    }
    return layout
  }
}
