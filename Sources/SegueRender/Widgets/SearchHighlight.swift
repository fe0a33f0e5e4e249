import SegueCore

/// Marks every occurrence of a search on a part of the canvas, in the theme's `search_match`
/// style: the matches are found in the cells as drawn, so whatever the slide's layout made of
/// the text (wrapping, tables, code) is marked where it shows.
public struct SearchHighlight: Sendable {
  public var query: SearchQuery

  public init(query: SearchQuery) { self.query = query }

  /// Marks the matches within `area`; returns how many it marked.
  @discardableResult
  public func draw(on canvas: inout Canvas, in area: Rect, theme: Theme) -> Int {
    var marked = 0
    let rows = max(0, area.y)..<min(canvas.height, area.y + area.height)
    for y in rows {
      let cells = canvas.row(y)
      var characters: [Character] = []
      var columns: [Int] = []
      for x in max(0, area.x)..<min(cells.count, area.x + area.width)
      where !cells[x].isContinuation {
        characters.append(cells[x].grapheme.first ?? " ")
        columns.append(x)
      }
      for match in query.matches(in: characters) {
        let start = columns[match.lowerBound]
        let end = match.upperBound < columns.count ? columns[match.upperBound] : area.x + area.width
        canvas.patchStyle(x: start, y: y, width: end - start, height: 1, with: theme.searchMatch)
        marked += 1
      }
    }
    return marked
  }
}
