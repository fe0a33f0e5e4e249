import Dispatch
import SegueCore
import Synchronization
import Testing

@testable import SegueRender

/// Threads that ask for the same slide at once get one layout: the parallel export's threads
/// start on runs of the same slide when it has many steps, and both laid it out.
@Suite struct SlideLayoutCacheTests {
  static let key = SlideLayoutCache.Key(
    deck: DeckParser.parse("# One\n", fileName: "talk.md").deck!.id, section: 0, page: 0,
    width: 80, height: 24)

  @Test func aSlideAskedForByTwoThreadsAtOnceIsLaidOutOnce() {
    let cache = SlideLayoutCache()
    let asking = Atomic(0)
    let made = Atomic(0)
    let done = DispatchGroup()
    for name in ["first", "second"] {
      DispatchQueue(label: name).async(group: done) {
        asking.add(1, ordering: .sequentiallyConsistent)
        _ = cache.layout(for: Self.key) {
          made.add(1, ordering: .sequentiallyConsistent)
          // Lay out only once the other thread is asking too, so both ask while it is made.
          let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
          while asking.load(ordering: .sequentiallyConsistent) < 2
            && DispatchTime.now().uptimeNanoseconds < deadline
          {}
          return SlideBody.Layout(rows: [Row.empty])
        }
      }
    }
    done.wait()
    #expect(made.load(ordering: .sequentiallyConsistent) == 1)
    #expect(cache.misses == 1)
  }

  @Test func anotherSizeIsAnotherLayout() {
    let cache = SlideLayoutCache()
    var other = Self.key
    other.height = 30
    _ = cache.layout(for: Self.key) { SlideBody.Layout(rows: []) }
    _ = cache.layout(for: Self.key) { SlideBody.Layout(rows: []) }
    _ = cache.layout(for: other) { SlideBody.Layout(rows: []) }
    #expect(cache.misses == 2)
  }
}
