import SegueCore
import SegueRender

/// Where a reload put the blocks that ran: a slide inserted before theirs, or a block above
/// them, changes their identity (slide and rank) though not their code. Each is looked for on
/// its slide as the new deck has it (`SlideAnchor`, as the presenter's own place is): the
/// block of the same name, else the first of the same code not already taken.
enum LiveMoves {
  /// The new identity of each block of `started` (identity → code) that is not where it was
  /// with the same code; a block found nowhere is left out (its output is dropped).
  static func moves(of started: [BlockID: String], from old: Deck, to new: Deck)
    -> [BlockID: BlockID]
  {
    let now = Dictionary(
      LiveBlocks.all(in: new).map { ($0.id, $0.code.text) }, uniquingKeysWith: { a, _ in a })
    var taken = Set(started.filter { now[$0.key] == $0.value }.keys)
    var moves: [BlockID: BlockID] = [:]
    for (id, code) in started.sorted(by: { "\($0.key)" < "\($1.key)" }) where now[id] != code {
      guard let (section, page) = slide(of: id),
        let place = SlideAnchor.find(Position(section: section, page: page), in: old, within: new)
      else { continue }
      let slide = new.sections[place.section].slides[place.page]
      let blocks = LiveBlocks.of(slide, section: place.section, page: place.page)
        .filter { $0.code.text == code && !taken.contains($0.id) }
      var name: String?
      if case .named(_, _, let named) = id { name = named }
      guard let found = blocks.first(where: { $0.code.attributes.id == name }) ?? blocks.first
      else { continue }
      taken.insert(found.id)
      moves[id] = found.id
    }
    return moves
  }

  private static func slide(of id: BlockID) -> (Int, Int)? {
    switch id {
    case .position(let section, let page, _), .named(let section, let page, _):
      (section, page)
    }
  }
}
