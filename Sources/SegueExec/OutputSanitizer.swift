import SegueRender

/// A program's output bytes made safe to draw in a slide: text and SGR styles only.
///
/// SGR colours and attributes become `Style`s; every other escape sequence (CSI cursor moves
/// and erases, OSC titles and clipboard writes, DCS, APC, PM, SOS, a lone ESC, the C1
/// controls) is dropped, so a snippet cannot move the cursor, retitle the terminal or write
/// its clipboard. Bytes may arrive split anywhere, even inside a sequence or a character: the
/// state carries over from one `feed` to the next. What the text does with `\r`, tabs and the
/// other controls is `OutputLines`' part.
public struct OutputSanitizer {
  /// Where the parser is between two scalars.
  private enum State {
    case ground
    /// After ESC.
    case escape
    /// After ESC and intermediates (`ESC ( B`): ends at a final byte.
    case escapeIntermediate
    /// Inside CSI: parameters so far, and whether the sequence is private (`?`, `<`, …).
    case csi(String, isPrivate: Bool)
    /// Inside OSC, DCS, APC, PM or SOS: ends at ST (ESC \ or U+009C), or BEL for OSC.
    case string
    /// ESC inside a string: `\` ends it.
    case stringEscape
  }

  private var utf8 = UTF8Stream()
  private var state = State.ground
  private var style = Style.plain
  public private(set) var lines: OutputLines

  public init(limits: OutputLimits = .standard) {
    lines = OutputLines(limits: limits)
  }

  /// Takes in one chunk of output.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      let (first, second) = utf8.feed(byte)
      if let first { take(first) }
      if let second { take(second) }
    }
  }

  /// The end of the output: a character cut at the end is a replacement.
  public mutating func finish() {
    if let last = utf8.finish() { take(last) }
  }

  private mutating func take(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch state {
    case .ground:
      if value == 0x1B {
        state = .escape
      } else if (0x80...0x9F).contains(value) {
        c1(value)
      } else {
        lines.write(scalar, style: style)
      }
    case .escape:
      escape(value)
    case .escapeIntermediate:
      if (0x30...0x7E).contains(value) { state = .ground }
    case .csi(let parameters, let isPrivate):
      if (0x40...0x7E).contains(value) {
        if value == 0x6D, !isPrivate { style = SGR.apply(parameters, to: style) }
        state = .ground
      } else if (0x30...0x3F).contains(value) {
        let character = Character(scalar)
        let marks = !parameters.isEmpty || !"<=>?".contains(character)
        state = .csi(parameters + String(character), isPrivate: isPrivate || !marks)
      } else if value == 0x1B {
        state = .escape
      } else if !(0x20...0x2F).contains(value) {
        state = .ground  // a broken sequence: drop it
      }
    case .string:
      if value == 0x1B {
        state = .stringEscape
      } else if value == 0x07 || value == 0x9C {
        state = .ground
      }
    case .stringEscape:
      state = value == 0x5C ? .ground : .string
    }
  }

  /// The scalar after ESC: `[` starts CSI, `]` `P` `_` `^` `X` start strings, others are
  /// two-character sequences (`ESC 7`, `ESC c`), all dropped.
  private mutating func escape(_ value: UInt32) {
    switch value {
    case 0x5B: state = .csi("", isPrivate: false)
    case 0x5D, 0x50, 0x5F, 0x5E, 0x58: state = .string
    case 0x1B: state = .escape
    case 0x20...0x2F: state = .escapeIntermediate
    default: state = .ground
    }
  }

  /// A C1 control written as a character (U+0080–U+009F): CSI and the string openers start
  /// their sequences; the rest are dropped.
  private mutating func c1(_ value: UInt32) {
    switch value {
    case 0x9B: state = .csi("", isPrivate: false)
    case 0x9D, 0x90, 0x9F, 0x9E, 0x98: state = .string
    default: break
    }
  }
}
