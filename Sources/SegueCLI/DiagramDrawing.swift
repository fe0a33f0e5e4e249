import SegueCore
import SegueExec
import SegueRender

/// `+render` blocks drawn for export and `check --render`: each block's tool run through the
/// diagram cache (`DiagramRenderer`), in the theme's colours.
///
/// Export renders without a flag, as presenterm does: the tools are a fixed set of renderers
/// given the block's text as data (not the deck's own code, which only `-x` runs), each in a
/// private folder with a timeout, and LaTeX and PlantUML held to their folder
/// (`docs/diagrams.md`).
enum DiagramDrawing {
  /// The renderer every command uses: its cache is `$XDG_CACHE_HOME/segue/diagrams/`.
  static let renderer = DiagramRenderer()

  /// The theme's text colour on its background, as the tools take them. A terminal's own
  /// colours count as light text on black, what a terminal shows by default.
  static func colors(_ theme: Theme) -> DiagramColors {
    let background = XtermPalette.rgb(of: theme.base.bg) ?? (0, 0, 0)
    let fallback = DiagramColors(foreground: (0, 0, 0), background: background)
    let foreground =
      XtermPalette.rgb(of: theme.text.paragraph.fg) ?? XtermPalette.rgb(of: theme.base.fg)
      ?? (fallback.isDark ? DiagramColors.dark.foreground : (0, 0, 0))
    return DiagramColors(
      foreground: (foreground.red, foreground.green, foreground.blue),
      background: (background.red, background.green, background.blue))
  }

  /// The request for `code` in `theme`'s colours.
  static func request(_ code: CodeBlock, colors: DiagramColors) -> DiagramRequest {
    DiagramRequest(language: code.language, source: code.text, colors: colors)
  }

  /// `deck` with its `+render` blocks as pictures (rendered now when not cached), or as their
  /// source with the reason under it.
  static func drawn(_ deck: Deck, theme: Theme) -> Deck {
    let colors = colors(theme)
    return DiagramBlocks.drawn(deck) { code in
      renderer.render(request(code, colors: colors)).mapError {
        DiagramBlocks.Failure($0.message)
      }
    }
  }

  /// Whether the file really at `resolved` is a picture of the diagram cache: exports read
  /// it although it is outside the deck's tree (it is drawn from the deck's own text).
  static func isCachedPicture(_ resolved: String?) -> Bool {
    guard let resolved, let folder = cacheFolder else { return false }
    return resolved.hasPrefix(folder + "/") && resolved.hasSuffix(".svg")
  }

  /// The cache folder with its links resolved, once it exists.
  private static var cacheFolder: String? {
    renderer.cache.flatMap { Platform.canonicalPath($0.folder) }
  }
}
