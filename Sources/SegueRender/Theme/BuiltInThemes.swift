import SegueCore

extension Theme {
  /// The default theme: light text on the terminal's own background, one accent colour.
  public static let dark: Theme = {
    let accent = Color.rgb(0x89, 0xB4, 0xFA)
    let muted = Color.rgb(0x6C, 0x70, 0x86)
    let text = Color.rgb(0xCD, 0xD6, 0xF4)
    let surface = Color.rgb(0x31, 0x32, 0x44)
    let codeBackground = Color.rgb(0x18, 0x18, 0x25)
    let bold = Attributes.bold
    func heading(_ color: Color, _ attributes: Attributes, _ prefix: String = "") -> TitleTheme {
      TitleTheme(
        style: Style(fg: color, attributes: attributes), prefix: prefix, alignment: nil,
        underline: "", underlineStyle: .plain)
    }
    var theme = Theme(
      name: "dark",
      base: Style(fg: text),
      margins: Margins(top: 1, right: 4, bottom: 0, left: 4),
      alignment: .left,
      segmentBar: SegmentBarTheme(
        position: .top, fit: .equal,
        normal: Style(fg: muted, bg: surface),
        selected: Style(fg: .rgb(0x1E, 0x1E, 0x2E), bg: accent, attributes: bold),
        background: Style(bg: surface),
        separator: "│", separatorStyle: Style(fg: .rgb(0x45, 0x47, 0x5A), bg: surface),
        padding: 1, overflowLeft: "‹", overflowRight: "›", minimumSegmentWidth: 8),
      pageDots: PageDotsTheme(
        position: .bottom, active: "●", inactive: "○",
        activeStyle: Style(fg: accent), inactiveStyle: Style(fg: muted), spacing: " ",
        counterStyle: Style(fg: muted), alignment: .center),
      slideTitle: TitleTheme(
        style: Style(fg: accent, attributes: bold), prefix: "", alignment: nil, underline: "─",
        underlineStyle: Style(fg: surface)),
      headings: [
        heading(accent, bold, "█ "), heading(accent, bold, "▓▓ "),
        heading(.rgb(0xB4, 0xBE, 0xFE), bold, "▒▒▒ "), heading(.rgb(0xB4, 0xBE, 0xFE), bold),
        heading(text, bold), heading(text, [.bold, .italic]),
      ],
      text: TextTheme(
        paragraph: Style(fg: text), emphasis: Style(attributes: .italic),
        strong: Style(attributes: .bold), strikethrough: Style(attributes: .strikethrough),
        code: Style(fg: .rgb(0xF9, 0xE2, 0xAF), bg: surface),
        link: Style(fg: accent, attributes: .underline), showsLinkURL: true,
        linkURL: Style(fg: muted), image: Style(fg: muted, attributes: .italic),
        html: Style(fg: muted)),
      codeBlock: CodeBlockTheme(
        style: Style(fg: text, bg: codeBackground), border: .rounded,
        borderStyle: Style(fg: .rgb(0x45, 0x47, 0x5A)),
        label: Style(fg: muted, attributes: .italic),
        padding: 1, tabWidth: 4, dimmed: Style(fg: .rgb(0x58, 0x5B, 0x70)),
        lineNumber: Style(fg: muted), overflow: .wrap, syntax: .dark),
      blockQuote: QuoteTheme(
        prefix: "▌ ", prefixStyle: Style(fg: muted),
        style: Style(fg: .rgb(0xBA, 0xC2, 0xDE), attributes: .italic)),
      alert: AlertTheme(
        prefix: "▌ ",
        note: .init(label: "ℹ Note", style: Style(fg: accent, attributes: bold)),
        tip: .init(label: "✓ Tip", style: Style(fg: .rgb(0xA6, 0xE3, 0xA1), attributes: bold)),
        important: .init(
          label: "❢ Important", style: Style(fg: .rgb(0xCB, 0xA6, 0xF7), attributes: bold)),
        warning: .init(
          label: "⚠ Warning", style: Style(fg: .rgb(0xF9, 0xE2, 0xAF), attributes: bold)),
        caution: .init(
          label: "✖ Caution", style: Style(fg: .rgb(0xF3, 0x8B, 0xA8), attributes: bold))),
      list: ListTheme(
        bullets: ["•", "◦", "▪"], bulletStyle: Style(fg: accent), numberStyle: Style(fg: accent),
        taskDone: "☑", taskTodo: "☐", taskDoneStyle: Style(fg: .rgb(0xA6, 0xE3, 0xA1)),
        taskTodoStyle: Style(fg: muted)),
      table: TableTheme(
        border: .square, borderStyle: Style(fg: .rgb(0x45, 0x47, 0x5A)),
        header: Style(fg: accent, attributes: bold), cell: Style(fg: text)),
      rule: GlyphTheme(glyph: "─", style: Style(fg: surface)),
      footer: FooterTheme(
        left: "{title}", center: "", right: "{section} · {slide}/{slides}",
        style: Style(fg: muted)),
      introSlide: IntroTheme(
        title: Style(fg: accent, attributes: bold),
        subTitle: Style(fg: text, attributes: .italic),
        author: Style(fg: text), details: Style(fg: muted)),
      overflow: GlyphTheme(glyph: "↓", style: Style(fg: accent, attributes: bold)),
      notice: Style(fg: .rgb(0xF9, 0xE2, 0xAF), attributes: bold),
      overlay: OverlayTheme(
        box: Style(fg: text, bg: codeBackground), border: .rounded,
        borderStyle: Style(fg: accent, bg: codeBackground),
        title: Style(fg: accent, bg: codeBackground, attributes: bold),
        key: Style(fg: .rgb(0xF9, 0xE2, 0xAF), bg: codeBackground, attributes: bold),
        selected: Style(fg: .rgb(0x1E, 0x1E, 0x2E), bg: accent, attributes: bold),
        muted: Style(fg: muted, bg: codeBackground)),
      errorBanner: Style(
        fg: .rgb(0x1E, 0x1E, 0x2E), bg: .rgb(0xF3, 0x8B, 0xA8), attributes: bold),
      transition: TransitionTheme(style: .slide, durationMilliseconds: 200))
    theme.counterpart = "light"
    return theme
  }()
}

extension SyntaxStyles {
  /// The default theme's token colours, from the same Catppuccin-like palette as its text.
  static let dark: SyntaxStyles = {
    func fg(_ rgb: UInt32, _ attributes: Attributes = []) -> Style {
      Style(
        fg: .rgb(UInt8(rgb >> 16), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF)),
        attributes: attributes)
    }
    return SyntaxStyles(styles: [
      .keyword: fg(0xCBA6F7), .function: fg(0x89B4FA), .variable: fg(0xF2CDCD),
      .dataType: fg(0xF9E2AF), .builtIn: fg(0x89DCEB), .preprocessor: fg(0xF5C2E7),
      .attribute: fg(0x94E2D5), .string: fg(0xA6E3A1), .char: fg(0x94E2D5),
      .specialChar: fg(0xF5C2E7), .number: fg(0xFAB387), .operator: fg(0x89DCEB),
      .comment: fg(0x7F849C, .italic), .documentation: fg(0x9399B2, .italic),
      .warning: fg(0xF9E2AF, .italic), .alert: fg(0xF38BA8, .bold),
      .error: fg(0xF38BA8, .underline),
    ])
  }()
}
