import SegueCore

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

  public init(theme: Theme, size: Size, steps: Bool, chrome: Bool) {
    self.renderer = FrameRenderer(theme: theme)
    self.size = size
    self.steps = steps
    self.chrome = chrome
  }

  /// Every frame in navigation order, each with its separator line, encoded by `encode`.
  public func export(_ deck: Deck, encode: (Canvas) -> String) -> String {
    var out = ""
    for position in Pager.walk(deck: deck, steps: steps) {
      out += separator(deck, position) + "\n"
      out += encode(renderer.render(deck, at: position, size: size, chrome: chrome))
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
    return head + String.repeated("━", count: max(2, size.width - TextWidth.width(head)))
  }

  static func printable(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.map(ControlCharacters.visible)))
  }
}
