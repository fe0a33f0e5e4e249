/// How a canvas grapheme is handed to ncurses: the wide characters of one `cchar_t`.
///
/// A `cchar_t` holds one spacing character and at most four zero-width ones after it, and
/// ncurses measures it with the C library's `wcwidth`, not with Segue's width function. So a
/// grapheme is cut down to what ncurses can place in one cell: its first scalar plus the
/// combining marks and variation selectors that follow, up to the first zero-width joiner or
/// second spacing scalar (an emoji ZWJ sequence shows its first emoji; a flag its first
/// regional indicator). The screen compares the width ncurses will use with the canvas's and
/// blanks the difference, so a disagreement costs one glyph, never the alignment of the row.
struct CursesGlyph: Equatable {
  static let capacity = 5  // CCHARW_MAX
  static let zeroWidthJoiner: UInt32 = 0x200D
  static let replacement = CursesGlyph(characters: [0xFFFD], width: 1)
  static let space = CursesGlyph(characters: [0x20], width: 1)

  /// The scalar values ncurses gets, the spacing one first (1 to `capacity` of them).
  var characters: [UInt32]
  /// The columns ncurses gives them.
  var width: Int

  init(characters: [UInt32], width: Int) {
    self.characters = characters
    self.width = width
  }

  /// The part of `grapheme` that ncurses gets, and its width there.
  ///
  /// `width` is the C library's `wcwidth`: -1 for what it cannot print, 0 for combining marks.
  /// Control characters (which a canvas never holds) and unprintable first scalars become
  /// U+FFFD; a grapheme that starts with a zero-width scalar gets a space to sit on.
  init(_ grapheme: String, width: (UInt32) -> Int) {
    var scalars = grapheme.unicodeScalars.makeIterator()
    guard let first = scalars.next()?.value else {
      self = .space  // the empty grapheme of a continuation, should one get here
      return
    }
    switch Self.isControl(first) ? -1 : width(first) {
    case ..<0:
      self = .replacement
      return
    case 0:
      self.init(characters: [0x20, first], width: 1)
    case let columns:
      self.init(characters: [first], width: columns)
    }
    while characters.count < Self.capacity, let next = scalars.next()?.value,
      next != Self.zeroWidthJoiner
    {
      if Self.isControl(next) { continue }
      guard width(next) == 0 else { break }
      characters.append(next)
    }
  }

  /// C0, DEL and C1 controls.
  static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
