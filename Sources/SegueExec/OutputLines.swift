import SegueRender

/// How much of a snippet's output is kept: past either limit the rest is read and discarded
/// (so the program never blocks on a full pipe) and a note says where it was cut.
public struct OutputLimits: Sendable, Equatable {
  /// Lines kept: 10,000 by default, plenty for a slide, and a bound on the presenter's memory.
  public var lines: Int
  /// Bytes of text kept (the text as shown, not the escape sequences that styled it): 1 MiB.
  public var bytes: Int

  public init(lines: Int, bytes: Int) {
    self.lines = lines
    self.bytes = bytes
  }

  public static let standard = OutputLimits(lines: 10_000, bytes: 1 << 20)
}

/// The lines of a program's output as a terminal would leave them, but only as text.
///
/// - `\n` ends the line; `\r` goes back to its start, so what follows overwrites it (a
///   progress bar redrawn with `\r` shows its last state); backspace steps back one cell.
/// - A tab moves to the next multiple of 8 columns, with spaces.
/// - NUL and BEL are dropped; every other C0 control and DEL is shown as `^X` (`^L` for a
///   form feed), so nothing a program writes is silently hidden.
public struct OutputLines {
  public let limits: OutputLimits
  /// The finished lines.
  public private(set) var finished: [[StyledRun]] = []
  /// Why part of the output is not kept, once it is not.
  public private(set) var note: String?
  /// The line being written: one character and style per cell, and where the next goes.
  private var cells: [(Character, Style)] = []
  private var column = 0
  private var keptBytes = 0

  init(limits: OutputLimits) {
    self.limits = limits
  }

  /// Whether a limit was reached: nothing more is kept.
  public var isFull: Bool { note != nil }

  /// Every line, the unfinished one last when it has text.
  public var all: [[StyledRun]] {
    cells.isEmpty ? finished : finished + [Self.runs(cells)]
  }

  mutating func write(_ scalar: Unicode.Scalar, style: Style) {
    guard !isFull else { return }
    switch scalar.value {
    case 0x0A: endLine()
    case 0x0D: column = 0
    case 0x08: column = max(0, column - 1)
    case 0x09:
      repeat { put(" ", style: style) } while column % 8 != 0 && !isFull
    case 0x00, 0x07: break
    case 0x01...0x1F, 0x7F:
      let shown = Unicode.Scalar(scalar.value == 0x7F ? 0x3F : scalar.value + 0x40)!
      put("^", style: style)
      put(Character(shown), style: style)
    default:
      // A combining mark or joiner belongs to the cell before it.
      if column > 0, column <= cells.count, Self.joins(scalar) {
        cells[column - 1].0 = Character(String(cells[column - 1].0) + String(scalar))
        return
      }
      put(Character(scalar), style: style)
    }
  }

  private mutating func put(_ character: Character, style: Style) {
    if column < cells.count {
      cells[column] = (character, style)
    } else {
      keptBytes += character.utf8.count
      if keptBytes > limits.bytes {
        cut("output cut at \(limits.bytes / 1024) KiB")
        return
      }
      cells.append((character, style))
    }
    column += 1
  }

  private mutating func endLine() {
    if finished.count >= limits.lines {
      cut("output cut at \(limits.lines) lines")
      return
    }
    finished.append(Self.runs(cells))
    cells.removeAll(keepingCapacity: true)
    column = 0
  }

  private mutating func cut(_ reason: String) {
    note = reason
    if !cells.isEmpty, finished.count < limits.lines { finished.append(Self.runs(cells)) }
    cells = []
  }

  /// Cells grouped into runs of one style.
  private static func runs(_ cells: [(Character, Style)]) -> [StyledRun] {
    var runs: [StyledRun] = []
    for (character, style) in cells {
      if let last = runs.indices.last, runs[last].style == style {
        runs[last].text.append(character)
      } else {
        runs.append(StyledRun(String(character), style: style))
      }
    }
    return runs
  }

  private static func joins(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
    }
  }
}
