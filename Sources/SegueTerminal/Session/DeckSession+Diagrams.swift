import SegueCore
import SegueExec

/// The session's side of its diagrams (`DiagramPictures`): renders are asked for two at a
/// time, and each that ends draws the deck again.
extension DeckSession {
  /// The render to start now, if one waits and none runs: asked after every event, with the
  /// slide on screen (its diagrams go first).
  public mutating func nextRender(on slide: Slide?) -> [Request] {
    // A theme being resolved may bring other colours: its pictures are the ones to draw.
    guard themeRequest == nil else { return [] }
    return pictures.next(on: slide).map { .render($0) }
  }

  /// The speaker asked for a reload (`r`): renders that failed are tried again with it.
  public mutating func retryDiagrams() {
    pictures.retry()
  }

  /// A render ended (its picture is in the cache, or `problem` says why not): the deck shown
  /// is drawn again with it.
  public mutating func diagramRendered(_ request: DiagramRequest, problem: String?) -> [Request] {
    pictures.rendered(request, problem: problem)
    guard let redrawn = pictures.redraw() else { return [] }
    deck = redrawn
    return [.pictures(redrawn), .redraw]
  }

  /// The diagrams being rendered now.
  public var renderingDiagrams: Set<DiagramRequest> { pictures.rendering }
}
