/// A long deck converted piece by piece (`MarkdownChunks`), with the pieces of one long list
/// joined back into the one list a whole parse gives.
extension MarkdownConverter {
  /// Long decks are parsed in pieces (`MarkdownChunks`), so one piece's nodes are alive at once.
  /// `lineOffset` is the number of deck lines before `markdown` (for text from inside a block).
  /// `each` turns a piece's blocks into those kept (the passes that follow conversion), so the
  /// blocks as converted are alive for one piece at a time, not beside the whole result.
  ///
  /// A piece that continues a list is joined to it before `each` sees either (the passes read
  /// a list whole: mdp reveals its items one after the other). Every cut is proved from cmark's
  /// tree of the piece before it (`MarkdownChunks.proves`); a cut it does not prove is undone:
  /// that piece is parsed again with the pieces after it (`Refusal`).
  static func convert(
    _ markdown: String, pieceSize: Int = MarkdownChunks.minimumSize, lineOffset: Int = 0,
    each: ([Block]) -> [Block] = { $0 }
  ) -> Result {
    let chunks = MarkdownChunks.split(markdown, minimumSize: pieceSize)
    var result = Result(blocks: [])
    // The list the last piece ended with, waiting for the items the next piece begins with.
    var held: Block?
    var first = 0
    var refused = Refusal.none
    for index in chunks.indices {
      let next = index + 1 < chunks.count ? chunks[index + 1] : nil
      if let next, refused == .rest || (refused == .list && next.continuesList != nil) {
        continue
      }
      let text = markdown[chunks[first].text.startIndex..<chunks[index].text.endIndex]
      var (part, end) = parsePiece(
        text, lineOffset: lineOffset + chunks[first].firstLine - 1, readsEnd: next != nil)
      // A piece that is all one list continuing a loose list ends with a loose list: a blank
      // line before the next item cannot make it any looser.
      if part.blocks.count == 1, case .list(let list)? = held?.kind, !list.isTight {
        end.list?.isTight = false
      }
      if let next, !MarkdownChunks.proves(end, cutBefore: next) {
        refused = next.continuesList != nil ? .list : .rest
        result.refusedCuts += 1
        continue
      }
      if held != nil { result.listJoins += 1 }
      var blocks = part.blocks
      join(&held, into: &blocks)
      if next?.continuesList != nil { held = blocks.popLast() }
      result.blocks += each(blocks)
      result.flattenedAtLine = result.flattenedAtLine ?? part.flattenedAtLine
      first = index + 1
      refused = .none
    }
    return result
  }

  /// What a refused cut leaves uncut: the rest of the list, up to the next cut between
  /// top-level blocks; or, after a refused cut of that kind, the rest of the text (the
  /// pieces' blocks are not to be trusted there, and a parse of each longer piece again would
  /// make such a deck quadratic).
  private enum Refusal { case none, list, rest }

  /// Puts the items of the list `blocks` begin with after those of `head`, in `head`'s list
  /// (its line, kind and start), tight only if both are.
  static func join(_ head: inout Block?, into blocks: inout [Block]) {
    guard var block = head else { return }
    head = nil
    guard case .list(var list) = block.kind, case .list(let rest)? = blocks.first?.kind else {
      // Not reached: a piece that continues a list begins with an item line, which begins a
      // list whatever follows it.
      return blocks.insert(block, at: 0)
    }
    // The block's own reference to the items goes first, so they grow in place.
    block.kind = .rule
    list.items += rest.items
    list.isTight = list.isTight && rest.isTight
    block.kind = .list(list)
    blocks[0] = block
  }
}
