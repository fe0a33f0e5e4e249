import SegueCore

/// Every key a theme file may hold, with what it sets: the one description of the theme format
/// that reading, validation, error messages and the documentation test all use.
struct ThemeSchema {
  /// A key: either a group of keys or a value that sets part of a `Theme`.
  indirect enum Node {
    case group(Entries)
    case value(kind: String, apply: (inout Theme, YAMLValue, inout ThemeReader) -> Void)

    /// A group's keys; none for a value.
    var children: Entries {
      if case .group(let entries) = self { return entries }
      return []
    }
  }

  /// The schema tree.
  static var root: Node { .group(general + chrome + content + extras) }

  typealias Entries = [(name: String, node: Node)]

  private static var chrome: Entries {
    let bar: Entries =
      [
        ("position", choice(\Theme.segmentBar.position)), ("fit", choice(\Theme.segmentBar.fit)),
        ("normal", style(\.segmentBar.normal)), ("selected", style(\.segmentBar.selected)),
        ("background", style(\.segmentBar.background)),
        ("separator", glyph(\.segmentBar.separator)),
        ("separator_style", style(\.segmentBar.separatorStyle)),
        ("padding", int(\.segmentBar.padding, 0...4)),
        ("overflow_left", glyph(\.segmentBar.overflowLeft)),
        ("overflow_right", glyph(\.segmentBar.overflowRight)),
        ("min_segment_width", int(\.segmentBar.minimumSegmentWidth, 3...40)),
        ("single_section", choice(\Theme.segmentBar.singleSection)),
      ]
    let dots: Entries =
      [
        ("position", choice(\Theme.pageDots.position)), ("active", glyph(\.pageDots.active)),
        ("inactive", glyph(\.pageDots.inactive)), ("active_style", style(\.pageDots.activeStyle)),
        ("inactive_style", style(\.pageDots.inactiveStyle)), ("spacing", text(\.pageDots.spacing)),
        ("counter_style", style(\.pageDots.counterStyle)),
        ("alignment", choice(\Theme.pageDots.alignment)),
        ("compact", choice(\Theme.pageDots.compact)),
        ("max_dots", int(\.pageDots.maximumDots, 1...1000)),
        ("progress_filled", glyph(\.pageDots.progressFilled)),
        ("progress_empty", glyph(\.pageDots.progressEmpty)),
      ]
    let footer: Entries =
      [
        ("left", footerTemplate(\.footer.left)), ("center", footerTemplate(\.footer.center)),
        ("right", footerTemplate(\.footer.right)), ("template", footerTemplate(\.footer.center)),
        ("style", style(\.footer.style)),
      ]
    return [("segment_bar", .group(bar)), ("page_dots", .group(dots)), ("footer", .group(footer))]
  }

  private static var content: Entries {
    let headings: Entries =
      (1...6).map { level in
        let path: WritableKeyPath<Theme, TitleTheme> = \Theme.headings[level - 1]
        return ("h\(level)", title(path))
      }
    let link: Entries =
      [
        ("style", style(\.text.link)), ("show_url", bool(\.text.showsLinkURL)),
        ("url_style", style(\.text.linkURL)),
      ]
    let code: Entries =
      [
        ("style", style(\.codeBlock.style)), ("border", box(\.codeBlock.border)),
        ("border_style", style(\.codeBlock.borderStyle)), ("label_style", style(\.codeBlock.label)),
        ("padding", int(\.codeBlock.padding, 0...8)),
        ("tab_width", int(\.codeBlock.tabWidth, 1...16)),
        ("dimmed", style(\.codeBlock.dimmed)), ("line_number", style(\.codeBlock.lineNumber)),
        ("overflow", choice(\.codeBlock.overflow)),
      ] + syntaxEntries
    let output: Entries =
      [
        ("style", style(\.codeOutput.style)), ("border_style", style(\.codeOutput.borderStyle)),
        ("status", style(\.codeOutput.status)), ("error", style(\.codeOutput.error)),
        ("hint", style(\.codeOutput.hint)), ("cursor", style(\.codeOutput.cursor)),
      ]
    let quote: Entries =
      [
        ("prefix", text(\.blockQuote.prefix)), ("prefix_style", style(\.blockQuote.prefixStyle)),
        ("style", style(\.blockQuote.style)),
      ]
    let list: Entries =
      [
        ("bullets", glyphs(\.list.bullets)), ("bullet_style", style(\.list.bulletStyle)),
        ("number_style", style(\.list.numberStyle)), ("task_done", glyph(\.list.taskDone)),
        ("task_todo", glyph(\.list.taskTodo)), ("task_done_style", style(\.list.taskDoneStyle)),
        ("task_todo_style", style(\.list.taskTodoStyle)),
      ]
    let table: Entries =
      [
        ("border", box(\.table.border)), ("border_style", style(\.table.borderStyle)),
        ("header", style(\.table.header)), ("cell", style(\.table.cell)),
      ]
    return [
      ("slide_title", title(\.slideTitle)), ("headings", .group(headings)),
      ("paragraph", style(\.text.paragraph)), ("emphasis", style(\.text.emphasis)),
      ("strong", style(\.text.strong)), ("strikethrough", style(\.text.strikethrough)),
      ("math", style(\.text.math)),
      ("code", style(\.text.code)), ("link", .group(link)), ("image", style(\.text.image)),
      ("html", style(\.text.html)), ("code_block", .group(code)), ("code_output", .group(output)),
      ("block_quote", .group(quote)),
      ("alert", .group(alert)), ("list", .group(list)), ("table", .group(table)),
      ("rule", .group([("glyph", glyph(\.rule.glyph)), ("style", style(\.rule.style))])),
    ]
  }

