import SegueCore

/// Reads one theme file's values against the schema, collecting problems with positions.
struct ThemeReader {
  let file: SourceText
  var palette: [String: Color]
  /// Palette entries of this file whose colour was wrong: that error is the one to read, so a
  /// use of the name says nothing more (it would say the name is unknown, which it is not).
  var brokenNames: Set<String> = []
  var diagnostics: [Diagnostic] = []

  init(file: SourceText, palette: [String: Color]) {
    self.file = file
    self.palette = palette
  }

  /// Applies a mapping of keys to `theme` through `node`; `path` names the mapping in messages.
  mutating func apply(
    _ mapping: YAMLValue, to theme: inout Theme, node: ThemeSchema.Node, path: String
  ) {
    guard case .group = node else { return }
    let children = node.children
    guard case .mapping(let pairs) = mapping.kind else {
      fail(
        "'\(path)' must be a mapping of keys (\(children.map(\.name).joined(separator: ", ")))",
        mapping)
      return
    }
    let isFirst = { (pair: (key: YAMLValue, value: YAMLValue)) in
      ThemeSchema.appliedFirst.contains(pair.key.scalar ?? "")
    }
    for (key, value) in pairs.filter(isFirst) + pairs.filter({ !isFirst($0) }) {
      guard let name = key.scalar else {
        fail("keys must be plain names", key)
        continue
      }
      guard let child = children.first(where: { $0.name == name })?.node else {
        let valid = children.map(\.name)
        let place = path.isEmpty ? "a theme" : "'\(path)'"
        fail(
          "unknown key '\(name)' in \(place)" + Suggestion.hint(for: name, in: valid)
            + "; valid keys: \(valid.joined(separator: ", "))", key)
        continue
      }
      let childPath = path.isEmpty ? name : path + "." + name
      switch child {
      case .group:
        apply(value, to: &theme, node: child, path: childPath)
      case .value(_, let set):
        set(&theme, value, &self)
      }
    }
  }

  mutating func fail(_ message: String, _ node: YAMLValue) {
    diagnostics.append(.error(message, at: file.location(line: node.line, column: node.column)))
  }

  // MARK: Values

  mutating func text(_ value: YAMLValue) -> String? {
    guard let s = value.scalar else {
      fail("expected text", value)
      return nil
    }
    return s
  }

  /// A glyph: short text with no control characters, at most 4 columns.
  mutating func glyph(_ value: YAMLValue) -> String? {
    guard let s = text(value) else { return nil }
    guard TextWidth.width(s) <= 4, !s.unicodeScalars.contains(where: ControlCharacters.isControl)
    else {
      fail("'\(s)' is not a glyph: use up to 4 columns of printable text", value)
      return nil
    }
    return s
  }

  mutating func glyphs(_ value: YAMLValue) -> [String]? {
    guard case .sequence(let items) = value.kind, !items.isEmpty else {
      fail("expected a list of glyphs, as in [\"•\", \"◦\"]", value)
      return nil
    }
    let list = items.compactMap { glyph($0) }
    return list.count == items.count ? list : nil
  }

  mutating func footerTemplate(_ value: YAMLValue) -> String? {
    guard let s = text(value) else { return nil }
    let unknown = FooterTemplate.unknownVariables(in: s)
    guard unknown.isEmpty else {
      let name = unknown[0]
      fail(
        "unknown footer variable '{\(name)}'"
          + Suggestion.hint(for: name, in: FooterTemplate.variables)
          + "; variables: " + FooterTemplate.variables.map { "{\($0)}" }.joined(separator: " "),
        value)
      return nil
    }
    return s
  }

  mutating func int(_ value: YAMLValue, _ range: ClosedRange<Int>) -> Int? {
    guard let s = value.scalar, let n = Int(s), range.contains(n) else {
      fail("expected a whole number from \(range.lowerBound) to \(range.upperBound)", value)
      return nil
    }
    return n
  }

  mutating func bool(_ value: YAMLValue) -> Bool? {
    switch value.scalar {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default:
      fail("expected true or false", value)
      return nil
    }
  }

  mutating func choice<T: RawRepresentable & CaseIterable>(_ value: YAMLValue) -> T?
  where T.RawValue == String {
    let options = T.allCases.map(\.rawValue)
    guard let s = value.scalar, let v = T(rawValue: s) else {
      let given = value.scalar ?? "?"
      fail(
        "'\(given)' is not one of: \(options.joined(separator: ", "))"
          + Suggestion.hint(for: given, in: options), value)
      return nil
    }
    return v
  }

