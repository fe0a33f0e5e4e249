import Glibc
import SegueCore
import SegueRender
import Synchronization
import Testing

@testable import SegueTerminal

/// A reload reads and parses the deck off the main thread: the real `Presenter` over pipes,
/// with a deck whose every read blocks until the test lets it finish (as a slow disk or a
/// deck at the size cap holds its thread). Keys and resizes are answered meanwhile on the last good
/// deck, the new deck comes in where the user went, and reads never overlap.
@Suite struct PresenterBackgroundReloadTests {
  typealias PipeTerminal = PresenterLoopTests.PipeTerminal

  /// A deck file whose reads each wait for `release()`; the text is taken when a read starts,
  /// as a real read takes the bytes before the parse.
  final class GatedDeck: Sendable {
    let text: Mutex<String>
    /// Reads started, and reads that returned.
    let reads = Mutex(0)
    let finished = Mutex(0)
    /// Set when a read waited `patience` without a release: the presenter waited on it (the
    /// read ran on the loop's own thread). Later reads do not wait, so the test ends.
    let timedOut = Mutex(false)
    /// The file's stamp for the watcher: `save` bumps it; `stamps` counts the looks at it.
    let version = Mutex(0)
    let stamps = Mutex(0)
    private let gate: (reader: Int32, writer: Int32)
    static let patience: Int32 = 3_000

    init(_ text: String) {
      self.text = Mutex(text)
      var ends: [Int32] = [-1, -1]
      _ = pipe(&ends)
      gate = (ends[0], ends[1])
    }

    deinit {
      close(gate.reader)
      close(gate.writer)
    }

    /// Lets one read finish.
    func release() {
      var byte: UInt8 = 1
      _ = write(gate.writer, &byte, 1)
    }

    /// Writes the file anew, as an editor saves it.
    func save(_ newText: String) {
      text.withLock { $0 = newText }
      version.withLock { $0 += 1 }
    }

    func stamp() -> FileStamp {
      stamps.withLock { $0 += 1 }
      let modified = version.withLock { $0 }
      return FileStamp(size: 1, modified: modified, modifiedNanoseconds: 0, inode: 1)
    }

    func load() -> Result<DeckLoad, Diagnostic> {
      let markdown = text.withLock { $0 }
      reads.withLock { $0 += 1 }
      if !timedOut.withLock({ $0 }) {
        var descriptor = pollfd(fd: gate.reader, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, Self.patience) == 1 {
          var byte: UInt8 = 0
          _ = read(gate.reader, &byte, 1)
        } else {
          timedOut.withLock { $0 = true }
        }
      }
      finished.withLock { $0 += 1 }
      return .success(DeckParser.parse(markdown, fileName: "deck.md"))
    }
  }

  /// A deck of three slides (the section's title, A, B) whose last says `last`.
  static func markdown(_ last: String = "beta") -> String {
    "# One\n\n## A\n\nalpha\n\n## B\n\n\(last)\n"
  }

  /// A presenter over `terminal` on `loop`, reading `deck` on reloads; `deck.md` is watched.
  func presenter(_ terminal: PipeTerminal, _ deck: GatedDeck, loop: EventLoop) -> Presenter {
    let load = DeckParser.parse(Self.markdown(), fileName: "deck.md")
    let state = PresenterState(
      deck: load.deck!, source: load.source, theme: .dark, size: terminal.size,
      transitions: false)
    let catalog = ThemeCatalog(
      builtIn: [], userDirectory: nil, readFile: { _ in nil }, listDirectory: { _ in [] })
    return Presenter(
      state: state, screen: terminal,
      deckSource: DeckSource(load: { deck.load() }, path: "deck.md"),
      themeResolver: ThemeResolver(loader: ThemeLoader(catalog: catalog), deckPath: nil),
      themeFiles: [], stamp: { _ in deck.stamp() }, loop: loop)
  }

  static func lastScreen(_ terminal: PipeTerminal) -> [String] {
    terminal.frames.last?.lines() ?? []
  }

  static func shows(_ text: String, _ terminal: PipeTerminal) -> Bool {
    lastScreen(terminal).contains { $0.contains(text) }
  }

