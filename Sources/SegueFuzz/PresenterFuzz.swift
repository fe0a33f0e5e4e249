import SegueCore
import SegueRender
import SegueResources
import SegueTerminal

/// The presenter's state driven as a terminal and the event loop would: keys and mouse
/// reports, resizes from 1×1 to 250×80, time passing, decks reloaded, lost and themed again.
///
/// The input is a script: each byte chooses an event and the bytes after it are its payload.
/// Every frame the state asks to draw or animate must have the window's size and no control
/// character in a cell, and the state answers until it quits.
enum PresenterFuzz {
  /// The built-in decks, which between them use every widget and directive.
  static let decks: [DeckLoad] = BuiltInFiles.decks.map {
    DeckParser.parse($0.text, fileName: $0.name + ".md")
  }.filter { $0.deck != nil }

  static func run(_ bytes: [UInt8]) {
    var script = bytes[...]
    let first = decks[Int(script.popFirst() ?? 0) % decks.count]
    var run = Run(
      state: PresenterState(
        deck: first.deck!, source: first.source, theme: .dark, size: Size(width: 80, height: 24),
        deckChoosesTheme: true),
      size: Size(width: 80, height: 24))
    run.send(.start)
    while !run.quit, let op = script.popFirst() {
      switch op % 8 {
      case 0:
        let width = 1 + Int(script.popFirst() ?? 0) % 250
        let height = 1 + Int(script.popFirst() ?? 0) % 80
        run.size = Size(width: width, height: height)
        run.send(.resize(run.size))
      case 1:
        run.now += Int(script.popFirst() ?? 0) * 8
        run.send(.timer)
      case 2:
        run.send(.fileChanged(.deck))
      case 3:
        run.send(.fileChanged(.theme))
      case 4:
        run.send(
          .deckLoaded(PreparedDeck(.failure(.error("deck.md: no such file")), prepares: false)))
      default:
        // Terminal input: the next 1–8 bytes, as one read.
        let count = 1 + Int(op / 8) % 8
        run.send(.bytes(Array(script.prefix(count))))
        script = script.dropFirst(count)
      }
      run.now += 1
    }
  }

  /// The event loop's side: time, the window's size, and the answers to the state's effects.
  struct Run {
    var state: PresenterState
    var size: Size
    var now = 0
    var quit = false
    var reloads = 0

    mutating func send(_ event: PresenterEvent) {
      var pending = [event]
      while !pending.isEmpty, !quit {
        let effects = state.handle(pending.removeFirst(), at: now)
        for effect in effects { pending += answer(effect) }
      }
    }

    /// Checks a frame, or carries out a reload and returns the event that answers it.
    mutating func answer(_ effect: PresenterEffect) -> [PresenterEvent] {
      switch effect {
      case .draw(let canvas):
        canvas.requireSafe(size, "a drawn frame")
      case .animate(let frames):
        // Each frame is cut from two frames drawn (and checked) before: their sizes suffice.
        for frame in frames {
          require(
            frame.canvas.width == size.width && frame.canvas.height == size.height,
            "an animation frame is \(frame.canvas.width)x\(frame.canvas.height)")
        }
        frames.last?.canvas.requireSafe(size, "an animation's last frame")
      case .schedule, .announce, .startLive, .stopLive, .typeLive, .resizeLive, .handOver,
        .moveLive,
        .renderDiagram:
        break  // the fuzzed presenter runs nothing (it has no -x, nor a diagram cache)
      case .reloadDeck:
        reloads += 1
        return [
          .deckLoaded(
            PreparedDeck(
              .success(PresenterFuzz.decks[reloads % PresenterFuzz.decks.count]), prepares: false))
        ]
      case .reloadTheme(let deck, let source):
        let resolver = ThemeResolver(loader: SandboxThemes.loader, deckPath: nil)
        return [.themeResolved(resolver.resolve(deck, source: source))]
      case .quit:
        quit = true
      }
      return []
    }
  }
}
