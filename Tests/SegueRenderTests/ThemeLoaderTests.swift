import SegueCore
import Testing

@testable import SegueRender

/// Theme files: two-stage reading, inheritance, palettes, and every error pinned with its place.
@Suite struct ThemeLoaderTests {
  /// A catalog of in-memory files: `files["/t/x.yaml"]`, built-ins by name.
  func loader(builtIn: [(String, String)] = [], files: [String: String] = [:]) -> ThemeLoader {
    let stored = files
    return ThemeLoader(
      catalog: ThemeCatalog(
        builtIn: builtIn.map { (name: $0.0, text: $0.1) },
        userDirectory: "/home/u/.config/segue/themes",
        readFile: { stored[$0].map { Array($0.utf8) } },
        listDirectory: { dir in
          stored.keys.filter { $0.hasPrefix(dir + "/") }.map { String($0.dropFirst(dir.count + 1)) }
        }))
  }

  func messages(_ result: Result<Theme, ThemeError>) -> [String] {
    guard case .failure(let error) = result else { return [] }
    return error.problems.map { p in
      let at = p.diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
      return at + p.diagnostic.message
    }
  }

  @Test func paletteAndInheritance() throws {
    let l = loader(files: [
      "/t/parent.yaml":
        "palette:\n  accent: \"#ff0000\"\nsegment_bar:\n  selected:\n    bg: accent\n    bold: true\n",
      "/t/child.yaml":
        "extends: parent.yaml\npalette:\n  accent: \"#00f\"\npage_dots:\n  active_style:\n    fg: accent\n  active: \"◆\"\n",
    ])
    let theme = try l.load("/t/child.yaml").get()
    #expect(theme.name == "child")
    #expect(theme.pageDots.active == "◆")
    #expect(theme.pageDots.activeStyle.fg == .rgb(0, 0, 255))
    // The parent's value stays: palette names resolve where they are written.
    #expect(theme.segmentBar.selected.bg == .rgb(255, 0, 0))
    #expect(theme.segmentBar.selected.attributes.contains(.bold))
    // Untouched keys come from base.
    #expect(theme.codeBlock == Theme.dark.codeBlock)
  }

  @Test(arguments: [
    ("\"#89b4fa\"", Color.rgb(0x89, 0xB4, 0xFA)), ("\"#abc\"", .rgb(0xAA, 0xBB, 0xCC)),
    ("42", .indexed(42)),
    ("bright_blue", .ansi(12)), ("red", .ansi(1)), ("default", .default),
  ])
  func colourForms(_ text: String, _ color: Color) throws {
    let l = loader(files: ["/t/c.yaml": "paragraph:\n  fg: \(text)\n"])
    #expect(try l.load("/t/c.yaml").get().text.paragraph.fg == color)
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String: String]
    var load: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "unknown key with a suggestion",
      files: ["/t/a.yaml": "segment_bar:\n  selcted:\n    bold: true\n"],
      load: "/t/a.yaml",
      expected: [
        "/t/a.yaml:2:3: unknown key 'selcted' in 'segment_bar' (did you mean 'selected'?); valid keys: position, fit, normal, selected, background, separator, separator_style, padding, overflow_left, overflow_right, min_segment_width, single_section"
      ]),
    ErrorCase(
      name: "bad colour", files: ["/t/a.yaml": "paragraph:\n  fg: \"#12\"\n"], load: "/t/a.yaml",
      expected: [
        "/t/a.yaml:2:7: '#12' is not a colour: use #rrggbb, #rgb, 0–255, an ANSI name (red, bright_blue, …), default, or a palette name"
      ]),
    ErrorCase(
      name: "unknown palette name",
      files: ["/t/a.yaml": "palette:\n  accent: \"#123456\"\nparagraph:\n  fg: acent\n"],
      load: "/t/a.yaml",
      expected: [
        "/t/a.yaml:4:7: unknown colour name 'acent' (did you mean 'accent'?) (palette: accent)"
      ]),
    ErrorCase(
      name: "a bad palette entry is one error, not a second at its use",
      files: [
        "/t/a.yaml":
          "palette:\n  accent: \"#zzz\"\nparagraph:\n  fg: accent\nsegment_bar:\n  selected: {bg: accent}\n"
      ],
      load: "/t/a.yaml",
      expected: [
        "/t/a.yaml:2:11: '#zzz' is not a colour: use #rrggbb, #rgb, 0–255, an ANSI name (red, bright_blue, …), default, or a palette name"
      ]),
    ErrorCase(
      name: "extends cycle",
      files: ["/t/a.yaml": "extends: b.yaml\n", "/t/b.yaml": "extends: a.yaml\n"],
      load: "/t/a.yaml",
      expected: [
        "/t/b.yaml:1:10: 'extends' makes a cycle: /t/a.yaml → b.yaml → a.yaml (the same file as /t/a.yaml)"
      ]),
    ErrorCase(
      name: "missing parent", files: ["/t/a.yaml": "extends: nord\n"], load: "/t/a.yaml",
      expected: ["/t/a.yaml:1:10: unknown theme 'nord'; available: base"]),
    ErrorCase(
      name: "wrong type", files: ["/t/a.yaml": "code_block:\n  padding: wide\n"], load: "/t/a.yaml",
      expected: ["/t/a.yaml:2:12: expected a whole number from 0 to 8"]),
    ErrorCase(
      name: "a style that is not a mapping", files: ["/t/a.yaml": "paragraph: red\n"],
      load: "/t/a.yaml",
      expected: [
        "/t/a.yaml:1:12: a style must be a mapping of fg, bg, bold, dim, italic, underline, reverse, strikethrough"
      ]),
    ErrorCase(
      name: "unknown footer variable", files: ["/t/a.yaml": "footer:\n  left: \"{titel}\"\n"],
      load: "/t/a.yaml",
      expected: [
        "/t/a.yaml:2:9: unknown footer variable '{titel}' (did you mean 'title'?); variables: {title} {sub_title} {author} {date} {event} {location} {section} {section_number} {sections} {page} {pages} {slide} {slides} {slide_title} {current_slide} {total_slides}"
      ]),
    ErrorCase(
      name: "bad choice", files: ["/t/a.yaml": "segment_bar:\n  position: middle\n"],
      load: "/t/a.yaml",
      expected: ["/t/a.yaml:2:13: 'middle' is not one of: top, bottom, hidden"]),
    ErrorCase(
      name: "malformed YAML", files: ["/t/a.yaml": "paragraph: {fg: red\n"], load: "/t/a.yaml",
      expected: [
        "/t/a.yaml:1:12: malformed YAML: did not find expected ',' or '}' at 2:1 (while parsing a flow mapping that starts here)"
      ]),
    ErrorCase(
      name: "unknown theme name", files: [:], load: "drak",
      expected: ["unknown theme 'drak'; available: base"]),
  ]

  @Test(arguments: errorCases)
  func errors(_ c: ErrorCase) {
    #expect(messages(loader(files: c.files).load(c.load)) == c.expected)
  }

  @Test func overrideChangesOnlyTheKeysItNames() throws {
    let deck = SourceText(
      "---\ntheme:\n  name: dark\n  override:\n    page_dots:\n      active: \"◆\"\n---\n",
      fileName: "talk.md")
    let meta = try #require(DeckParser.parse(deck).deck?.meta.theme?.override)
    let theme = try loader().apply(override: meta, to: .dark, deck: deck).get()
    var expected = Theme.dark
    expected.pageDots.active = "◆"
    #expect(theme == expected)
  }
}
