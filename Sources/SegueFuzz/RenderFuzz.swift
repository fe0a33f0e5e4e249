import SegueCore
import SegueRender

/// A deck loaded and every step of every slide drawn at several sizes, from 1×1 up.
///
/// Each frame must have the size asked for and no control character in a cell; the frames
/// at 80×24 are also exported as text and ANSI and animated into each other, as the
/// presenter does.
enum RenderFuzz {
  /// Tiny sizes (below `FrameRenderer.minimumSize`, the "too small" notice), the smallest
  /// real frame, a classic terminal and a large one.
  static let sizes = [
    Size(width: 1, height: 1), Size(width: 2, height: 3), Size(width: 10, height: 4),
    Size(width: 40, height: 10), Size(width: 80, height: 24), Size(width: 200, height: 60),
  ]
  /// The size at which frames are exported and animated.
  static let exportSize = Size(width: 80, height: 24)

  static func run(_ bytes: [UInt8]) {
    let load = DeckParser.parse(SourceText(bytes: bytes, fileName: "fuzz.md"))
    guard let deck = load.deck else {
      require(!load.errors.isEmpty, "a deck failed to load without an error")
      return
    }
    let theme = ThemeResolver(loader: SandboxThemes.loader, deckPath: nil)
      .resolve(deck, source: load.source).theme
    let positions = Pager.walk(deck: deck, steps: true)
    let renderer = FrameRenderer(theme: theme)
    for size in sizes where size != exportSize {
      for position in positions {
        renderer.render(deck, at: position, size: size).canvas
          .requireSafe(size, "\(position) at \(size.width)x\(size.height)")
      }
    }
    export(deck, positions, theme: theme)
    let bare = renderer.render(
      deck, at: positions.first ?? Position.start, size: exportSize, chrome: false)
    bare.canvas.requireSafe(exportSize, "without chrome")
  }

  /// Every frame at `exportSize` written as text (which must hold no control character but
  /// the newline) and as ANSI, with notes, and each animated into the next.
  static func export(_ deck: Deck, _ positions: [Position], theme: Theme) {
    let exporter = Exporter(theme: theme, size: exportSize, steps: true, chrome: true, notes: true)
    var text = TextFormat()
    var ansi = ANSIFormat(depth: .palette256)
    var textBytes = ByteBuffer()
    var ansiBytes = ByteBuffer()
    var previous: (canvas: Canvas, rows: Range<Int>)?
    do {
      try text.prologue(deck: deck, size: exportSize, to: &textBytes)
      try ansi.prologue(deck: deck, size: exportSize, to: &ansiBytes)
      for (index, position) in positions.enumerated() {
        let frame = exporter.frame(of: deck, at: position, index: index)
        frame.canvas.requireSafe(exportSize, "\(position) at 80x24")
        try text.frame(frame, to: &textBytes)
        try ansi.frame(frame, to: &ansiBytes)
        let rows = exporter.renderer.layout(deck, at: position, size: exportSize).slidingRows
        if let from = previous { animate(from, (frame.canvas, rows)) }
        previous = (frame.canvas, rows)
      }
      try text.epilogue(to: &textBytes)
      try ansi.epilogue(to: &ansiBytes)
    } catch {
      require(false, "writing to memory failed: \(error)")
    }
    require(
      !textBytes.bytes.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F },
      "the text export holds a control character")
  }

  /// The slide-in between two frames, as the presenter builds it (rows: the content area).
  static func animate(
    _ from: (canvas: Canvas, rows: Range<Int>), _ to: (canvas: Canvas, rows: Range<Int>)
  ) {
    let rows =
      min(from.rows.lowerBound, to.rows.lowerBound)..<max(from.rows.upperBound, to.rows.upperBound)
    let slide = SlideTransition(from: from.canvas, to: to.canvas, direction: .forward, rows: rows)
    for canvas in slide.frames(count: 3) { canvas.requireSafe(exportSize, "a transition frame") }
  }
}
