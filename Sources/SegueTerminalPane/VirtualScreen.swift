import CVTerm
import SegueCore
import SegueRender

/// A terminal's screen kept by libvterm: what a program wrote goes in, cells come out.
///
/// The only file that talks to libvterm. libvterm interprets every control sequence into its
/// own state (cursor, modes, colours, the alternate screen); nothing is passed on, so a title,
/// a clipboard write or a cursor move meant for a real terminal ends here. What libvterm has
/// to say back to the program (answers to device queries, encoded keys) is read with
/// `takeReplies()` and goes to the program only.
final class VirtualScreen {
  private let terminal: OpaquePointer
  private let screen: OpaquePointer
  private let state: OpaquePointer
  /// What the screen callbacks record; libvterm keeps pointers to both, so they live as long
  /// as the terminal.
  private let events: UnsafeMutablePointer<ScreenEvents>
  private let callbacks: UnsafeMutablePointer<VTermScreenCallbacks>

  /// What happened since it was last looked at, written by libvterm's callbacks.
  struct ScreenEvents {
    var changed = false
    var cursorVisible = true
  }

  init(columns: Int, rows: Int) {
    terminal = vterm_new(Int32(rows), Int32(columns))
    vterm_set_utf8(terminal, 1)
    screen = vterm_obtain_screen(terminal)
    state = vterm_obtain_state(terminal)
    events = .allocate(capacity: 1)
    events.initialize(to: ScreenEvents())
    callbacks = .allocate(capacity: 1)
    callbacks.initialize(to: Self.recordingCallbacks)
    vterm_screen_set_callbacks(screen, callbacks, events)
    // Full-screen programs (vim, htop, less) draw on the alternate screen and give the
    // shell's screen back when they end, as in a real terminal.
    vterm_screen_enable_altscreen(screen, 1)
    vterm_screen_reset(screen, 1)
  }

  deinit {
    vterm_free(terminal)
    events.deallocate()
    callbacks.deallocate()
  }

  /// The callbacks that note a change (damage, a moved cursor, a resize) and the cursor's
  /// visibility; the bell, the title and every other property are dropped.
  private static let recordingCallbacks = VTermScreenCallbacks(
    damage: { _, user in note(user) },
    moverect: nil,
    movecursor: { _, _, visible, user in
      user?.assumingMemoryBound(to: ScreenEvents.self).pointee.cursorVisible = visible != 0
      return note(user)
    },
    settermprop: { property, value, user in
      guard property == VTERM_PROP_CURSORVISIBLE, let value, let user else { return 1 }
      user.assumingMemoryBound(to: ScreenEvents.self).pointee.cursorVisible =
        value.pointee.boolean != 0
      return note(user)
    },
    bell: nil,
    resize: { _, _, user in note(user) },
    sb_pushline: nil,
    sb_popline: nil)

  private static func note(_ user: UnsafeMutableRawPointer?) -> Int32 {
    user?.assumingMemoryBound(to: ScreenEvents.self).pointee.changed = true
    return 1
  }