  mutating func box(_ value: YAMLValue) -> BoxGlyphs? {
    let names = BoxGlyphs.named.map(\.name)
    guard let s = value.scalar, let found = BoxGlyphs.named.first(where: { $0.name == s }) else {
      fail("expected a border style: \(names.joined(separator: ", "))", value)
      return nil
    }
    return found.glyphs
  }

  mutating func color(_ value: YAMLValue) -> Color? {
    guard let s = value.scalar else {
      fail("expected a colour", value)
      return nil
    }
    switch ThemeColor.parse(s, palette: palette) {
    case .success(let color): return color
    case .failure(.notAColor(let text)):
      fail(
        "'\(text)' is not a colour: use #rrggbb, #rgb, 0–255, an ANSI name (red, bright_blue, …), default, or a palette name",
        value)
    case .failure(.unknownPaletteName(let name, _)) where brokenNames.contains(name):
      break
    case .failure(.unknownPaletteName(let name, let known)):
      let list =
        known.isEmpty ? "the palette is empty" : "palette: " + known.joined(separator: ", ")
      fail(
        "unknown colour name '\(name)'"
          + Suggestion.hint(for: name, in: known + ThemeColor.ansiNames) + " (\(list))", value)
    }
    return nil
  }

  static let styleKeys = [
    "fg", "bg", "bold", "dim", "italic", "underline", "reverse", "strikethrough",
  ]

  /// A style mapping drawn over `base`: only the keys it names change.
  mutating func style(_ value: YAMLValue, over base: Style) -> Style? {
    guard case .mapping(let pairs) = value.kind else {
      fail("a style must be a mapping of \(Self.styleKeys.joined(separator: ", "))", value)
      return nil
    }
    var style = base
    for (key, v) in pairs {
      switch key.scalar {
      case "fg": if let c = color(v) { style.fg = c }
      case "bg": if let c = color(v) { style.bg = c }
      case let name?:
        guard let attribute = Self.attribute(name) else {
          fail(
            "unknown key '\(name)' in a style" + Suggestion.hint(for: name, in: Self.styleKeys)
              + "; valid keys: \(Self.styleKeys.joined(separator: ", "))", key)
          continue
        }
        if let on = bool(v) {
          if on { style.attributes.insert(attribute) } else { style.attributes.remove(attribute) }
        }
      case nil:
        fail("keys must be plain names", key)
      }
    }
    return style
  }

  static func attribute(_ name: String) -> Attributes? {
    switch name {
    case "bold": .bold
    case "dim": .dim
    case "italic": .italic
    case "underline": .underline
    case "reverse": .reverse
    case "strikethrough": .strikethrough
    default: nil
    }
  }

  /// `palette:` entries, each a colour (which may name an earlier entry or a parent's).
  mutating func readPalette(_ value: YAMLValue) {
    guard case .mapping(let pairs) = value.kind else {
      fail("'palette' must be a mapping of names to colours, as in accent: \"#89b4fa\"", value)
      return
    }
    for (key, v) in pairs {
      guard let name = key.scalar else { continue }
      guard !ThemeColor.ansiNames.contains(name), name != "default" else {
        fail(
          "'\(name)' is a colour name already and cannot name a palette entry; choose another, such as 'my_\(name)'",
          key)
        continue
      }
      if let c = color(v) {
        palette[name] = c
      } else {
        brokenNames.insert(name)
      }
    }
  }
}

extension BoxGlyphs {
  static let heavy = BoxGlyphs(
    horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗",
    bottomRight: "┛", teeDown: "┳", teeUp: "┻", teeRight: "┣", teeLeft: "┫", cross: "╋")
  static let double = BoxGlyphs(
    horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚",
    bottomRight: "╝", teeDown: "╦", teeUp: "╩", teeRight: "╠", teeLeft: "╣", cross: "╬")
  static let ascii = BoxGlyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
    bottomRight: "+", teeDown: "+", teeUp: "+", teeRight: "+", teeLeft: "+", cross: "+")

  static let named: [(name: String, glyphs: BoxGlyphs)] = [
    ("rounded", .rounded), ("square", .square), ("heavy", .heavy), ("double", .double),
    ("ascii", .ascii),
  ]
}
