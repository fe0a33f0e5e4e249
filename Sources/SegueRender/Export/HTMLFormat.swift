import SegueCore

/// The `html` export format: the deck as one self-contained page that presents itself.
///
/// Each frame (every step of every slide: the page reveals steps as the presenter does) is a
/// `<section class="frame">` holding the rendered cells (`HTMLGrid`) in the theme's colours;
/// the segment bar's tabs and the page dots are links to the positions a click selects in
/// the presenter, computed here with the same `Pager`. The page's one script (`HTMLPage`)
/// shows one frame at a time, follows the keys and keeps the position in the URL's hash.
/// Print shows each slide's last step on a page of its own (every step with `printsSteps`).
///
/// Nothing in the page refers to anything outside it: styles and the script are inline, fonts
/// are the viewer's monospace, images are data URIs, each file once (`HTMLPictures`). Deck
/// text is never markup: it reaches the page only through `HTMLEscape`, and the script reads
/// no deck text as HTML.
public struct HTMLFormat: ExportFormat {
  /// Whether print gives every step a page (`--steps`), not only each slide's last.
  public var printsSteps: Bool
  /// The image files laid over the frames' pictures (none unless given a way to read them).
  public var pictures: HTMLPictures
  private let paper: PaperColors
  private var shape: PagerShape?
  private var classes = HTMLGrid.Classes()
  private var hasNotes = false
  private var buffer = ByteBuffer()

  /// A page in `theme`'s colours: its paper (the PDF's, `PaperColors`) fills the frame and
  /// the page around it.
  public init(theme: Theme, printsSteps: Bool = false, pictures: HTMLPictures = HTMLPictures()) {
    self.paper = PaperColors(theme: theme)
    self.printsSteps = printsSteps
    self.pictures = pictures
  }

  public mutating func prologue(deck: Deck, size: Size, to sink: inout some ByteSink)
    throws(WriteError)
  {
    shape = PagerShape(deck: deck)
    buffer.removeAll()
    buffer.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    buffer.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    buffer.append("<meta name=\"generator\" content=\"segue\">\n<title>")
    HTMLEscape.append(deck.meta.title ?? deck.sections.first?.title ?? "Slides", to: &buffer)
    buffer.append("</title>\n<style>\n")
    buffer.append(HTMLPage.css(paper: paper))
    buffer.append("</style>\n</head>\n<body>\n<main id=\"deck\" style=\"--cols:")
    buffer.append(decimal: size.width)
    buffer.append(";--rows:")
    buffer.append(decimal: size.height)
    buffer.append("\">\n")
    try sink.write(buffer.bytes)
  }

  public mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink)
    throws(WriteError)
  {
    // Pictures first seen here go out before the frame, straight to the sink.
    var templates = ByteBuffer()
    let shown = images(of: frame, writingTo: &templates)
    if templates.count > 0 { try sink.write(templates.bytes) }
    buffer.removeAll()
    let position = frame.position
    let isLastStep = frame.label.step.map { $0 == frame.label.steps } ?? true
    buffer.append(
      printsSteps || isLastStep ? "<section class=\"frame print\"" : "<section class=\"frame\"")
    appendPositionData(position, to: &buffer)
    buffer.append(" aria-label=\"")
    HTMLEscape.append(frame.label.text, to: &buffer)
    buffer.append("\">\n")
    HTMLGrid.append(frame.canvas, links: links(of: frame), classes: &classes, to: &buffer)
    for image in shown { image.append(to: &buffer) }
    buffer.append("</section>\n")
    if !frame.notes.isEmpty {
      hasNotes = true
      buffer.append("<aside class=\"notes\"")
      appendPositionData(position, to: &buffer)
      buffer.append("><h2>Notes</h2>\n")
      for note in frame.notes {
        buffer.append("<p>")
        HTMLEscape.append(note, to: &buffer)
        buffer.append("</p>\n")
      }
      buffer.append("</aside>\n")
    }
    try sink.write(buffer.bytes)
  }

  public mutating func epilogue(to sink: inout some ByteSink) throws(WriteError) {
    buffer.removeAll()
    buffer.append("</main>\n")
    buffer.append(HTMLPage.toolbar(notes: hasNotes))
    buffer.append("<style>\n")
    buffer.append(classes.styles.css(paper: paper))
    buffer.append(classes.shapes.css())
    buffer.append("</style>\n<script>\n")
    buffer.append(HTMLPage.script)
    buffer.append("</script>\n</body>\n</html>\n")
    try sink.write(buffer.bytes)
  }

  /// ` data-s="2" data-p="3" data-k="1"`: the position from 1, which the script navigates by.
  private func appendPositionData(_ position: Position, to buffer: inout ByteBuffer) {
    for (name, value) in [("s", position.section), ("p", position.page), ("k", position.step)] {
      buffer.append(" data-\(name)=\"")
      buffer.append(decimal: value + 1)
      buffer.append("\"")
    }
  }

  /// An `<img>` over each whole picture of the frame whose file the page embeds; a picture
  /// cut at the bottom of the slide keeps its symbols, as the terminal shows it. A file the
  /// page has not embedded yet is written to `buffer` (before the frame that shows it).
  mutating func images(of frame: ExportFrame, writingTo buffer: inout ByteBuffer) -> [HTMLImage] {
    frame.pictures.compactMap { picture in
      guard picture.isWhole, let number = pictures.number(of: picture.path, writingTo: &buffer)
      else { return nil }
      return HTMLImage(rect: picture.rect, picture: number, alt: picture.alt)
    }
  }

  /// The frame's targets as links to where a click on them goes in the presenter.
  func links(of frame: ExportFrame) -> [HTMLGrid.Link] {
    guard let shape else { return [] }
    return frame.targets.flatMap { target -> [HTMLGrid.Link] in
      var pager = Pager(shape: shape, at: frame.position)
      let kind: HTMLGrid.Link.Kind
      switch target.kind {
      case .section(let index):
        kind = .tab
        _ = pager.selectSection(index)
      case .page(let index):
        kind = .dot
        _ = pager.goToPage(index)
      case .slide(let index):
        kind = .tab
        _ = pager.goToSlide(index)
      }
      let hash = Self.hash(of: pager.position)
      return target.rect.rows.map {
        HTMLGrid.Link(kind: kind, row: $0, columns: target.rect.columns, hash: hash)
      }
    }
  }

  /// `2.3` for step 1 of slide 3 of section 2, `2.3.2` for its step 2: the page's URL hash.
  public static func hash(of position: Position) -> String {
    let slide = "\(position.section + 1).\(position.page + 1)"
    return position.step == 0 ? slide : slide + ".\(position.step + 1)"
  }
}
