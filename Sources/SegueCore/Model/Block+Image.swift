extension Block.Kind {
  /// The image a paragraph consists of, alone (spaces and line breaks around it allowed): such
  /// a paragraph is drawn as the picture, any other image shows as a label in its text.
  public var soleImage: Image? {
    guard case .paragraph(let inlines) = self else { return nil }
    var found: Image?
    for inline in inlines {
      switch inline {
      case .image(let image):
        if found != nil { return nil }
        found = image
      case .softBreak, .lineBreak: continue
      case .text(let text) where text.allSatisfy(\.isWhitespace): continue
      default: return nil
      }
    }
    return found
  }
}
