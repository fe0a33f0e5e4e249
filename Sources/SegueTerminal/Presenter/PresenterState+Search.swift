import SegueCore
import SegueRender

/// A search's matches (`/word⏎`), and which the presenter is on.
struct SearchResults: Equatable, Sendable {
  var query: SearchQuery
  var matches: [SearchMatch]
  /// The deck the matches were found in: a reload finds them again.
  var deck: Deck.ID
  var current: Int
  /// Said on the bottom line after `n` or `N` went round the end of the deck.
  var wrapNote: String?

  /// The bottom line: `/word  match 3 of 12`, and where the match is when not on the slide.
  var statusLine: String {
    var line = "/\(query.text)  match \(current + 1) of \(matches.count)"
    if matches[current].inNotes { line += " (in the notes)" }
    if let wrapNote { line += " · \(wrapNote)" }
    return line
  }
}

extension PresenterState {
  /// A key of the search prompt: the table's erase, submit and close, and any other
  /// character is typed.
  mutating func performSearchPrompt(_ command: Command?, key: Key, _ text: String, at now: Int)
    -> [PresenterEffect]
  {
    switch command?.action {
    case .close: return [show(.slides)]
    case .erase: return [show(text.isEmpty ? .slides : .search(String(text.dropLast())))]
    case .submit:
      overlays.mode = .slides
      return text.isEmpty ? [redraw()] : search(for: text, at: now)
    case nil:
      guard case .character(let c) = key, !c.isNewline else { return [] }
      return [show(.search(text + String(c)))]
    default: return []
    }
  }

  /// Finds `text` in the deck and goes to the first match from the current slide on; says so
  /// in a banner when there is none.
  mutating func search(for text: String, at now: Int) -> [PresenterEffect] {
    let query = SearchQuery(text)
    let matches = deck.search(query)
    guard !matches.isEmpty else {
      overlays.search = nil
      overlays.banner = Banner(text: "not found: \(text)", clearsOnKey: true)
      return [redraw()]
    }
    let here = pager.currentSlideIndex
    let first = matches.firstIndex { pager.globalSlideIndex(of: $0.position) >= here } ?? 0
    overlays.search = SearchResults(
      query: query, matches: matches, deck: deck.id, current: first,
      wrapNote: first == 0 && pager.globalSlideIndex(of: matches[0].position) < here
        ? "wrapped to the top" : nil)
    return goToMatch(at: now)
  }

  /// `n` (`by` 1) or `N` (-1): the next or previous match, round the end of the deck.
  mutating func moveMatch(by delta: Int, at now: Int) -> [PresenterEffect] {
    guard var results = overlays.search else { return [] }
    if results.deck != deck.id {
      results.matches = deck.search(results.query)
      results.deck = deck.id
      results.current = min(results.current, results.matches.count - 1)
      guard !results.matches.isEmpty else {
        overlays.search = nil
        overlays.banner = Banner(text: "not found: \(results.query.text)", clearsOnKey: true)
        return [redraw()]
      }
    }
    let count = results.matches.count
    let next = results.current + delta
    results.wrapNote =
      next >= count ? "wrapped to the top" : next < 0 ? "wrapped to the bottom" : nil
    results.current = (next + count) % count
    overlays.search = results
    return goToMatch(at: now)
  }

  /// Goes to the current match's slide, at the step that shows it (a later step stays).
  private mutating func goToMatch(at now: Int) -> [PresenterEffect] {
    guard let results = overlays.search else { return [] }
    var target = results.matches[results.current].position
    let here = pager.position
    if here.section == target.section && here.page == target.page {
      target.step = max(target.step, here.step)
    }
    var effects = navigate(navigation.pager.goTo(position: target), at: now)
    if !results.matches[results.current].inNotes { effects += scrollToAMatch(at: now) }
    // The count changed even when the slide did not.
    return effects.isEmpty ? [redraw()] : effects
  }

  /// On a slide taller than the screen, the screens below are shown in turn until one holds
  /// a match of the search (the first screen that does).
  private mutating func scrollToAMatch(at now: Int) -> [PresenterEffect] {
    guard let query = overlays.search?.query else { return [] }
    var effects: [PresenterEffect] = []
    while let frame = shown, let extent = frame.scroll, extent.offset < extent.maxOffset {
      var canvas = frame.canvas
      let marks = SearchHighlight(query: query).draw(
        on: &canvas, in: frame.layout.content, theme: theme)
      guard marks == 0 else { break }
      let scrolled = scroll(by: extent.height, at: now)
      guard !scrolled.isEmpty else { break }
      effects += scrolled
    }
    return effects
  }

  /// Esc: the matches are no longer marked.
  mutating func clearSearch() -> [PresenterEffect] {
    guard overlays.search != nil || overlays.banner != nil else { return [] }
    overlays.search = nil
    overlays.banner = nil
    return [redraw()]
  }

  /// Marks the matches on the slide and puts the count on the bottom line.
  func drawSearch(on frame: inout Frame) {
    guard let results = overlays.search else { return }
    SearchHighlight(query: results.query).draw(
      on: &frame.canvas, in: frame.layout.content, theme: theme)
    PromptLine(text: results.statusLine).draw(on: &frame.canvas, theme: theme)
  }
}
