import SegueCore
import SegueRender

/// `segue check --size WxH`: a warning for every slide whose content does not fit that size.
enum OverflowReport {
  static func diagnostics(_ deck: Deck, size: Size, theme: Theme, source: SourceText)
    -> [Diagnostic]
  {
    let renderer = FrameRenderer(theme: theme)
    if size.width < FrameRenderer.minimumSize.width
      || size.height < FrameRenderer.minimumSize.height
    {
      let need = FrameRenderer.minimumSize
      return [
        .warning(
          "\(size.width)x\(size.height) is below the smallest frame, \(need.width)x\(need.height)")
      ]
    }
    var out: [Diagnostic] = []
    for (s, section) in deck.sections.enumerated() {
      for (p, slide) in section.slides.enumerated()
      where renderer.overflows(deck, at: Position(section: s, page: p), size: size) {
        let title = slide.titleText.map { " '\($0)'" } ?? ""
        out.append(
          .warning(
            "slide \(s + 1).\(p + 1)\(title) overflows \(size.width)x\(size.height): its end is cut",
            at: source.location(line: slide.sourceLine, column: 1)))
      }
    }
    return out
  }
}
