import SegueCore
import SegueRender

/// The presenter's side of its deck session: what the session asks becomes effects, a deck it
/// took replaces the pager's at the anchor, and its problems become the banner.
extension PresenterState {
  /// The glyph drawn at the end of the bar and of the footer while a read has run a while
  /// (`DeckSession.isMarked`): the deck shown is about to change.
  static let loadingMark = "…"

  /// Reads the deck again (`r`, or its file changed), one read at a time.
  mutating func reload(at now: Int) -> [PresenterEffect] {
    carry(session.reload(at: now))
  }

  /// A deck read: the last good deck stays under a banner when the read is broken.
  mutating func deckLoaded(_ prepared: PreparedDeck) -> [PresenterEffect] {
    let requests = session.deckRead(prepared)
    showFileProblems()
    return carry(requests)
  }

  /// A theme resolved, after the deck's `theme:` or the theme's file changed.
  mutating func themeResolved(_ resolution: ThemeResolution) -> [PresenterEffect] {
    let requests = session.themeResolved(resolution)
    showFileProblems()
    return carry(requests)
  }

  /// The deck's theme did not load when the talk began: said in the banner from the first
  /// frame, as a theme that broke during the talk is.
  public mutating func startsWithThemeProblem(_ problem: Diagnostic) {
    session.startsWithThemeProblem(problem)
    showFileProblems()
  }

  /// Does what the session asks.
  mutating func carry(_ requests: [DeckSession.Request]) -> [PresenterEffect] {
    requests.flatMap { request -> [PresenterEffect] in
      switch request {
      case .readDeck: return [.reloadDeck]
      case .resolveTheme(let deck, let source): return [.reloadTheme(deck, source)]
      case .replaced(let deck, let shape):
        let old = navigation.deck
        navigation.replace(with: deck, shape: shape)
        keepLiveOutputs(from: old)
        if channel.deck != nil { channel.deck?.hash = session.hash ?? "" }
        if case .overview = overlays.mode {
          overlays.mode = .overview(OverviewOverlay(deck: deck, current: navigation.pager.position))
        }
        return []
      case .pictures(let deck):
        let old = navigation.deck
        navigation.showPictures(deck)
        keepLiveOutputs(from: old)
        // The same rows: the row the user moved to stays highlighted.
        if case .overview(let shown) = overlays.mode {
          var overview = OverviewOverlay(deck: deck, current: navigation.pager.position)
          overview.selected = shown.selected
          overlays.mode = .overview(overview)
        }
        return []
      case .render(let request): return [.renderDiagram(request)]
      case .redraw: return [redraw()]
      }
    }
  }

  /// Shows the mark once a read has taken long enough; a transition in progress is left to
  /// end first (`nextDeadline` waits for it).
  mutating func markTimeout(at now: Int) -> [PresenterEffect] {
    guard timers.transitionEnd == nil, session.markIfDue(at: now) else { return [] }
    return [redraw()]
  }

  /// The banner for what is wrong with the files now (`DeckSession.problem`); it replaces any
  /// other banner, and goes when the files are good again.
  private mutating func showFileProblems() {
    overlays.banner = session.problem.map { Banner(text: $0) }
  }

  /// Puts `loadingMark` in the last cell of the bar, and one cell after the footer (in the
  /// margin, so the slide count it follows stays whole; in its last cell without a margin).
  func drawLoadingMarks(on frame: inout Frame) {
    let width = frame.canvas.width
    var cells: [(x: Int, y: Int)] = []
    if let bar = frame.layout.bar, bar.width > 0 { cells.append((bar.x + bar.width - 1, bar.y)) }
    if let footer = frame.layout.footer, footer.width > 0 {
      cells.append((min(footer.x + footer.width + 1, width - 1), footer.y))
    }
    for (x, y) in cells where x >= 0 {
      // In the style of the cell it replaces, so it reads as part of the bar or footer.
      frame.canvas.put(Self.loadingMark, x: x, y: y, style: frame.canvas[x: x, y: y].style)
    }
  }
}
