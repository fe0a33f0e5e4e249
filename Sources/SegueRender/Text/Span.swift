/// A run of text in one style: the unit of styled text between the renderer and the canvas.
public struct Span: Sendable, Equatable {
  public var text: String
  public var style: Style

  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

extension Array where Element == Span {
  /// The columns the spans take side by side.
  public var width: Int { reduce(0) { $0 + TextWidth.width($1.text) } }

  /// The spans' text without styles.
  public var plainText: String { reduce(into: "") { $0 += $1.text } }
}
