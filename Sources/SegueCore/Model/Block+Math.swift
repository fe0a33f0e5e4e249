extension Block.Kind {
  /// The display formula (`$$…$$`) a paragraph consists of, alone (spaces and line breaks
  /// around it allowed): such a paragraph is drawn centred on its own. This is where a formula
  /// typeset by LaTeX can later take the place of its text, as `soleImage` does for pictures.
  public var soleDisplayMath: Math? {
    guard case .paragraph(let inlines) = self else { return nil }
    var found: Math?
    for inline in inlines {
      switch inline {
      case .math(let math) where math.isDisplay:
        if found != nil { return nil }
        found = math
      case .softBreak, .lineBreak: continue
      case .text(let text) where text.allSatisfy(\.isWhitespace): continue
      default: return nil
      }
    }
    return found
  }
}
