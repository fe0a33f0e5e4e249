/// How the terminal draws a picture: as symbol cells (everywhere), or as real pixels with one
/// of the three graphics protocols terminals have.
public enum ImageProtocol: String, Sendable, Equatable, CaseIterable {
  case symbols
  /// kitty's graphics protocol (kitty, ghostty, Konsole): APC `ESC _G … ESC \`.
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm): OSC `ESC ]1337;File=… BEL`.
  case iterm2
  /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm, Konsole): DCS `ESC P…q … ESC \`.
  case sixel

  /// Whether pictures are drawn over their symbol cells as pixels.
  public var drawsPixels: Bool { self != .symbols }
}

/// The size of one terminal cell in pixels: the scale pixel pictures are encoded at.
public struct CellPixels: Sendable, Hashable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// What most terminals' default fonts come close to, for a terminal that does not say.
  public static let fallback = CellPixels(width: 10, height: 20)
}
