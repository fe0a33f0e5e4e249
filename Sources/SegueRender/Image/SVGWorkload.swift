/// How much drawing an SVG's text asks for, counted before librsvg reads it, so a picture
/// that would take minutes to draw is refused instead (a placeholder with the reason).
///
/// librsvg's own limits (a million elements, entity and `<use>` bounds) stop memory bombs but
/// not slow ones: 3,000 rectangles each blurred (`filter="url(#b)"`, one `feGaussianBlur`)
/// took more than 90 s to export, as every filtered element is drawn on a layer of its own
/// the size of the whole picture (about 50 ms each at 2048 pixels, whatever the filter). So
/// one pass over the bytes counts:
/// - elements (a `<` before a name): at most `elementLimit`. 200,000 small rectangles took
///   19 s and 500 MB; a graphviz graph of a thousand nodes has about 10,000 elements, a page
///   of LaTeX through dvisvgm a few thousand, a large Inkscape drawing rarely 20,000.
/// - filter primitives (elements named `fe…`, namespace prefix or not): at most
///   `primitiveLimit`. Inkscape's richest preset filters have about 15; a drawing with a
///   dozen different effects stays under 200.
/// - filtered elements (`filter=` attributes and `filter:` properties, CSS's `blur()`
///   included) and, in a file with any of those or any primitive, `<use>` copies (a copy of
///   a filtered group draws its filter again): at most `useLimit`, 10 s of layers at 2048
///   pixels. A diagram shadows or blurs a few dozen shapes; graphviz and dvisvgm write no
///   filters, so their `<use>` glyphs and markers never count.
/// - those times the primitives of the largest filter: at most `applicationLimit`, so 200
///   elements under a filter of 200 blurs are not 40,000 blurs. A drop shadow (five
///   primitives) on 200 shapes is 1,000.
/// Anything that looks like an element start or a use counts, in comments too. A style sheet
/// rule giving a class of elements a filter counts once however many it filters: that is
/// bounded only by the size the picture is drawn at (`SVGImage`).
enum SVGWorkload {
  static let elementLimit = 100_000
  static let primitiveLimit = 200
  static let useLimit = 200
  static let applicationLimit = 1_000

  /// The counts of `bytes`: elements, filter primitives, filter uses and the primitives of the
  /// largest `<filter>`.
  struct Counts: Equatable {
    var elements = 0
    var primitives = 0
    var uses = 0
    var copies = 0
    var largestFilter = 0
    /// The elements that may be drawn through a filter: every `<use>` too when there is one.
    var filtered: Int { uses + (uses > 0 || primitives > 0 ? copies : 0) }
    /// Each filtered element draws at most the largest filter (at least one step: a CSS
    /// `blur()` has no `<filter>` element).
    var applications: Int { filtered * max(1, largestFilter) }
  }

  /// Why drawing the SVG text `bytes` would take too long, or nil when it would not.
  static func problem(_ bytes: [UInt8]) -> ImageProblem? {
    let counts = count(bytes)
    if counts.elements > elementLimit {
      return ImageProblem(
        "an SVG with more than \(elementLimit) elements is not drawn (it has \(counts.elements))")
    }
    if counts.primitives > primitiveLimit {
      return ImageProblem(
        "an SVG with more than \(primitiveLimit) filter primitives is not drawn (it has \(counts.primitives))"
      )
    }
    if counts.filtered > useLimit {
      return ImageProblem(
        "an SVG with more than \(useLimit) filtered elements is not drawn (it has \(counts.filtered)\(copies(counts)))"
      )
    }
    if counts.applications > applicationLimit {
      return ImageProblem(
        "an SVG applying filters more than \(applicationLimit) times is not drawn (\(counts.filtered) filtered elements\(copies(counts)), a filter of \(counts.largestFilter) primitives)"
      )
    }
    return nil
  }

  /// How many of the filtered elements are `<use>` copies, said when there are any.
  private static func copies(_ counts: Counts) -> String {
    counts.filtered > counts.uses ? ", \(counts.filtered - counts.uses) of them <use> copies" : ""
  }

  /// One pass over `bytes`: every `<` and every `filter` is looked at once.
  static func count(_ bytes: [UInt8]) -> Counts {
    var counts = Counts()
    var inFilter = 0
    var at = 0
    while at < bytes.count {
      let byte = bytes[at]
      if byte == UInt8(ascii: "<") {
        let closing = at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "/")
        let name = localName(bytes, from: closing ? at + 2 : at + 1)
        at = name.end
        guard !name.text.isEmpty else { continue }
        if closing {
          if name.text.elementsEqual("filter".utf8) {
            counts.largestFilter = max(counts.largestFilter, inFilter)
          }
          continue
        }
        counts.elements += 1
        if name.text.elementsEqual("filter".utf8) { inFilter = 0 }
        if name.text.elementsEqual("use".utf8) { counts.copies += 1 }
        if name.text.starts(with: "fe".utf8) {
          counts.primitives += 1
          inFilter += 1
        }
      } else if byte == UInt8(ascii: "f"), isUse(bytes, at) {
        counts.uses += 1
        at += 6
      } else {
        at += 1
      }
    }
    // A `<filter>` left open (a truncated file) counts as well.
    counts.largestFilter = max(counts.largestFilter, inFilter)
    return counts
  }

  /// The name of the element starting at `from` without its namespace prefix (`svg:feBlend`
  /// is `feBlend`), and where it ends; empty when no name starts there (`<!`, `<?`).
  private static func localName(_ bytes: [UInt8], from: Int) -> (text: ArraySlice<UInt8>, end: Int)
  {
    guard from < bytes.count, isNameStart(bytes[from]) else { return (bytes[0..<0], from) }
    var end = from
    var local = from
    while end < bytes.count, isNameStart(bytes[end]) || isDigitOrDash(bytes[end]) {
      if bytes[end] == UInt8(ascii: ":") { local = end + 1 }
      end += 1
    }
    return (bytes[local..<end], end)
  }

  /// Whether the `filter` at `at` is an attribute or a property: not the end of a longer name
  /// (`<filter`, `myfilter`), followed by blanks and `=` or `:`.
  private static func isUse(_ bytes: [UInt8], _ at: Int) -> Bool {
    guard bytes[at...].starts(with: "filter".utf8) else { return false }
    if at > 0, isNameStart(bytes[at - 1]) || bytes[at - 1] == UInt8(ascii: "<") { return false }
    var after = at + 6
    while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { after += 1 }
    return after < bytes.count
      && (bytes[after] == UInt8(ascii: "=") || bytes[after] == UInt8(ascii: ":"))
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  private static func isDigitOrDash(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }
}
