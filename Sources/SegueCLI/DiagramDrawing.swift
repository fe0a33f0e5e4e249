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

  /// The request for `code` in `theme`'s colours.
  static func request(_ code: CodeBlock, colors: DiagramColors) -> DiagramRequest {
    DiagramRequest(language: code.language, source: code.text, colors: colors)
  }

  /// `deck` with its `+render` blocks as pictures (rendered now when not cached), or as their
  /// source with the reason under it; with `formulas`, its display formulas typeset by LaTeX
  /// where it is installed (else, or when one fails, they stay Unicode text).
  static func drawn(_ deck: Deck, theme: Theme, formulas: Bool = false) -> Deck {
    let colors = DiagramColors(theme: theme)
    let drawn = DiagramBlocks.drawn(deck) { code in
      renderer.render(request(code, colors: colors)).mapError {
        DiagramBlocks.Failure($0.message)
      }
    }
    guard formulas, DiagramRenderer.availability("latex") == nil else { return drawn }
    return DiagramBlocks.withFormulas(drawn) { math in
      guard
        case .success(let path) = renderer.render(
          FormulaPicture.request(math.source, colors: colors))
      else { return nil }
      return DiagramBlocks.Formula(path: path, rows: FormulaPicture.rows(ofSVGAt: path))
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
