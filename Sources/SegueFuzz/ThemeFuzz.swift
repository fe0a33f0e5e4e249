import SegueCLI
import SegueCore
import SegueRender
import SegueResources
import Synchronization

/// A theme file's text: loaded, its problems formatted, and, when it loads, used to draw.
///
/// The library half is sandboxed (`SandboxThemes`: `extends:` finds the built-in themes and
/// no file); `segue theme check` then runs on the same text as a file, through the CLI's own
/// file rules and printing.
enum ThemeFuzz {
  static let file = ScratchFile(named: "theme.yaml")
  /// The showcase of every widget the theme styles.
  static let deck = DeckParser.parse(BuiltInFiles.demoDeck, fileName: "demo.md").deck!
  static let sizes = [Size(width: 40, height: 10), Size(width: 80, height: 24)]

  /// One input at a time: they share the scratch file (the unit tests run in parallel).
  static let lock = Mutex(())

  static func run(_ bytes: [UInt8]) {
    lock.withLock { _ in check(bytes) }
  }

  private static func check(_ bytes: [UInt8]) {
    let source = SourceText(bytes: bytes, fileName: "fuzz.yaml")
    switch SandboxThemes.loader.load(source: source) {
    case .success(let theme):
      draw(theme)
    case .failure(let error):
      require(!error.problems.isEmpty, "a theme failed to load without a problem")
      let formatter = DiagnosticFormatter(useColor: false)
      for (diagnostic, text) in error.problems {
        let line = diagnostic.location.flatMap { text?.line($0.line) }
        _ = formatter.format(diagnostic, sourceLine: line)
      }
    }
    file.write(bytes)
    var output = CapturedOutput()
    let code = SegueCommand.run(["theme", "check", file.path], output: &output)
    require(code == .success || code == .failure, "theme check exited \(code)")
    ProcessLifetime.release()
  }

  /// The first slides of the demo deck, with their steps, at each size.
  static func draw(_ theme: Theme) {
    let renderer = FrameRenderer(theme: theme.applying(deck.meta))
    for size in sizes {
      for position in Pager.walk(deck: deck, steps: true).prefix(6) {
        renderer.render(deck, at: position, size: size).canvas
          .requireSafe(size, "demo \(position) at \(size.width)x\(size.height)")
      }
    }
  }
}