  private static var alert: Entries {
    var entries: Entries = [("prefix", text(\.alert.prefix))]
    let kinds: [(String, WritableKeyPath<AlertTheme, AlertTheme.Kind>)] = [
      ("note", \.note), ("tip", \.tip), ("important", \.important), ("warning", \.warning),
      ("caution", \.caution),
    ]
    for (name, kind) in kinds {
      let alert: WritableKeyPath<Theme, AlertTheme> = \Theme.alert
      let path = alert.appending(path: kind)
      entries.append(
        (
          name,
          .group(
            [
              ("label", text(path.appending(path: \.label))),
              ("style", style(path.appending(path: \.style))),
            ]
          )
        ))
    }
    return entries
  }

  private static var extras: Entries {
    let intro: Entries =
      [
        ("title", style(\.introSlide.title)), ("sub_title", style(\.introSlide.subTitle)),
        ("author", style(\.introSlide.author)), ("details", style(\.introSlide.details)),
      ]
    let overlay: Entries =
      [
        ("box", style(\.overlay.box)), ("border", box(\.overlay.border)),
        ("border_style", style(\.overlay.borderStyle)), ("title", style(\.overlay.title)),
        ("key", style(\.overlay.key)), ("selected", style(\.overlay.selected)),
        ("muted", style(\.overlay.muted)),
      ]
    let transition: Entries =
      [
        ("style", choice(\Theme.transition.style)),
        ("duration_ms", int(\.transition.durationMilliseconds, 0...2000)),
      ]
    return [
      ("intro_slide", .group(intro)),
      (
        "overflow",
        .group([("glyph", glyph(\.overflow.glyph)), ("style", style(\.overflow.style))])
      ),
      ("notice", style(\.notice)), ("overlay", .group(overlay)),
      ("error_banner", style(\.errorBanner)),
      ("search_match", style(\.searchMatch)),
      ("transition", .group(transition)),
    ]
  }

  /// Every key path, dotted (`segment_bar.selected`): what docs/themes.md must describe.
  static var allKeyPaths: [String] {
    var out: [String] = []
    func walk(_ node: Node, _ prefix: String) {
      for (name, child) in node.children {
        let path = prefix.isEmpty ? name : prefix + "." + name
        out.append(path)
        walk(child, path)
      }
    }
    walk(root, "")
    return out
  }

  // MARK: Value kinds

  static func style(_ path: WritableKeyPath<Theme, Style>) -> Node {
    .value(kind: "style") { theme, value, reader in
      if let style = reader.style(value, over: theme[keyPath: path]) {
        theme[keyPath: path] = style
      }
    }
  }

  static func text(_ path: WritableKeyPath<Theme, String>) -> Node {
    .value(kind: "text") { theme, value, reader in
      if let s = reader.text(value) { theme[keyPath: path] = s }
    }
  }

  static func glyph(_ path: WritableKeyPath<Theme, String>) -> Node {
    .value(kind: "glyph") { theme, value, reader in
      if let s = reader.glyph(value) { theme[keyPath: path] = s }
    }
  }

  static func glyphs(_ path: WritableKeyPath<Theme, [String]>) -> Node {
    .value(kind: "list of glyphs") { theme, value, reader in
      if let list = reader.glyphs(value) { theme[keyPath: path] = list }
    }
  }

  static func footerTemplate(_ path: WritableKeyPath<Theme, String>) -> Node {
    .value(kind: "footer template") { theme, value, reader in
      if let s = reader.footerTemplate(value) { theme[keyPath: path] = s }
    }
  }

  static func int(_ path: WritableKeyPath<Theme, Int>, _ range: ClosedRange<Int>) -> Node {
    .value(kind: "whole number from \(range.lowerBound) to \(range.upperBound)") {
      theme, value, reader in
      if let n = reader.int(value, range) { theme[keyPath: path] = n }
    }
  }

  static func bool(_ path: WritableKeyPath<Theme, Bool>) -> Node {
    .value(kind: "true or false") { theme, value, reader in
      if let b = reader.bool(value) { theme[keyPath: path] = b }
    }
  }

  static func choice<T: RawRepresentable & CaseIterable>(_ path: WritableKeyPath<Theme, T>) -> Node
  where T.RawValue == String {
    .value(kind: T.allCases.map(\.rawValue).joined(separator: ", ")) { theme, value, reader in
      if let v: T = reader.choice(value) { theme[keyPath: path] = v }
    }
  }

  static func box(_ path: WritableKeyPath<Theme, BoxGlyphs>) -> Node {
    .value(kind: BoxGlyphs.named.map(\.name).joined(separator: ", ")) { theme, value, reader in
      if let b = reader.box(value) { theme[keyPath: path] = b }
    }
  }

  static func title(_ path: WritableKeyPath<Theme, TitleTheme>) -> Node {
    .group(
      [
        ("style", style(path.appending(path: \.style))),
        ("prefix", text(path.appending(path: \.prefix))),
        (
          "alignment",
          .value(kind: "left, center or right") { theme, value, reader in
            if let a: Alignment = reader.choice(value) {
              theme[keyPath: path.appending(path: \.alignment)] = a
            }
          }
        ),
        ("underline", text(path.appending(path: \.underline))),
        ("underline_style", style(path.appending(path: \.underlineStyle))),
      ]
    )
  }
}
