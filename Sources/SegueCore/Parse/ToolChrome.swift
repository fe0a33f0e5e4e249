/// What a deck written for lookatme, slides, patat or mdp shows around its slides, as that
/// tool shows it, when the deck sets no `footer:` of its own.
///
/// Those tools make no title slide: the title, author and date are in their header and footer
/// on every slide, and slide numbers in the author's notes count from the first real slide.
/// Showing their chrome with Segue's own footer templates keeps one mechanism (a deck's
/// `footer:`, a theme's footer) instead of one drawing per tool:
/// - lookatme: the title centred at the top; `author  date` on the left of the footer and
///   `slide N / M` on the right (lookatme's `MarkdownTui`).
/// - slides: `author date` on the left, the `paging:` counter on the right (`Slide %d / %d`
///   by default, printf-style: the first `%d` is the slide, the second the count).
/// - patat (the pandoc dialect): the title centred at the top; the author on the left of the
///   footer and `N / M` on the right (patat's `displayWithBorders`), none with its
///   `slideNumber: false`.
/// - mdp: as patat: the `%title` centred at the top, the `%author` on the left of the footer
///   and `N / M` on the right (mdp 1.0.15, run in tmux).
///
/// What these tools fill in from the clock or the login (lookatme's and slides' date of today
/// when none is given, slides' user name) is left out: a deck shows the same on every run.
enum ToolChrome {
  /// `meta` with its tool's header and footer; notes for front matter that styles the other
  /// tool and is not read (at most one note).
  static func apply(
    to meta: inout DeckMeta, dialect: Dialect, otherToolKeys: [(key: String, line: Int)],
    source: SourceText
  ) -> [Diagnostic] {
    var ignored = otherToolKeys
    if dialect == .slides, let theme = meta.theme {
      // slides' `theme:` is a glamour style (a name, a JSON file or URL), not a Segue theme.
      ignored.append(("theme", theme.line))
      meta.theme = nil
    }
    if meta.footer == nil, let footer = footer(dialect, meta: meta) {
      meta.footer = footer
      meta.showsTitleBar = [.lookatme, .pandoc, .mdp].contains(dialect) && meta.title != nil
    }
    guard let first = ignored.first else { return [] }
    let names = ignored.map { "'\($0.key)' (\(why[$0.key] ?? ""))" }.joined(separator: ", ")
    return [
      .note(
        "front matter for the deck's own tool is ignored: \(names)",
        at: source.location(line: first.line, column: 1))
    ]
  }

  /// What each ignored key is, for the note.
  private static let why = [
    "styles": "lookatme's styling", "extensions": "lookatme's extensions",
    "theme": "slides' glamour style; Segue's theme is used",
  ]

  /// The footer the tool shows, or nil for a tool whose footer is Segue's (the theme's).
  static func footer(_ dialect: Dialect, meta: DeckMeta) -> DeckFooter? {
    switch dialect {
    case .lookatme:
      DeckFooter(left: "{author}  {date}", center: "", right: "slide {slide} / {slides}")
    case .slides:
      DeckFooter(
        left: "{author} {date}", center: "", right: counter(meta.paging ?? "Slide %d / %d"))
    case .pandoc, .mdp:
      DeckFooter(
        left: "{author}", center: "", right: meta.slideNumber == false ? "" : "{slide} / {slides}")
    case .segue, .presenterm: nil
    }
  }

  /// slides' `paging:` format as a footer template: as slides formats it, two `%d` are the
  /// slide and the count, one `%d` the slide, and without any the text shows as written.
  static func counter(_ paging: String) -> String {
    let parts = paging.split(separator: "%d", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3 else { return paging }
    let values = ["{slide}", "{slides}"]
    var out = ""
    for (index, part) in parts.enumerated() {
      out += part.replacing("%%", with: "%")
      if index < parts.count - 1 { out += values[index] }
    }
    return out
  }
}
