/// One terminal cell: a grapheme in a style, or the right half of a wide glyph.
///
/// A wide glyph (CJK, most emoji) takes two cells: the first holds the grapheme, the second is a
/// continuation with an empty grapheme that encoders skip. A cell never holds a control
/// character; `Canvas.put` draws those as visible symbols.
public struct Cell: Sendable, Hashable {
  /// The grapheme drawn here: one extended grapheme cluster, or "" for a continuation.
  public var grapheme: String
  public var style: Style
  /// Whether this is the right half of the wide glyph in the cell to the left.
  public var isContinuation: Bool

  public init(grapheme: String = " ", style: Style = .plain, isContinuation: Bool = false) {
    self.grapheme = grapheme
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A space in `style`.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(grapheme: " ", style: style, isContinuation: false)
  }
}
