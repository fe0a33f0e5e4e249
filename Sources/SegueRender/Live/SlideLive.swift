import SegueCore

/// The live content one slide's layout draws: each of its code blocks' identity and output,
/// what may run, and where `snippet_output` places output.
///
/// A code block is found by the line it is written on (no two code blocks of a slide share
/// one), so the layout needs no count of the blocks it has passed: it lays some out twice
/// (to measure what follows a picture) and some not at all (below the frame).
struct SlideLive: Sendable {
  struct Entry: Sendable {
    var id: BlockID
    var code: CodeBlock
    var output: LiveOutput?
  }

  var byLine: [Int: Entry] = [:]
  var byName: [String: Entry] = [:]
  /// The names whose output a `snippet_output` on this slide draws instead of the block.
  var placed: Set<String> = []
  var permission: ExecPermission
  var hints: Bool
  /// The content area's height: the output box below a block shows at most half of it.
  var areaHeight: Int
  /// What decides the slide's layout: each block's output version (-1 without output), then
  /// the permission and the hint switch. Part of the layout cache's key.
  var versions: [Int] = []

  /// The slide's live content, or nil when there is none to draw (`LiveContent.none`): the
  /// layout is then exactly the one without live content.
  init?(_ slide: Slide, section: Int, page: Int, content: LiveContent, areaHeight: Int) {
    guard content != .none else { return nil }
    permission = content.permission
    hints = content.hints
    self.areaHeight = areaHeight
    for block in LiveBlocks.of(slide, section: section, page: page) {
      let entry = Entry(id: block.id, code: block.code, output: content.outputs[block.id])
      byLine[block.block.line] = entry
      if let name = block.code.attributes.id, byName[name] == nil { byName[name] = entry }
      versions.append(entry.output?.version ?? -1)
    }
    placed = Set(slide.snippetOutputs)
    versions += [permission.rawValue, hints ? 1 : 0]
  }

  func entry(for block: Block) -> Entry? {
    guard case .code = block.kind else { return nil }
    return byLine[block.line]
  }

  /// The most rows of output shown below a block: half the content area (at least 3).
  var outputRows: Int { max(3, (areaHeight > 0 ? areaHeight : 24) / 2) }
}
