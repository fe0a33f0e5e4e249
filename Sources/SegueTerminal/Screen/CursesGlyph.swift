/// How a canvas grapheme is handed to ncurses: the wide characters of one `cchar_t`.
///
/// A `cchar_t` holds one spacing character and at most four zero-width ones after it, and
/// ncurses measures it with the C library's `wcwidth`, not with Segue's width function. So a
/// grapheme is cut down to what ncurses can place in one cell: its first scalar plus the
/// combining marks and variation selectors that follow, up to the first zero-width joiner or
/// second spacing scalar (an emoji ZWJ sequence shows its first emoji; a flag its first
/// regional indicator). The screen compares the width ncurses will use with the canvas's and
/// blanks the difference, so a disagreement costs one glyph, never the alignment of the row.
enum CursesGlyph {
  static let capacity = 5  // CCHARW_MAX
  static let zeroWidthJoiner: UInt32 = 0x200D
  static let replacement: UInt32 = 0xFFFD

  /// Writes the scalars of `grapheme` that ncurses gets into `buffer` (room for `capacity`
  /// plus a terminating 0) and returns how many, and the column width ncurses gives them.
  ///
  /// `width` is the C library's `wcwidth`: -1 for what it cannot print, 0 for combining marks.
  /// Control characters (which a canvas never holds) and unprintable first scalars become
  /// U+FFFD; a grapheme that starts with a zero-width scalar gets a space to sit on.
  static func fill(
    _ buffer: UnsafeMutablePointer<Int32>, with grapheme: String, width: (UInt32) -> Int
  ) -> (count: Int, width: Int) {
    var count = 0
    var columns = 1
    for scalar in grapheme.unicodeScalars {
      let value = scalar.value
      if count == 0 {
        (count, columns) = first(value, into: buffer, width: width)
        continue
      }
      if count == capacity || value == zeroWidthJoiner { break }
      if isControl(value) { continue }
      guard width(value) == 0 else { break }
      buffer[count] = Int32(value)
      count += 1
    }
    if count == 0 {
      buffer[0] = 0x20  // the empty grapheme of a continuation, should one get here
      count = 1
    }
    buffer[count] = 0
    return (count, columns)
  }

  /// `fill` for a grapheme of one scalar, without a string.
  static func fill(
    _ buffer: UnsafeMutablePointer<Int32>, scalar value: UInt32, width: (UInt32) -> Int
  ) -> (count: Int, width: Int) {
    let result = first(value, into: buffer, width: width)
    buffer[result.count] = 0
    return result
  }

  /// Writes a grapheme's first scalar: U+FFFD for what cannot be printed, a space under a
  /// zero-width one. Returns how many values were written and the columns they take.
  private static func first(
    _ value: UInt32, into buffer: UnsafeMutablePointer<Int32>, width: (UInt32) -> Int
  ) -> (count: Int, width: Int) {
    let scalarWidth = isControl(value) ? -1 : width(value)
    if scalarWidth < 0 {
      buffer[0] = Int32(replacement)
      return (1, 1)
    }
    if scalarWidth == 0 {
      buffer[0] = 0x20
      buffer[1] = Int32(value)
      return (2, 1)
    }
    buffer[0] = Int32(value)
    return (1, scalarWidth)
  }

  /// C0, DEL and C1 controls.
  static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
