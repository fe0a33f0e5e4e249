extension Key {
  /// The key as a person names it (`Right`, `Ctrl-C`, `q`): a live recording's marker label.
  public var name: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .home: "Home"
    case .end: "End"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .enter: "Enter"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .escape: "Escape"
    case .control(let character): "Ctrl-" + character.uppercased()
    case .function(let number): "F\(number)"
    }
  }
}

extension InputEvent {
  /// What a live recording marks for this input: a key's name, a click's cell; nil for the
  /// rest (mouse releases and drags, the terminal's colour answer).
  var markerLabel: String? {
    switch self {
    case .key(let key): key.name
    case .mouse(let mouse):
      switch mouse.kind {
      case .press: "click \(mouse.x),\(mouse.y)"
      case .wheelUp: "wheel up"
      case .wheelDown: "wheel down"
      default: nil
      }
    default: nil
    }
  }
}
