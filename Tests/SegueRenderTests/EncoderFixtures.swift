import SegueRender

/// Whether every escape sequence in `s` is an SGR (`ESC [` digits and semicolons `m`) and no
/// other control character (C0 but "\n", DEL, C1) appears.
func isOnlySGR(_ s: String) -> Bool {
  var scalars = s.unicodeScalars.makeIterator()
  while let scalar = scalars.next() {
    switch scalar.value {
    case 0x1B:
      guard scalars.next() == "[" else { return false }
      var parameters = 0
      var terminated = false
      while let next = scalars.next() {
        if next == "m" && parameters > 0 {
          terminated = true
          break
        }
        guard next == ";" || ("0"..."9").contains(next) else { return false }
        parameters += 1
      }
      guard terminated else { return false }
    case 0x0A: continue
    case 0x00..<0x20, 0x7F..<0xA0: return false
    default: continue
    }
  }
  return true
}

/// `s` with every SGR sequence removed.
func strippingSGR(_ s: String) -> String {
  var result = String.UnicodeScalarView()
  var inSequence = false
  for scalar in s.unicodeScalars {
    if scalar == "\u{1B}" {
      inSequence = true
    } else if inSequence {
      if scalar == "m" { inSequence = false }
    } else {
      result.append(scalar)
    }
  }
  return String(result)
}

/// Canvases the encoder tests share.
enum EncoderFixtures {
  /// Text that would drive a terminal if it reached one raw: OSC 52 (clipboard), BEL, a screen
  /// clear, NUL, DEL, C1 CSI and DCS, CR LF, a tab and an OSC 8 hyperlink.
  static let hostileText =
    "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{0}\u{7F}\u{9B}31m\u{90}x\r\n\tz"
    + "\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\"

  /// Three rows, 6 columns: bold rgb red, a wide glyph on an rgb blue background with a
  /// trailing background, and a bright-green underline next to an indexed background.
  ///
  ///     abc       (ab bold red, c plain)
  ///     漢x_BB    (漢 on blue, x plain, a plain space, two blue spaces)
  ///     ok!       (ok underlined bright green, ! on indexed 208)
  static var styled: Canvas {
    var canvas = Canvas(width: 6, height: 3)
    canvas.put("ab", x: 0, y: 0, style: Style(fg: .rgb(255, 0, 0), attributes: .bold))
    canvas.put("c", x: 2, y: 0, style: .plain)
    canvas.put("漢", x: 0, y: 1, style: Style(bg: .rgb(0, 0, 255)))
    canvas.put("x", x: 2, y: 1, style: .plain)
    canvas.fill(x: 4, y: 1, width: 2, height: 1, style: Style(bg: .rgb(0, 0, 255)))
    canvas.put("ok", x: 0, y: 2, style: Style(fg: .ansi(10), attributes: .underline))
    canvas.put("!", x: 2, y: 2, style: Style(bg: .indexed(208)))
    return canvas
  }

  /// Hostile text drawn in several styles over rows with backgrounds, plus wide glyphs.
  static var hostile: Canvas {
    var canvas = Canvas(width: 40, height: 4, style: Style(bg: .rgb(30, 30, 46)))
    canvas.put(hostileText, x: 0, y: 0, style: Style(fg: .rgb(137, 180, 250), attributes: .bold))
    canvas.put(hostileText, x: 3, y: 1, style: Style(fg: .ansi(9), bg: .indexed(17)))
    canvas.put("漢字😀👩\u{200D}👩\u{200D}👧🇫🇷" + hostileText, x: 1, y: 2, style: .plain)
    canvas.put(hostileText, x: -5, y: 3, style: Style(attributes: [.reverse, .italic]))
    return canvas
  }

  /// A canvas of every colour kind and attribute, one cell each, on a coloured row.
  static var assorted: Canvas {
    let colors: [Color] = [
      .default, .ansi(0), .ansi(7), .ansi(8), .ansi(15), .ansi(200), .indexed(0), .indexed(16),
      .indexed(231), .indexed(255), .rgb(0, 0, 0), .rgb(18, 52, 86), .rgb(255, 255, 255),
    ]
    let attributes: [Attributes] = [
      [], .bold, .dim, .italic, .underline, .reverse, .strikethrough, [.bold, .underline],
    ]
    var canvas = Canvas(width: colors.count * 2, height: attributes.count)
    for (y, attribute) in attributes.enumerated() {
      for (x, color) in colors.enumerated() {
        canvas.put("a", x: 2 * x, y: y, style: Style(fg: color, attributes: attribute))
        canvas.put(
          "b", x: 2 * x + 1, y: y, style: Style(fg: color, bg: colors[colors.count - 1 - x]))
      }
    }
    return canvas
  }

  /// Every shared canvas, named.
  static var all: [(name: String, canvas: Canvas)] {
    [("styled", styled), ("hostile", hostile), ("assorted", assorted)]
  }
}
