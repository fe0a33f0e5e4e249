/// Reads the values of front-matter keys, in the shapes pandoc, patat and presenterm write them.
///
/// Two kinds of key, two kinds of problem: a describing value (`title`, `author`, `date`…) of a
/// shape Segue cannot show is a warning, because decks written for other tools must still
/// present; a Segue setting with a wrong value (`slide_level: x`) is an error, because the deck
/// would not look the way its author asked.
struct MetaReader {
  let source: SourceText
  var diagnostics: [Diagnostic] = []
  /// Front-matter keys present, so patat's settings fill in only what Segue's own keys left.
  private var seen: Set<String> = []
  private var patat = PatatSettings()
  private var presenterm = PresentermOptions()
  /// `time:`, whose section names are looked up once the sections are known.
  private(set) var sectionTimes: [SectionTime] = []
  /// lookatme's `styles:` and `extensions:`: they style lookatme itself, so they are not read.
  private(set) var otherToolKeys: [(key: String, line: Int)] = []
  /// lookatme's `extensions:`, by name.
  private(set) var extensions: [String] = []

  init(source: SourceText) {
    self.source = source
  }

  mutating func read(key keyNode: YAMLValue, value: YAMLValue, into meta: inout DeckMeta) {
    guard let key = keyNode.scalar else {
      diagnostics.append(.error("front matter keys must be plain names", at: at(keyNode)))
      return
    }
    seen.insert(key)
    switch key {
    case "title":
      (meta.title, meta.titleInlines) = markdown(value, key) ?? (nil, [])
    case "sub_title", "subtitle":
      (meta.subTitle, meta.subTitleInlines) = markdown(value, key) ?? (nil, [])
    case "author", "authors": meta.authors = authors(value, key)
    case "date": meta.date = describing(value, key)
    case "event": meta.event = describing(value, key)
    case "location": meta.location = describing(value, key)
    case "theme": meta.theme = theme(value)
    case "slide_level": meta.slideLevel = level(value, key)
    case "section_level": meta.sectionLevel = level(value, key)
    case "thematic_breaks":
      meta.thematicBreaks = choice(value, key, ThematicBreaks.self)
    case "incremental_lists": meta.incrementalLists = flag(value, key) ?? false
    case "transition": meta.transition = text(value, key)
    case "footer": meta.footer = footer(value)
    case "dialect":
      meta.dialect = choice(value, key, Dialect.self).map { .init($0, line: value.line) }
    case "time":
      sectionTimes = SectionTimes.read(value, source: source, diagnostics: &diagnostics)
    case "paging": meta.paging = text(value, key)
    case "styles": otherToolKeys.append((key, keyNode.line))
    case "extensions":
      // lookatme's extensions: `render` is read (`LookatmeRenderBlock`), the others are not.
      if case .sequence(let items) = value.kind { extensions = items.compactMap(\.scalar) }
      if extensions != ["render"] { otherToolKeys.append((key, keyNode.line)) }
    case "patat": patat = PatatSettings.read(value, source: source, diagnostics: &diagnostics)
    case "options":
      presenterm = PresentermOptions.read(value, source: source, diagnostics: &diagnostics)
    default:
      diagnostics.append(
        .warning(
          "unknown front matter key '\(key)' is ignored"
            + Suggestion.hint(for: key, in: FrontMatter.knownKeys), at: at(keyNode)))
    }
  }

  /// patat's settings and presenterm's options, where Segue's own keys did not already decide.
  func applyOtherTools(to meta: inout DeckMeta) {
    if !seen.contains("slide_level"), let level = patat.slideLevel { meta.slideLevel = level }
    if !seen.contains("incremental_lists"),
      let on = patat.incrementalLists ?? presenterm.incrementalLists
    {
      meta.incrementalLists = on
    }
    if let margins = patat.margins { meta.margins = margins }
    if let shown = patat.slideNumber { meta.slideNumber = shown }
    meta.pandocEmoji = patat.emoji
    meta.endSlideShorthand = presenterm.endSlideShorthand
    meta.implicitSlideEnds = presenterm.implicitSlideEnds
    meta.h1SlideTitles = presenterm.h1SlideTitles
  }

  private func at(_ node: YAMLValue) -> SourceLocation {
    source.location(line: node.line, column: node.column)
  }

  private mutating func fail(_ message: String, _ node: YAMLValue) {
    diagnostics.append(.error(message, at: at(node)))
  }

  private mutating func warn(_ message: String, _ node: YAMLValue) {
    diagnostics.append(.warning(message, at: at(node)))
  }

  // MARK: Describing values (warnings)

  /// What a mapping or list in place of text is called in a warning.
  private static func shape(_ node: YAMLValue) -> String {
    switch node.kind {
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    case .scalar: "text"
    }
  }

  /// Text that describes the deck (a YAML date is text too); another shape is ignored.
  private mutating func describing(_ node: YAMLValue, _ key: String) -> String? {
    if node.isNull { return nil }
    guard let s = node.scalar else {
      warn("'\(key)' is \(Self.shape(node)), not text: it is ignored", node)
      return nil
    }
    return InlineMarkdown.plainText(s)
  }

