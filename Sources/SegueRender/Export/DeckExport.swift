import SegueCore

#if canImport(Glibc)
  import Glibc
#endif

/// Renders a whole deck frame by frame, walking the same pager as the presenter.
///
/// Without steps each slide appears once, fully revealed; with steps every step is a frame.
/// Frames are separated by a line that names the slide, so the output reads as a handout and
/// diffs well:
///
///     ━━ 2.3 First deck ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
///
/// (`· step 2/3` is added with steps). The heavy line (U+2501) appears nowhere else in a frame.
public struct DeckExport: Sendable {
  public var renderer: FrameRenderer
  public var size: Size
  public var steps: Bool
  public var chrome: Bool
  /// Speaker notes printed under each slide's frame (handouts, rehearsal).
  public var notes = false

  public init(theme: Theme, size: Size, steps: Bool, chrome: Bool) {
    self.renderer = FrameRenderer(theme: theme)
    self.size = size
    self.steps = steps
    self.chrome = chrome
  }

  /// Every frame in navigation order, each with its separator line, encoded by `encode`.
  ///
  /// Frames are pure functions of their position, so runs of them are drawn on every core at
  /// once and joined in order: the output is the same bytes as drawing them one by one.
  public func export(_ deck: Deck, encode: @Sendable (Canvas) -> String) -> String {
    let positions = Pager.walk(deck: deck, steps: steps)
    let chunkCount = min(positions.count, 4 * Self.processorCount)
    guard chunkCount > 1 else { return frames(deck, positions[...], encode: encode) }
    let parts = ChunkResults(count: chunkCount)
    ParallelLoop.run(iterations: chunkCount, threads: Self.processorCount) { chunk in
      let start = positions.count * chunk / chunkCount
      let end = positions.count * (chunk + 1) / chunkCount
      parts.set(chunk, frames(deck, positions[start..<end], encode: encode))
    }
    return parts.joined()
  }

  private func frames(_ deck: Deck, _ positions: ArraySlice<Position>, encode: (Canvas) -> String)
    -> String
  {
    var out = ""
    for position in positions {
      out += separator(deck, position) + "\n"
      out += encode(renderer.render(deck, at: position, size: size, chrome: chrome).canvas)
      if notes { out += noteLines(deck, position) }
    }
    return out
  }

  static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// The slide's speaker notes, after the last frame of the slide: `Notes:` and the text.
  func noteLines(_ deck: Deck, _ position: Position) -> String {
    let slide = deck.sections[position.section].slides[position.page]
    guard !slide.notes.isEmpty, position.step == slide.steps - 1 || !steps else { return "" }
    var out = "Notes:\n"
    for note in slide.notes {
      for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
        out += "  " + Self.printable(String(line)) + "\n"
      }
    }
    return out
  }

  /// `━━ s.p Title ━━━…` as wide as the frame.
  public func separator(_ deck: Deck, _ position: Position) -> String {
    let slide = deck.sections[position.section].slides[position.page]
    var label = "\(position.section + 1).\(position.page + 1)"
    if let title = slide.titleText, !title.isEmpty { label += " " + Self.printable(title) }
    if steps && slide.steps > 1 { label += " · step \(position.step + 1)/\(slide.steps)" }
    let head = "━━ " + TextWidth.truncate(label, toWidth: max(1, size.width - 4)) + " "
    return head + String(repeating: "━", count: max(2, size.width - TextWidth.width(head)))
  }

  static func printable(_ s: String) -> String {
    ControlCharacters.visible(s)
  }
}

/// One slot per chunk of frames, each written by exactly one worker before it is read.
///
/// The slots live in memory of their own, so workers writing different slots never touch the
/// same storage (a Swift array would be one value, and one exclusive access, for all of them).
private final class ChunkResults: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<String>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: "")
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// Called once per index, from the worker that owns it.
  func set(_ index: Int, _ value: String) {
    slots[index] = value
  }

  func joined() -> String { slots.joined() }
}
