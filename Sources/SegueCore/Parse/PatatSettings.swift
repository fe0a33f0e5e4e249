/// patat's own settings (`patat:` in front matter), read into Segue's where Segue has them.
///
/// A patat deck must present as patat shows it, so `slideLevel`, `incrementalLists`,
/// `margins` and `slideNumber` (patat's footer counter) become Segue's settings. `wrap` and `breadcrumbs` name what Segue always does
/// (wrap at the frame's width; name the section in the bar), so their default values are
/// accepted silently and the others are warnings. Everything else (`eval`, `theme`, `images`,
/// `transition`, …) is a warning: these are patat's settings, not the deck's content, so no
/// value of them refuses the deck.
struct PatatSettings {
  var slideLevel: Int?
  var incrementalLists: Bool?
  var margins: DeckMargins?
  /// `slideNumber: false`: patat's footer without its slide counter.
  var slideNumber: Bool?
  /// `pandocExtensions` names pandoc's `emoji`: shortcodes expand (the list replaces patat's
  /// defaults, which leave `emoji` off; Segue reads no other extension from it).
  var emoji = false

  static let mapped = [
    "slideLevel", "incrementalLists", "breadcrumbs", "wrap", "margins", "slideNumber",
    "pandocExtensions",
  ]

  /// Reads `node` (the value of `patat:`), reporting what is not used as warnings.
  static func read(_ node: YAMLValue, source: SourceText, diagnostics: inout [Diagnostic])
    -> PatatSettings
  {
    var reader = Reader(source: source)
    var settings = PatatSettings()
    guard case .mapping(let pairs) = node.kind else {
      reader.warn("'patat' is not a mapping of patat's settings: it is ignored", node)
      diagnostics += reader.diagnostics
      return settings
    }
    for (keyNode, value) in pairs {
      let key = keyNode.scalar ?? "?"
      switch key {
      case "slideLevel": settings.slideLevel = reader.slideLevel(value)
      case "incrementalLists": settings.incrementalLists = reader.flag(value, key)
      case "breadcrumbs":
        if reader.flag(value, key) == false {
          reader.warn(
            "patat's 'breadcrumbs: false' is ignored: Segue's bar names the section"
              + " (a theme can hide it with segment_bar.position: hidden)", value)
        }
      case "wrap": reader.wrap(value)
      case "margins": settings.margins = reader.margins(value)
      case "slideNumber": settings.slideNumber = reader.flag(value, key)
      case "pandocExtensions": settings.emoji = reader.extensions(value).contains("emoji")
      default:
        reader.warn(
          "patat setting '\(key)' is not used by Segue: it is ignored"
            + Suggestion.hint(for: key, in: mapped), keyNode)
      }
    }
    diagnostics += reader.diagnostics
    return settings
  }

  /// Reads single values; every problem is a warning.
  private struct Reader {
    let source: SourceText
    var diagnostics: [Diagnostic] = []

    mutating func warn(_ message: String, _ node: YAMLValue) {
      diagnostics.append(
        .warning(message, at: source.location(line: node.line, column: node.column)))
    }

    mutating func flag(_ node: YAMLValue, _ key: String) -> Bool? {
      if let flag = node.flag { return flag }
      warn("patat's '\(key)' must be true or false: it is ignored", node)
      return nil
    }

    /// patat's level 0 means headings never split slides (only `---` does).
    mutating func slideLevel(_ node: YAMLValue) -> Int? {
      guard let s = node.scalar, let n = Int(s), (0...6).contains(n) else {
        warn("patat's 'slideLevel' must be a heading level from 0 to 6: it is ignored", node)
        return nil
      }
      return n
    }

    mutating func wrap(_ node: YAMLValue) {
      if let s = node.scalar, let column = Int(s) {
        warn(
          "patat's 'wrap: \(column)' is ignored: Segue wraps text at the frame's width"
            + " (margins narrow it)", node)
      } else if flag(node, "wrap") == false {
        warn("patat's 'wrap: false' is ignored: Segue always wraps text at the frame's width", node)
      }
    }

    /// The names in patat's `pandocExtensions` list.
    mutating func extensions(_ node: YAMLValue) -> [String] {
      guard case .sequence(let items) = node.kind else {
        warn("patat's 'pandocExtensions' must be a list of extension names: it is ignored", node)
        return []
      }
      return items.compactMap(\.scalar)
    }

    mutating func margins(_ node: YAMLValue) -> DeckMargins? {
      guard case .mapping(let pairs) = node.kind else {
        warn("patat's 'margins' must be a mapping of left, right and top: it is ignored", node)
        return nil
      }
      var margins = DeckMargins()
      for (keyNode, value) in pairs {
        let key = keyNode.scalar ?? "?"
        let limit = key == "top" ? 20 : 40
        guard ["left", "right", "top"].contains(key) else {
          warn("patat margin '\(key)' is not used by Segue: it is ignored", keyNode)
          continue
        }
        guard let s = value.scalar, let n = Int(s), (0...limit).contains(n) else {
          let shown = value.scalar.map { "'\($0)'" } ?? "this value"
          warn(
            "patat's margin \(key): \(shown) is ignored (Segue takes a number from 0 to \(limit);"
              + " 'auto' centring is not supported)", value)
          continue
        }
        switch key {
        case "left": margins.left = n
        case "right": margins.right = n
        default: margins.top = n
        }
      }
      return margins == DeckMargins() ? nil : margins
    }
  }
}