  /// A title: its plain text and its inline Markdown.
  private mutating func markdown(_ node: YAMLValue, _ key: String) -> (String?, [Inline])? {
    guard let s = describing(node, key), let raw = node.scalar else { return nil }
    return (s, InlineMarkdown.inlines(raw))
  }

  /// pandoc's authors: text, a list of texts, or mappings with `name` (`desc`, `affiliation`
  /// and the like describe the person and are not shown).
  private mutating func authors(_ node: YAMLValue, _ key: String) -> [String] {
    switch node.kind {
    case .sequence(let items): return items.compactMap { person($0, key) }
    default: return person(node, key).map { [$0] } ?? []
    }
  }

  private mutating func person(_ node: YAMLValue, _ key: String) -> String? {
    guard case .mapping(let pairs) = node.kind else { return describing(node, key) }
    guard let name = pairs.first(where: { $0.key.scalar == "name" })?.value else {
      warn("an author given as a mapping needs a 'name': it is ignored", node)
      return nil
    }
    return describing(name, key + ".name")
  }

  // MARK: Segue's settings (errors)

  private mutating func text(_ node: YAMLValue, _ key: String) -> String? {
    if node.isNull { return nil }
    guard let s = node.scalar else {
      fail("'\(key)' must be text", node)
      return nil
    }
    return s
  }

  private mutating func level(_ node: YAMLValue, _ key: String) -> Int? {
    guard let s = node.scalar, let n = Int(s), (1...6).contains(n) else {
      fail("'\(key)' must be a heading level from 1 to 6", node)
      return nil
    }
    return n
  }

  private mutating func flag(_ node: YAMLValue, _ key: String) -> Bool? {
    if let flag = node.flag { return flag }
    fail("'\(key)' must be true or false", node)
    return nil
  }

  private mutating func choice<T: RawRepresentable & CaseIterable>(
    _ node: YAMLValue, _ key: String, _ type: T.Type
  ) -> T? where T.RawValue == String {
    if let s = node.scalar, let value = T(rawValue: s) { return value }
    let options = T.allCases.map { $0.rawValue }.joined(separator: " or ")
    fail("'\(key)' must be \(options)", node)
    return nil
  }

  /// `footer:` text, `false`, or a mapping of `left`, `center`, `right`.
  private mutating func footer(_ node: YAMLValue) -> DeckFooter? {
    if node.isNull { return nil }
    switch node.kind {
    case .scalar(let s, let isPlain):
      if isPlain, ["false", "no", "off"].contains(s.lowercased()) {
        return DeckFooter(left: "", center: "", right: "")
      }
      return footerTemplate(node).map(DeckFooter.line)
    case .mapping(let pairs):
      var parts = DeckFooter(left: "", center: "", right: "")
      for (keyNode, value) in pairs {
        let template = footerTemplate(value)
        switch keyNode.scalar {
        case "left": parts.left = template
        case "center": parts.center = template
        case "right": parts.right = template
        default:
          let key = keyNode.scalar ?? "?"
          fail(
            "unknown key '\(key)' in 'footer' (expected left, center or right)"
              + Suggestion.hint(for: key, in: ["left", "center", "right"]), keyNode)
        }
      }
      return parts
    default:
      fail("'footer' must be text, false, or a mapping of left, center and right", node)
      return nil
    }
  }

  /// A footer part: text whose `{names}` are all footer variables, Markdown marks dropped.
  private mutating func footerTemplate(_ node: YAMLValue) -> String? {
    guard let s = text(node, "footer") else { return nil }
    if let name = DeckFooter.names(in: s).first(where: { !DeckFooter.variables.contains($0) }) {
      fail(
        "unknown footer variable '{\(name)}'"
          + Suggestion.hint(for: name, in: DeckFooter.variables) + "; variables: "
          + DeckFooter.variables.map { "{\($0)}" }.joined(separator: " "), node)
      return nil
    }
    return InlineMarkdown.plainText(s)
  }

  private mutating func theme(_ node: YAMLValue) -> ThemeReference? {
    switch node.kind {
    case .scalar(let s, _):
      let isPath = s.contains("/") || s.hasSuffix(".yaml") || s.hasSuffix(".yml")
      return ThemeReference(name: isPath ? nil : s, path: isPath ? s : nil, line: node.line)
    case .mapping(let pairs):
      var reference = ThemeReference(line: node.line)
      for (keyNode, value) in pairs {
        switch keyNode.scalar {
        case "name": reference.name = text(value, "theme.name")
        case "path": reference.path = text(value, "theme.path")
        case "override":
          reference.override = PresentermFooter.normalize(
            override: value, source: source, diagnostics: &diagnostics)
        default:
          let key = keyNode.scalar ?? "?"
          fail(
            "unknown key '\(key)' in 'theme' (expected name, path or override)"
              + Suggestion.hint(for: key, in: ["name", "path", "override"]), keyNode)
        }
      }
      return reference
    default:
      fail("'theme' must be a theme name, a path, or a mapping with name, path, override", node)
      return nil
    }
  }
}
