import SegueCore
import SegueExec
import SegueRender

/// Where a session finds the pictures of `+render` blocks: the diagram cache, asked while a
/// frame is made, so nothing here may start a process (`DiagramRenderer.cached`).
public struct DiagramLookup: Sendable {
  /// The picture's path when it is drawn already.
  public var cached: @Sendable (DiagramRequest) -> String?
  /// Why a language's diagrams cannot be drawn here (a tool not installed), else nil.
  public var problem: @Sendable (String) -> String?
  /// Whether display formulas (`$$…$$`) are typeset by LaTeX: only where pictures are
  /// pixels, as a formula in symbol cells cannot be read (its Unicode text stays instead).
  public var formulas: Bool
  /// The rows a formula's picture takes (`FormulaPicture.rows`).
  public var formulaRows: @Sendable (String) -> Int

  public init(
    cached: @escaping @Sendable (DiagramRequest) -> String?,
    problem: @escaping @Sendable (String) -> String?, formulas: Bool = false,
    formulaRows: @escaping @Sendable (String) -> Int = { _ in 3 }
  ) {
    self.cached = cached
    self.problem = problem
    self.formulas = formulas
    self.formulaRows = formulaRows
  }

  /// The lookup of `renderer`'s cache and of the tools on `PATH`; formulas typeset when
  /// `formulas` (the terminal shows pixels).
  public static func of(_ renderer: DiagramRenderer, formulas: Bool = false) -> DiagramLookup {
    DiagramLookup(
      cached: renderer.cached, problem: DiagramRenderer.availability, formulas: formulas,
      formulaRows: FormulaPicture.rows(ofSVGAt:))
  }
}

/// The `+render` blocks of a shown deck: drawn from the cache when it has them, else shown as
/// their source under "rendering…" while their tool runs in the background, two at a time.
///
/// A value, as the session holding it is: it asks for a render (`next`) and is told how it
/// went (`rendered`); the edge (`DeckFiles.render`) runs the tool off the main thread. The
/// deck as read is kept while it has diagrams, as a finished render, or a theme of other
/// colours, draws it again.
struct DiagramPictures: Sendable {
  let lookup: DiagramLookup?
  /// The deck as read, while it has a `+render` block.
  private(set) var raw: Deck?
  /// The colours diagrams are drawn in: the theme's.
  private(set) var colors: DiagramColors
  /// What went wrong with each render that failed (shown under its source from then on).
  private var problems: [DiagramRequest: String] = [:]
  /// The renders the shown deck waits for, in reading order.
  private var queue: [DiagramRequest] = []
  /// The renders running now.
  private(set) var rendering: Set<DiagramRequest> = []
  /// How many renders run at once: two, so that a tool that hangs (until its timeout) holds
  /// up one lane, not every diagram; not more, as each may take a core from the talk.
  static let lanes = 2

  init(lookup: DiagramLookup?, theme: Theme) {
    self.lookup = lookup
    colors = DiagramColors(theme: theme)
  }

  /// `deck` with each diagram drawn as far as it can be now: its cached picture, its problem,
  /// or its source under "rendering…" (queued to render).
  mutating func draw(_ deck: Deck) -> Deck {
    guard let lookup else { return deck }
    var wanted: [DiagramRequest] = []
    let colors = colors
    let problems = problems
    // Each language's tools are looked for on PATH once a drawing, not once a diagram.
    var missing: [String: String?] = [:]
    func problem(_ language: String) -> String? {
      if let known = missing[language] { return known }
      let found = lookup.problem(language)
      missing[language] = found
      return found
    }
    var drawn = DiagramBlocks.drawn(deck) { code in
      let request = DiagramRequest(language: code.language, source: code.text, colors: colors)
      if let path = lookup.cached(request) { return .success(path) }
      if let problem = problems[request] ?? problem(code.language) {
        return .failure(DiagramBlocks.Failure(problem))
      }
      wanted.append(request)
      return .failure(.pending)
    }
    if lookup.formulas {
      // A formula waiting for its picture shows as Unicode text meanwhile.
      drawn = DiagramBlocks.withFormulas(drawn) { math in
        let request = FormulaPicture.request(math.source, colors: colors)
        if let path = lookup.cached(request) {
          return DiagramBlocks.Formula(path: path, rows: lookup.formulaRows(path))
        }
        if problems[request] == nil, problem("latex") == nil { wanted.append(request) }
        return nil
      }
    }
    raw = drawn.id == deck.id && wanted.isEmpty ? nil : deck
    var seen = rendering
    queue = wanted.filter { seen.insert($0).inserted }
    return drawn
  }

  /// The deck as read drawn again (after a render, in other colours); nil without diagrams.
  mutating func redraw() -> Deck? {
    raw.map { draw($0) }
  }

  /// Draws in `theme`'s colours from now on; the deck drawn again when they changed.
  mutating func use(_ theme: Theme) -> Deck? {
    let new = DiagramColors(theme: theme)
    guard new != colors else { return nil }
    colors = new
    return redraw()
  }

  /// The renders to start now, while a lane is free and one is waiting: first those of
  /// `slide` (the one on screen, whose picture someone is waiting for), then the deck's in
  /// reading order.
  mutating func next(on slide: Slide?) -> [DiagramRequest] {
    guard rendering.count < Self.lanes, !queue.isEmpty else { return [] }
    let shown = Set(slide.map(requests) ?? [])
    var started: [DiagramRequest] = []
    while rendering.count < Self.lanes, !queue.isEmpty {
      let request = queue.remove(at: queue.firstIndex(where: shown.contains) ?? 0)
      rendering.insert(request)
      started.append(request)
    }
    return started
  }

  /// Forgets the renders that failed, so that they are tried again (the speaker's `r`: a tool
  /// installed since, or one that timed out on a first run).
  mutating func retry() {
    problems = [:]
  }

  /// The requests of `slide`'s diagrams (and formulas), in the colours used now.
  private func requests(_ slide: Slide) -> [DiagramRequest] {
    let diagrams = slide.codeBlocks.compactMap { block -> DiagramRequest? in
      guard case .code(let code) = block.kind, code.attributes.render else { return nil }
      return DiagramRequest(language: code.language, source: code.text, colors: colors)
    }
    guard lookup?.formulas == true else { return diagrams }
    return diagrams
      + DiagramBlocks.formulas(in: slide).map {
        FormulaPicture.request($0.source, colors: colors)
      }
  }

  /// A render ended: its picture is in the cache, or `problem` says why not.
  mutating func rendered(_ request: DiagramRequest, problem: String?) {
    rendering.remove(request)
    if let problem { problems[request] = problem }
  }
}
