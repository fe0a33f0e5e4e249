/// How a canvas grapheme is sent to the terminal: the characters of one cell.
///
/// Terminals place characters by the C library's `wcwidth` (or close to it), not by Segue's
/// width function, and many draw one spacing character with a few zero-width ones (ncurses'
/// `cchar_t` holds at most four, the limit kept here). So a grapheme is cut down to what a
/// terminal surely places in one cell: its first scalar plus the combining marks and variation
/// selectors that follow, up to the first zero-width joiner or second spacing scalar (an emoji
/// ZWJ sequence shows its first emoji; a flag its first regional indicator). The screen
/// compares the width the terminal will use with the canvas's and blanks the difference, so a
/// disagreement costs one glyph, never the alignment of the row.
struct CursesGlyph: Equatable {
  static let capacity = 5  // CCHARW_MAX
  static let zeroWidthJoiner: UInt32 = 0x200D
  static let replacement = CursesGlyph(scalars: [0xFFFD], width: 1)
  static let space = CursesGlyph(scalars: [0x20], width: 1)
  /// The ASCII glyphs by value, made once: they are nearly every cell of a frame. (Control
  /// characters are never looked up here.)
  static let ascii = (0..<0x80).map { CursesGlyph(scalars: [UInt32($0)], width: 1) }

  /// The scalar values the terminal gets, the spacing one first (1 to `capacity` of them), and a
  /// 0 after them: the `wchar_t` string `setcchar` takes.
  private(set) var characters: [Int32]
  /// The columns the terminal gives them.
  private(set) var width: Int

  init(scalars: [UInt32], width: Int) {
    characters = scalars.map { Int32(bitPattern: $0) } + [0]
    self.width = width
  }

  /// The scalar values without the final 0.
  var scalars: [UInt32] { characters.dropLast().map { UInt32(bitPattern: $0) } }

  /// The part of `grapheme` that the terminal gets, and its width there.
  ///
  /// `width` is the C library's `wcwidth`: -1 for what it cannot print, 0 for combining marks.
  /// Control characters (which a canvas never holds) and unprintable first scalars become
  /// U+FFFD; a grapheme that starts with a zero-width scalar gets a space to sit on.
  init(_ grapheme: String, width: (UInt32) -> Int) {
    var scalars = grapheme.unicodeScalars.makeIterator()
    if grapheme.utf8.count == 1, let byte = grapheme.utf8.first, !Self.isControl(UInt32(byte)) {
      self = Self.ascii[Int(byte)]
      return
    }
    guard let first = scalars.next()?.value else {
      self = .space  // the empty grapheme of a continuation, should one get here
      return
    }
    var kept: [UInt32]
    let columns: Int
    switch Self.isControl(first) ? -1 : width(first) {
    case ..<0:
      self = .replacement
      return
    case 0:
      (kept, columns) = ([0x20, first], 1)
    case let firstWidth:
      (kept, columns) = ([first], firstWidth)
    }
    while kept.count < Self.capacity, let next = scalars.next()?.value,
      next != Self.zeroWidthJoiner
    {
      if Self.isControl(next) { continue }
      guard width(next) == 0 else { break }
      kept.append(next)
    }
    self.init(scalars: kept, width: columns)
  }

  /// C0, DEL and C1 controls.
  static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