  /// `r` starts a read that does not end until released: `ll` and a resize are drawn on the
  /// old deck meanwhile, the mark shows once the read has taken 100 ms, and the edited deck
  /// then comes in on the slide the keys went to, without the mark.
  @Test func keysAreAnsweredWhileAReloadParsesAndItsDeckComesInWhereTheUserIs() {
    let terminal = PipeTerminal()
    let loop = EventLoop()
    let deck = GatedDeck(Self.markdown())
    let presenter = presenter(terminal, deck, loop: loop)
    func when(_ what: String, _ condition: @escaping () -> Bool, _ body: @escaping () -> Void) {
      onLoop(loop, when: what, giveUp: { terminal.type("q") }, condition, body)
    }
    var screens: [String: [String]] = [:]
    var finishedAtKey = -1
    // The file as the read will find it; its stamp stays, so the watcher reloads nothing.
    deck.text.withLock { $0 = Self.markdown("beta, edited") }
    terminal.type("r")
    when("the reload's read to start", { deck.reads.withLock { $0 } == 1 }) {
      terminal.type("ll")
      when("the keys' frame", { Self.shows("beta", terminal) }) {
        finishedAtKey = deck.finished.withLock { $0 }
        screens["key"] = Self.lastScreen(terminal)
        terminal.resize(to: Size(width: 50, height: 12))
        when("the resize", { terminal.frames.last?.width == 50 }) {
          when("the mark", { Self.lastScreen(terminal).last?.hasSuffix(" …") == true }) {
            screens["mark"] = Self.lastScreen(terminal)
            deck.release()
            when("the edited deck", { Self.shows("beta, edited", terminal) }) {
              screens["edited"] = Self.lastScreen(terminal)
              terminal.type("q")
            }
          }
        }
      }
    }
    presenter.run()
    deck.release()  // a read left waiting (a failed run) ends

    #expect(!deck.timedOut.withLock { $0 }, "the loop waited for the read")
    #expect(finishedAtKey == 0, "the keys were drawn only after the read ended")
    #expect(screens["key"]?.last?.hasSuffix(" 3/3") == true)
    #expect(screens["mark"]?.last?.hasSuffix(" 3/3 …") == true)
    #expect(screens["edited"]?.last?.hasSuffix(" 3/3") == true)
    #expect(presenter.state.pager.position == Position(section: 0, page: 2, step: 0))
    #expect(deck.reads.withLock { $0 } == 1)
  }

  /// Ten `r`s, or ten saves the watcher notices, while a read runs cost one read more, not
  /// ten, and that read sees the last save.
  @Test(arguments: ["r key", "file saves"])
  func changesDuringAReadCostOneReadMoreAndTheLastEditWins(_ how: String) {
    let terminal = PipeTerminal()
    let loop = EventLoop()
    let deck = GatedDeck(Self.markdown())
    let presenter = presenter(terminal, deck, loop: loop)
    func when(_ what: String, _ condition: @escaping () -> Bool, _ body: @escaping () -> Void) {
      onLoop(loop, when: what, giveUp: { terminal.type("q") }, condition, body)
    }
    func edit(_ n: Int) -> String { Self.markdown("edit \(n).") }
    /// Saves edit `n`, then the next once the watcher has looked twice at it (a change is
    /// reported once it held for a check), until edit 10; then `done`.
    func save(_ n: Int, then done: @escaping () -> Void) {
      guard n <= 10 else { return done() }
      deck.save(edit(n))
      let looked = deck.stamps.withLock { $0 }
      when("the watcher to see save \(n)", { deck.stamps.withLock { $0 } >= looked + 2 }) {
        save(n + 1, then: done)
      }
    }
    var readsDuringFirst = -1
    terminal.type("llr")  // on the last slide, where the edits show
    when("the first read", { deck.reads.withLock { $0 } == 1 }) {
      let released = {
        readsDuringFirst = deck.reads.withLock { $0 }
        deck.release()
        when("the second read", { deck.reads.withLock { $0 } == 2 }) {
          deck.release()
          when("the last edit", { Self.shows("edit 10.", terminal) }) {
            terminal.type("q")
          }
        }
      }
      if how == "r key" {
        deck.text.withLock { $0 = edit(10) }  // unstamped: only the keys ask for reads
        terminal.type(String(repeating: "r", count: 10))
        when(
          "the r keys read",
          {
            guard case .reading(_, queued: true, _) = presenter.state.session.reading else {
              return false
            }
            return true
          },
          released)
      } else {
        save(1, then: released)
      }
    }
    presenter.run()
    deck.release()

    #expect(!deck.timedOut.withLock { $0 }, "the loop waited for the read")
    #expect(readsDuringFirst == 1, "a read started while one was running")
    #expect(deck.reads.withLock { $0 } == 2)
    #expect(presenter.state.session.reading == .idle)
  }
}
