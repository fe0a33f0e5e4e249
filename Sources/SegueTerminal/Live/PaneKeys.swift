import SegueTerminalPane

/// The presenter's decoded keys as a terminal program's keys (`TerminalPane` encodes them in
/// the program's modes).
///
/// The presenter's decoder keeps no modifiers but Ctrl on letters (`Key.control`), and reads
/// Alt-x as Escape then x, which is what a terminal sends for it anyway.
enum PaneKeys {
  static func terminalKey(for key: Key) -> (TerminalKey, TerminalKey.Modifiers) {
    switch key {
    case .character(let character):
      let scalar = character.unicodeScalars.first ?? " "
      return (.character(scalar), [])
    case .control(let character):
      return (.character(character.unicodeScalars.first ?? "@"), .control)
    case .up: return (.up, [])
    case .down: return (.down, [])
    case .left: return (.left, [])
    case .right: return (.right, [])
    case .pageUp: return (.pageUp, [])
    case .pageDown: return (.pageDown, [])
    case .home: return (.home, [])
    case .end: return (.end, [])
    case .tab: return (.tab, [])
    case .backTab: return (.tab, .shift)
    case .enter: return (.enter, [])
    case .backspace: return (.backspace, [])
    case .delete: return (.delete, [])
    case .escape: return (.escape, [])
    case .function(let number): return (.function(number), [])
    }
  }
}
