/// The `+id:name` of a slide's code blocks and its `<!-- snippet_output: name -->` placements
/// agree: a name is a slide's own, as the renderer and the presenter read it.
///
/// Two blocks of one slide named alike would share one output; a placement naming no block of
/// its slide would stay empty (presenterm also lets one name a block of another slide, which
/// Segue does not follow). Each is a warning at its line.
enum SnippetNames {
  static func diagnostics(_ sections: [Section], source: SourceText) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for slide in sections.flatMap(\.slides) {
      var named: Set<String> = []
      for block in slide.codeBlocks {
        guard case .code(let code) = block.kind, let name = code.attributes.id else { continue }
        if !named.insert(name).inserted {
          found.append(
            .warning(
              "a second block named '+id:\(name)' on this slide: its output is kept apart, "
                + "and snippet_output shows the first one's",
              at: source.location(line: block.line, column: 1)))
        }
      }
      for block in placements(slide) {
        guard case .liveOutput(let name) = block.kind, !named.contains(name) else { continue }
        found.append(
          .warning(
            "snippet_output: no block of this slide is named '+id:\(name)'; nothing shows here",
            at: source.location(line: block.line, column: 1)))
      }
    }
    return found
  }

  private static func placements(_ slide: Slide) -> [Block] {
    var found: [Block] = []
    var pending = slide.blocks
    while let block = pending.popLast() {
      if case .liveOutput = block.kind { found.append(block) }
      pending += block.kind.children
    }
    return found
  }
}
