import SegueCore
import SegueRender

/// A slide taller than the content area scrolls: `next` shows the rest of it a screen at a
/// time before the talk moves on (as Space pages in less), `previous` scrolls back up first,
/// and J/K, Ctrl-D/Ctrl-U and the wheel over the content scroll on their own.
extension PresenterState {
  /// What the mouse wheel scrolls by, as terminals and pagers do.
  static let wheelRows = 3

  /// Half the content area: what J, K, Ctrl-D and Ctrl-U scroll by, as Ctrl-D does in less.
  var scrollStep: Int { max(1, (shown?.layout.content.height ?? size.height) / 2) }

  /// Scrolls the slide `rows` down (up when negative), as far as it goes; nothing when it
  /// does not scroll or is at that end already.
  mutating func scroll(by rows: Int, at now: Int) -> [PresenterEffect] {
    guard let extent = shown?.scroll else { return [] }
    let target = min(max(0, extent.offset + rows), extent.maxOffset)
    guard target != extent.offset else { return [] }
    navigation.scroll = target
    return [redraw()]
  }

  /// `next`: the next screen of a slide not yet shown to its end, else the next step or
  /// slide.
  mutating func next(at now: Int) -> [PresenterEffect] {
    if let extent = shown?.scroll, extent.offset < extent.maxOffset {
      return scroll(by: extent.height, at: now)
    }
    let effects = navigate(navigation.pager.next(), at: now)
    // A step revealed below the screen is scrolled to, its first row at the top.
    if let extent = shown?.scroll, let row = extent.stepRow, row >= extent.offset + extent.height {
      return effects + scroll(by: row - extent.offset, at: now)
    }
    return effects
  }

  /// `previous`: the screen above on a scrolled slide, else the previous step or slide; a
  /// long slide gone back onto shows its last screen, as it was left (as the pager shows it
  /// on its last step).
  mutating func previous(at now: Int) -> [PresenterEffect] {
    if let extent = shown?.scroll, extent.offset > 0 {
      return scroll(by: -extent.height, at: now)
    }
    return navigate(navigation.pager.previous(), at: now, atEnd: true)
  }

  /// The wheel over the content scrolls a long slide, and pages once it is at that end;
  /// elsewhere (the bar, the dots) it pages.
  mutating func wheel(down: Bool, at mouse: MouseEvent, now: Int) -> [PresenterEffect] {
    if let frame = shown, frame.scroll != nil, frame.layout.content.contains(x: mouse.x, y: mouse.y)
    {
      let effects = scroll(by: down ? Self.wheelRows : -Self.wheelRows, at: now)
      if !effects.isEmpty { return effects }
    }
    return navigate(down ? navigation.pager.next() : navigation.pager.previous(), at: now)
  }
}
