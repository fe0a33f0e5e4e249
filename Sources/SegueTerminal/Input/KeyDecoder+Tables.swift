/// What the sequences and bytes a terminal sends mean.
extension KeyDecoder {
  /// The key a plain CSI sequence stands for; modifier parameters (`\e[1;5A`) are ignored.
  static func csiKey(final: UInt8, parameters: [Int]) -> Key? {
    if let key = cursorOrFunctionKey(final: final) { return key }
    switch final {
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"): return tildeKey(parameters.first ?? 0)
    default: return nil
    }
  }

  /// The final letters CSI and SS3 sequences share: the cursor keys, Home and End, and F1–F4
  /// (`\eOP`, and as CSI with modifiers, xterm's `\e[1;2P`).
  static func cursorOrFunctionKey(final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final) - 0x4F)
    default: return nil
    }
  }

  /// The key of a `\e[N~` sequence (vt220 and xterm numbering).
  static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: return .home
    case 4, 8: return .end
    case 3: return .delete
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23, 24: return .function(number - 12)
    default: return nil  // 2 (Insert), 200/201 (paste markers), anything else
    }
  }

  /// The key of an SS3 sequence: cursor keys and F1–F4, and the keypad in application mode.
  static func ss3Key(final: UInt8) -> Key? {
    if let key = cursorOrFunctionKey(final: final) { return key }
    switch final {
    case UInt8(ascii: "M"): return .enter
    case UInt8(ascii: "I"): return .tab
    case UInt8(ascii: "X"): return .character("=")
    case UInt8(ascii: "j")...UInt8(ascii: "y"):
      // The keypad: * + , - . / and 0–9 are j…y in the same order as their ASCII codes.
      return .character(Character(Unicode.Scalar(final - UInt8(ascii: "j") + UInt8(ascii: "*"))))
    default: return nil
    }
  }

  /// A legacy (X10/1000) mouse report: three bytes, each its value plus 32.
  static func legacyMouse(_ bytes: [UInt8]) -> MouseEvent? {
    guard bytes.count == 3, bytes[0] >= 32 else { return nil }
    return mouseEvent(
      code: Int(bytes[0]) - 32, column: Int(bytes[1]) - 32, row: Int(bytes[2]) - 32,
      isRelease: false)
  }

  /// A mouse event from xterm's button code and 1-based position.
  ///
  /// Code bits: 0–1 the button (3 = released, in the legacy protocol), 2–4 Shift/Meta/Ctrl
  /// (ignored), 5 motion, 6 wheel, 7 extra buttons (ignored). Motion with no button held and
  /// horizontal wheel events are dropped.
  static func mouseEvent(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
    guard code >= 0, code & 128 == 0 else { return nil }
    let button = code & 3
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      guard !isRelease else { return nil }
      switch button {
      case 0: kind = .wheelUp
      case 1: kind = .wheelDown
      default: return nil
      }
    } else if code & 32 != 0 {
      guard button != 3 else { return nil }
      kind = .drag
    } else if isRelease || button == 3 {
      kind = .release
    } else {
      kind = .press(button: button + 1)
    }
    return MouseEvent(kind: kind, x: max(0, column - 1), y: max(0, row - 1))
  }
}
