import SegueRender

/// How much of a snippet's output is kept: past either limit the earliest lines are dropped,
/// as a terminal's scrollback drops them, so the box keeps showing what the program prints now
/// (a log streamed for the whole talk included); a note says how many were dropped. The
/// program never blocks on a full pipe: everything is read.
public struct OutputLimits: Sendable, Equatable {
  /// Lines kept: 10,000 by default, plenty for a slide, and a bound on the presenter's memory.
  public var lines: Int
  /// Bytes of text kept (the text as shown, not the escape sequences that styled it): 1 MiB.
  /// A single line keeps at most a quarter of it (256 KiB, far wider than any screen).
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
  /// The finished lines kept, each with its bytes of text, from `head` on (the ones before
  /// were dropped; they are removed from the array now and then, not one by one).
  private var stored: [(runs: [StyledRun], bytes: Int)] = []
  private var head = 0
  /// How many finished lines were dropped, the earliest first.
  public private(set) var dropped = 0
  /// Whether a line longer than the byte limit was cut.
  private var cutLine = false
  /// The line being written: one character and style per cell, and where the next goes.
  private var cells: [(Character, Style)] = []
  private var column = 0
  /// The bytes of the kept finished lines, and of the line being written.
  private var keptBytes = 0
  private var lineBytes = 0

  init(limits: OutputLimits) {
    self.limits = limits
  }

  /// The finished lines kept.
  public var finished: [[StyledRun]] { stored[head...].map(\.runs) }

  /// Why part of the output is not shown, once it is not.
  public var note: String? {
    var reasons: [String] = []
    if dropped > 0 {
      reasons.append("\(dropped) earlier line\(dropped == 1 ? "" : "s") dropped")
    }
    if cutLine {
      let most = limits.bytes / 4
      reasons.append("a line cut at " + (most >= 1024 ? "\(most / 1024) KiB" : "\(most) bytes"))
    }
    return reasons.isEmpty ? nil : reasons.joined(separator: ", ")
  }

  /// Every line kept, the unfinished one last when it has text.
  public var all: [[StyledRun]] {
    cells.isEmpty ? finished : finished + [Self.runs(cells)]
  }

  mutating func write(_ scalar: Unicode.Scalar, style: Style) {
    switch scalar.value {
    case 0x0A: endLine()
    case 0x0D: column = 0
    case 0x08: column = max(0, column - 1)
    case 0x09:
      // Stops at the line's cut too: a space that is not placed does not move the column.
      while put(" ", style: style), column % 8 != 0 {}
    case 0x00, 0x07: break
    case 0x01...0x1F, 0x7F:
      let shown = Unicode.Scalar(scalar.value == 0x7F ? 0x3F : scalar.value + 0x40)!
      put("^", style: style)
      put(Character(shown), style: style)
    default:
      // A combining mark or joiner belongs to the cell before it; past a few, the rest are
      // dropped (as terminals drop them), so a flood of marks on one cell costs nothing.
      if column > 0, column <= cells.count, Self.joins(scalar) {
        let cell = cells[column - 1].0
        guard cell.unicodeScalars.count < Self.scalarsPerCell,
          lineBytes + scalar.utf8.count <= limits.bytes / 4
        else { return }
        lineBytes += scalar.utf8.count
        cells[column - 1].0 = Character(String(cell) + String(scalar))
        return
      }
      put(Character(scalar), style: style)
    }
  }

  /// The most scalars one cell keeps (a base and its marks).
  static let scalarsPerCell = 16

  /// Places `character` at the column and moves on; false when the line is cut there.
  @discardableResult
  private mutating func put(_ character: Character, style: Style) -> Bool {
    if column < cells.count {
      lineBytes += character.utf8.count - cells[column].0.utf8.count
      cells[column] = (character, style)
    } else {
      guard lineBytes + character.utf8.count <= limits.bytes / 4 else {
        cutLine = true
        return false
      }
      lineBytes += character.utf8.count
      cells.append((character, style))
    }
    column += 1
    return true
  }

  private mutating func endLine() {
    stored.append((Self.runs(cells), lineBytes))
    keptBytes += lineBytes
    cells.removeAll(keepingCapacity: true)
    column = 0
    lineBytes = 0
    while stored.count - head > limits.lines || keptBytes > limits.bytes {
      keptBytes -= stored[head].bytes
      stored[head].runs = []
      head += 1
      dropped += 1
    }
    // Dropped lines leave the array in one go once they are half of it.
    if head > 64, head * 2 > stored.count {
      stored.removeFirst(head)
      head = 0
    }
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
