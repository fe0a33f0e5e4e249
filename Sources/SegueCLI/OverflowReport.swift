import SegueCore
import SegueRender

/// `segue check --size WxH`: a warning for every slide whose content does not fit that size.
///
/// The frames are laid out with their pictures, as the presenter lays them out (a picture
/// shrinks to the rows it has left, a placeholder box takes its lines), not with the one-line
/// labels of text export: the report and the screen agree.
enum OverflowReport {
  static func diagnostics(_ deck: Deck, size: Size, theme: Theme, source: SourceText)
    -> [Diagnostic]
  {
    // A picture's size does not depend on the colour depth.
    let renderer = FrameRenderer(
      theme: theme, images: ImageDrawing(store: ImageFileAccess.store(), depth: .trueColor))
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
