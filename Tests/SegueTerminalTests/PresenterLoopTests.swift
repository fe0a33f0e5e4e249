import Glibc
import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// The presenter's edge over real descriptors: keys come through a pipe, effects are carried
/// out (frames drawn, the deck read again), and the loop ends on `q` or at end of input.
@Suite struct PresenterLoopTests {
  /// A terminal whose input and signal descriptors are pipes; it keeps every frame.
  final class PipeTerminal: PresenterTerminal {
    var size = Size(width: 60, height: 16)
    var frames: [Canvas] = []
    var input: (reader: Int32, writer: Int32)
    let signals: (reader: Int32, writer: Int32)

    init() {
      var ends: [Int32] = [-1, -1]
      _ = pipe(&ends)
      input = (ends[0], ends[1])
      _ = pipe(&ends)
      signals = (ends[0], ends[1])
    }

    deinit {
      for fd in [input.reader, input.writer, signals.reader, signals.writer] where fd >= 0 {
        close(fd)
      }
    }

    /// Closes the input's writing end: the reader sees the end of file.
    func endInput() {
      close(input.writer)
      input.writer = -1
    }

    func type(_ text: String) { _ = write(input.writer, text, text.utf8.count) }
    func resize(to newSize: Size) {
      size = newSize
      _ = write(signals.writer, "w", 1)
    }

    /// Types `q` once this many frames are drawn.
    var quitsAtFrame: Int?
    func draw(_ canvas: Canvas) {
      frames.append(canvas)
      if frames.count == quitsAtFrame { type("q") }
    }
    var inputDescriptor: Int32 { input.reader }
    var signalDescriptor: Int32 { signals.reader }

    func readInput() -> TerminalRead {
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = read(input.reader, &buffer, buffer.count)
      return count > 0 ? .bytes(Array(buffer[0..<count])) : .endOfInput
    }

    func handleSignals() -> Bool {
      var byte: UInt8 = 0
      return read(signals.reader, &byte, 1) == 1
    }
  }

  final class Loads: @unchecked Sendable { var count = 0 }

  static let markdown = "# One\n\n## A\n\nx\n\n## B\n\ny\n"

  func presenter(_ terminal: PipeTerminal, loads: Loads = Loads(), loop: EventLoop = EventLoop())
    -> Presenter
  {
    let load = DeckParser.parse(Self.markdown, fileName: "deck.md")
    let state = PresenterState(
      deck: load.deck!, source: load.source, theme: .dark, size: terminal.size,
      transitions: false)
    let source = DeckSource(
      load: {
        loads.count += 1
        return .success(DeckParser.parse(Self.markdown, fileName: "deck.md"))
      })
    let catalog = ThemeCatalog(
      builtIn: [], userDirectory: nil, readFile: { _ in nil }, listDirectory: { _ in [] })
    return Presenter(
      state: state, screen: terminal, deckSource: source,
      themeResolver: ThemeResolver(loader: ThemeLoader(catalog: catalog), deckPath: nil),
      themeFiles: [], stamp: { _ in nil }, loop: loop)
  }

  @Test func keysThroughThePipeMoveAndQQuits() {
    let terminal = PipeTerminal()
    terminal.type("lq")
    presenter(terminal).run()
    #expect(terminal.frames.count == 2)
    // One section: the footer's `{section}` is empty, so it ends with the slide number.
    #expect(terminal.frames.first?.lines().last?.hasSuffix(" 1/3") ?? false)
    #expect(terminal.frames.last?.lines().last?.hasSuffix(" 2/3") ?? false)
  }

  @Test func rReadsTheDeckAgain() {
    let terminal = PipeTerminal()
    let loads = Loads()
    // The read runs on a thread of its own: `q` once its deck is drawn (or after 30 s, a hang).
    terminal.quitsAtFrame = 2
    terminal.type("r")
    let loop = EventLoop()
    loop.schedule(at: loop.clock() + 30_000) { _ in terminal.type("q") }
    presenter(terminal, loads: loads, loop: loop).run()
    #expect(loads.count == 1)
  }

  @Test func aSignalRedrawsAtTheNewSize() {
    let terminal = PipeTerminal()
    terminal.resize(to: Size(width: 50, height: 12))
    terminal.type("q")
    presenter(terminal).run()
    #expect(terminal.frames.last?.width == 50 && terminal.frames.last?.height == 12)
  }

  @Test func theEndOfInputEndsTheLoop() {
    let terminal = PipeTerminal()
    terminal.endInput()
    presenter(terminal).run()
    #expect(terminal.frames.count == 1)
  }
}
