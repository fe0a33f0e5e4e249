import SegueCore
import Testing

@testable import SegueRender
@testable import SegueTerminal

/// Issue 27: the presenter and both views resized through 10000×10000 show the "terminal too
/// large" notice, lay nothing out at that size, and after the shrink draw the slide and take
/// keys. On afbba52 the presenter laid out (and allocated) the 100-million-cell frame.
@Suite struct HugeTerminalTests {
  static let markdown = "# Alpha\n\n## One\n\nBody one\n\n## Two\n\nBody two"
  static let huge = Size(width: 10_000, height: 10_000)

  @Test func thePresenterShowsTheNoticeThenTheSlideAfterTheShrink() {
    var session = PresenterSession(Self.markdown)
    session.key(.right)
    let laidOut = session.state.session.renderer.layoutCount
    session.send(.resize(Self.huge))
    #expect(session.text.contains("terminal too large: 10000×10000 (at most 1000×1000)"))
    #expect(session.frames.last!.width <= FrameLayout.maximumSize.width)
    #expect(session.frames.last!.height <= FrameLayout.maximumSize.height)
    #expect(session.state.session.renderer.layoutCount == laidOut)
    session.key(.right)  // keys still move the talk while the notice shows
    session.send(.resize(Size(width: 60, height: 16)))
    #expect(session.text.contains("Body two"))
    session.key(.left)
    #expect(session.text.contains("Body one"))
  }

  @Test(arguments: [ViewerState.Kind.notes, .follow])
  func theViewsShowTheNoticeWithoutALayout(kind: ViewerState.Kind) {
    var view = ViewerStateTests.View.connected(kind, transitions: false)
    let laidOut = view.state.session.renderer.layoutCount
    view.send(.resize(Self.huge))
    #expect(view.screen.joined().contains("terminal too large: 10000×10000"))
    #expect(view.screen.count <= FrameLayout.maximumSize.height)
    #expect(view.state.session.renderer.layoutCount == laidOut)
    view.send(.resize(Size(width: 60, height: 12)))
    #expect(view.screen.joined().contains(kind == .notes ? "Say hello." : "one"))
  }
}
