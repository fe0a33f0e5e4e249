import SegueCore
import SegueExec
import SegueRender

/// `segue check`'s part in diagrams (issue 30): the list of every `+render` block with its
/// tool and whether that tool is here, and with `--render` each of them (and each display
/// formula) rendered into the cache, so the first showing in the talk starts no process.
enum DiagramCheck {
  /// The list plain `check` prints: each diagram, its tool, and what is missing to draw it.
  static func list(
    _ deck: Deck, source: SourceText, theme: Theme, output: inout some CommandOutput
  ) {
    let found = DiagramBlocks.all(in: deck)
    guard !found.isEmpty else { return }
    let colors = DiagramColors(theme: theme)
    output.out("\nDiagrams ('+render'; 'check --render' draws them ahead of the talk):\n")
    for block in found.prefix(ExecCheck.listed) {
      let at = source.location(line: block.line, column: 1)
      let language = DiagnosticFormatter.shown(block.code.language)
      let tool = DiagramTool.named(block.code.language).map { "drawn by \($0.name)" } ?? "no tool"
      let request = DiagramDrawing.request(block.code, colors: colors)
      let state =
        DiagramRenderer.availability(block.code.language).map { " (here: \($0))" }
        ?? (DiagramDrawing.renderer.cached(request) != nil ? " (cached)" : "")
      output.out("  \(at.file):\(at.line)  \(language)  \(tool)\(state)\n")
    }
    if found.count > ExecCheck.listed {
      output.out("  and \(found.count - ExecCheck.listed) more\n")
    }
  }

  /// Renders every diagram into the cache and reports each failure at its fence with the
  /// tool's last lines; whether all were drawn.
  static func render(
    _ deck: Deck, source: SourceText, theme: Theme, output: inout some CommandOutput
  ) -> Bool {
    let colors = DiagramColors(theme: theme)
    var drawn = 0
    var failed = 0
    for block in DiagramBlocks.all(in: deck) {
      let at = source.location(line: block.line, column: fenceColumn(source.line(block.line)))
      let request = DiagramDrawing.request(block.code, colors: colors)
      switch DiagramDrawing.renderer.render(request) {
      case .success:
        output.out("\(at.file):\(at.line):\(at.column): rendered\n")
        drawn += 1
      case .failure(let problem):
        let notes = problem.lines.map { Diagnostic.note("| " + $0) }
        DiagnosticPrinter.print(
          [(Diagnostic.error("diagram not rendered: \(problem.message)", at: at), source)]
            + notes.map { ($0, nil) }, summary: false, output: &output)
        failed += 1
      }
    }
    let total = drawn + failed
    output.out(
      "\(total) diagram\(total == 1 ? "" : "s"): \(drawn) rendered, \(failed) failed\n")
    typesetFormulas(deck, colors: colors, output: &output)
    return failed == 0
  }

  /// Typesets the deck's display formulas into the cache too, for a talk in a terminal that
  /// shows pixels (docs/math.md); one that fails is no error, as its Unicode text stands in.
  static func typesetFormulas(
    _ deck: Deck, colors: DiagramColors, output: inout some CommandOutput
  ) {
    let formulas = DiagramBlocks.formulas(in: deck)
    guard !formulas.isEmpty else { return }
    let count = "\(formulas.count) display formula\(formulas.count == 1 ? "" : "s")"
    if let missing = DiagramRenderer.availability("latex") {
      output.out("\(count): shown as text (\(missing))\n")
      return
    }
    let failed = formulas.filter {
      guard
        case .failure = DiagramDrawing.renderer.render(
          FormulaPicture.request($0.source, colors: colors))
      else { return false }
      return true
    }.count
    let note = failed == 0 ? "" : ", \(failed) shown as text (LaTeX failed on them)"
    output.out("\(count): \(formulas.count - failed) typeset\(note)\n")
  }

  /// The 1-based column of the fence on its line.
  static func fenceColumn(_ text: String?) -> Int {
    guard let text, let first = text.firstIndex(where: { $0 != " " && $0 != "\t" }) else {
      return 1
    }
    return text.distance(from: text.startIndex, to: first) + 1
  }
}