  /// Feeds what the program wrote; true when the screen or its cursor changed.
  func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { return false }
    events.pointee.changed = false
    _ = vterm_input_write(terminal, base, bytes.count)
    return events.pointee.changed
  }

  /// What libvterm wrote for the program since the last call: answers to its queries, keys.
  func takeReplies() -> [UInt8] {
    let count = vterm_output_get_buffer_current(terminal)
    guard count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: count) {
        vterm_output_read(terminal, $0, count)
      }
    }
    return Array(bytes.prefix(read))
  }

  /// The bytes a real terminal sends for `key` in the program's current modes.
  func encode(_ key: TerminalKey, modifiers: TerminalKey.Modifiers) -> [UInt8] {
    let held = VTermModifier(rawValue: UInt32(modifiers.rawValue))
    if case .character(let scalar) = key {
      vterm_keyboard_unichar(terminal, scalar.value, held)
    } else {
      vterm_keyboard_key(terminal, Self.vtermKey(key), held)
    }
    return takeReplies()
  }

  private static func vtermKey(_ key: TerminalKey) -> VTermKey {
    switch key {
    case .character: return VTERM_KEY_NONE
    case .enter: return VTERM_KEY_ENTER
    case .tab: return VTERM_KEY_TAB
    case .backspace: return VTERM_KEY_BACKSPACE
    case .escape: return VTERM_KEY_ESCAPE
    case .up: return VTERM_KEY_UP
    case .down: return VTERM_KEY_DOWN
    case .left: return VTERM_KEY_LEFT
    case .right: return VTERM_KEY_RIGHT
    case .insert: return VTERM_KEY_INS
    case .delete: return VTERM_KEY_DEL
    case .home: return VTERM_KEY_HOME
    case .end: return VTERM_KEY_END
    case .pageUp: return VTERM_KEY_PAGEUP
    case .pageDown: return VTERM_KEY_PAGEDOWN
    case .function(let number):
      return VTermKey(rawValue: VTERM_KEY_FUNCTION_0.rawValue + UInt32(max(0, min(number, 255))))
    }
  }

  func resize(columns: Int, rows: Int) {
    vterm_set_size(terminal, Int32(rows), Int32(columns))
    events.pointee.changed = true
  }

  /// Rows and columns, as libvterm has them.
  var size: (columns: Int, rows: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    vterm_get_size(terminal, &rows, &columns)
    return (Int(columns), Int(rows))
  }

  /// Where the cursor is, when the program shows it.
  var cursor: (row: Int, column: Int)? {
    guard events.pointee.cursorVisible else { return nil }
    var position = VTermPos()
    vterm_state_get_cursorpos(state, &position)
    return (Int(position.row), Int(position.col))
  }

  /// Every row, top to bottom, as runs of one style; a row's blank plain end is left out.
  func lines() -> [[StyledRun]] {
    let (columns, rows) = size
    return (0..<rows).map { row in
      var line = RunBuilder()
      var column = 0
      while column < columns {
        var cell = VTermScreenCell()
        _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(row), col: Int32(column)), &cell)
        line.append(Self.text(of: cell), Self.style(of: cell))
        // A wide character's second cell holds nothing of its own.
        column += max(1, Int(cell.width))
      }
      return line.finished()
    }
  }

  /// The cell's characters (a base and its combining marks); a blank cell is a space, and a
  /// control character (which libvterm never stores, but a cell must not carry) is one too.
  private static func text(of cell: VTermScreenCell) -> String {
    let chars = withUnsafeBytes(of: cell.chars) { Array($0.bindMemory(to: UInt32.self)) }
    var text = String.UnicodeScalarView()
    for value in chars.prefix(while: { $0 != 0 }) {
      guard let scalar = Unicode.Scalar(value), !isControl(scalar) else { continue }
      text.append(scalar)
    }
    return text.isEmpty ? " " : String(text)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func style(of cell: VTermScreenCell) -> Style {
    var attributes: Attributes = []
    if cell.attrs.bold != 0 { attributes.insert(.bold) }
    if cell.attrs.italic != 0 { attributes.insert(.italic) }
    if cell.attrs.underline != 0 { attributes.insert(.underline) }
    if cell.attrs.reverse != 0 { attributes.insert(.reverse) }
    if cell.attrs.strike != 0 { attributes.insert(.strikethrough) }
    return Style(
      fg: color(cell.fg, defaultFlag: VTERM_COLOR_DEFAULT_FG),
      bg: color(cell.bg, defaultFlag: VTERM_COLOR_DEFAULT_BG), attributes: attributes)
  }

  private static func color(_ color: VTermColor, defaultFlag: VTermColorType) -> Color {
    let type = UInt32(color.type)
    if type & defaultFlag.rawValue != 0 { return .default }
    if type & VTERM_COLOR_TYPE_MASK.rawValue == VTERM_COLOR_INDEXED.rawValue {
      let index = color.indexed.idx
      return index < 16 ? .ansi(index) : .indexed(index)
    }
    return .rgb(color.rgb.red, color.rgb.green, color.rgb.blue)
  }
}

/// Cells joined into runs of one style.
private struct RunBuilder {
  private var runs: [StyledRun] = []

  mutating func append(_ text: String, _ style: Style) {
    if let last = runs.indices.last, runs[last].style == style {
      runs[last].text += text
    } else {
      runs.append(StyledRun(text, style: style))
    }
  }

  /// The runs, without the row's trailing blanks in the terminal's own colours.
  mutating func finished() -> [StyledRun] {
    guard let last = runs.indices.last, runs[last].style == .plain else { return runs }
    let kept = runs[last].text.reversed().drop(while: { $0 == " " })
    if kept.isEmpty {
      runs.removeLast()
    } else {
      runs[last].text = String(kept.reversed())
    }
    return runs
  }
}

extension LinkedLibrary {
  /// libvterm reports no version at run time: the one it was built against.
  public static var libvterm: LinkedLibrary {
    LinkedLibrary(name: "libvterm", version: "\(VTERM_VERSION_MAJOR).\(VTERM_VERSION_MINOR)")
  }
}
