import SegueRender

/// Select Graphic Rendition (`ESC [ … m`): the only sequence a snippet's output keeps.
enum SGR {
  /// `style` changed by the parameters of one SGR sequence (`1;38;5;208`, `38:2::1:2:3`).
  static func apply(_ parameters: String, to style: Style) -> Style {
    var style = style
    // Each `;` field; its `:` sub-parameters belong to it (ITU T.416's form of 38/48).
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    }
    var i = 0
    while i < fields.count {
      let field = fields[i]
      let code = field.first ?? 0
      if code == 38 || code == 48 || code == 58 {
        // Colour: from sub-parameters when given, else from the fields that follow.
        let values =
          field.count > 1 ? Array(field.dropFirst()) : fields[(i + 1)...].map { $0.first ?? 0 }
        let (color, used) = extendedColor(values, colonForm: field.count > 1)
        if let color, code == 38 { style.fg = color }
        if let color, code == 48 { style.bg = color }
        i += field.count > 1 ? 1 : 1 + used
        continue
      }
      apply(code, sub: field.count > 1 ? field[1] : nil, to: &style)
      i += 1
    }
    return style
  }

  /// One plain code.
  private static func apply(_ code: Int, sub: Int?, to style: inout Style) {
    switch code {
    case 0: style = .plain
    case 1: style.attributes.insert(.bold)
    case 2: style.attributes.insert(.dim)
    case 3: style.attributes.insert(.italic)
    case 4:
      if sub == 0 {
        style.attributes.remove(.underline)
      } else {
        style.attributes.insert(.underline)
      }
    case 7: style.attributes.insert(.reverse)
    case 9: style.attributes.insert(.strikethrough)
    case 21: style.attributes.insert(.underline)
    case 22: style.attributes.subtract([.bold, .dim])
    case 23: style.attributes.remove(.italic)
    case 24: style.attributes.remove(.underline)
    case 27: style.attributes.remove(.reverse)
    case 29: style.attributes.remove(.strikethrough)
    case 30...37: style.fg = .ansi(UInt8(code - 30))
    case 39: style.fg = .default
    case 40...47: style.bg = .ansi(UInt8(code - 40))
    case 49: style.bg = .default
    case 90...97: style.fg = .ansi(UInt8(code - 90 + 8))
    case 100...107: style.bg = .ansi(UInt8(code - 100 + 8))
    default: break  // blink, fonts, frames, …: not shown
    }
  }

  /// `5;n` or `2;r;g;b` (in the colon form `2:id:r:g:b` may name a colour space first), and
  /// how many values it used; nil for a colour out of range or cut short.
  private static func extendedColor(_ values: [Int], colonForm: Bool) -> (Color?, Int) {
    guard let kind = values.first else { return (nil, 0) }
    func byte(_ value: Int) -> UInt8? { (0...255).contains(value) ? UInt8(value) : nil }
    switch kind {
    case 5:
      guard values.count >= 2, let n = byte(values[1]) else { return (nil, min(values.count, 2)) }
      return (.indexed(n), 2)
    case 2:
      // `2:id:r:g:b` has a colour-space id before the three components.
      let first = colonForm && values.count >= 5 ? 2 : 1
      guard values.count >= first + 3, let r = byte(values[first]), let g = byte(values[first + 1]),
        let b = byte(values[first + 2])
      else { return (nil, min(values.count, 4)) }
      return (.rgb(r, g, b), first + 3)
    default: return (nil, 1)
    }
  }
}
