import SegueCore

/// What a PDF says about itself (its Info dictionary): the deck's title and authors, shown
/// as on a slide.
///
/// `pdfinfo`, a file manager or a viewer's title bar prints these fields as they are: a title
/// with `ESC ] 0 ; … BEL` or `ESC [ 2 J` would retitle or clear the terminal of whoever runs
/// `pdfinfo talk.pdf`. Every field passes through the one rule of visible control characters
/// (`ControlCharacters`), so it is one line of plain text.
struct PDFMetadata: Equatable {
  var title: String?
  var author: String?

  init(title: String? = nil, author: String? = nil) {
    self.title = title.map(ControlCharacters.visible)
    self.author = author.map(ControlCharacters.visible)
  }

  /// The front matter's title and its authors (joined by commas).
  init(_ meta: DeckMeta) {
    self.init(
      title: meta.title, author: meta.authors.isEmpty ? nil : meta.authors.joined(separator: ", "))
  }
}
