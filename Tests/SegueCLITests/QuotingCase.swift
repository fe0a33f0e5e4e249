import Testing

/// One kind of message that quotes deck or theme text, as a recipe: the files that make
/// `segue` say it with a payload inside, the command, and the text it must then show.
struct QuotingCase: Sendable, CustomTestStringConvertible {
  var name: String
  var payloads: [HostilePayload]
  /// Files to write into a fresh folder, by path relative to it.
  var files: @Sendable (HostilePayload) -> [(path: String, bytes: [UInt8])]
  /// The command; an argument starting with `./` is a file in that folder.
  var arguments: @Sendable (HostilePayload) -> [String]
  /// Text that must appear in stdout or stderr (for `--json`, in one of its decoded strings).
  var expected: @Sendable (HostilePayload) -> [String]
  var readsJSON = false

  var testDescription: String { name }

  /// Every (case, payload) pair the case can carry.
  static var matrix: [(QuotingCase, HostilePayload)] {
    all.flatMap { kind in kind.payloads.map { (kind, $0) } }
  }
}

extension String {
  var bytes: [UInt8] { Array(utf8) }
}

extension QuotingCase {
  /// A deck with `body`, checked.
  static func deck(
    _ name: String, _ payloads: [HostilePayload] = HostilePayload.all, options: [String] = [],
    body: @escaping @Sendable (HostilePayload) -> [UInt8],
    expect: @escaping @Sendable (HostilePayload) -> [String], readsJSON: Bool = false
  ) -> QuotingCase {
    QuotingCase(
      name: name, payloads: payloads, files: { [("deck.md", body($0))] },
      arguments: { _ in ["check"] + options + ["./deck.md"] }, expected: expect,
      readsJSON: readsJSON)
  }

  /// A theme file with `body`, through `segue theme check`.
  static func theme(
    _ name: String, _ payloads: [HostilePayload] = HostilePayload.validUTF8,
    body: @escaping @Sendable (HostilePayload) -> [UInt8],
    expect: @escaping @Sendable (HostilePayload) -> [String]
  ) -> QuotingCase {
    QuotingCase(
      name: name, payloads: payloads, files: { [("t.yaml", body($0))] },
      arguments: { _ in ["theme", "check", "./t.yaml"] }, expected: expect)
  }

  /// The end of a deck: one slide after the front matter or a directive.
  static let slide = "\n\n# Slide\n\ntext\n".bytes
  /// The start of a quoted YAML key, `"k`.
  static let unknownKey = #""k"#.bytes

  static let all: [QuotingCase] = [
    // A comment that is not a directive is reported only when its one word is a typo of one
    // (`paus␛`): a longer sequence makes it a plain comment, with nothing to print. Directive
    // text of any length is quoted by the next case.
    deck(
      "unknown directive", HostilePayload.single,
      body: { "# Slide\n\n<!-- paus".bytes + $0.raw + " -->\n".bytes },
      expect: { ["unknown directive 'paus\($0.shownFromFile)' is ignored (did you mean 'pause'?)"] }
    ),
    deck(
      "directive argument",
      body: { "# Slide\n\n<!-- pause: a".bytes + $0.raw + "b -->\n".bytes },
      expect: { ["'pause' takes no argument, found 'a\($0.shownFromFile)b'"] }),
    deck(
      "unknown front matter key",
      body: { "---\ntitle: Talk\n".bytes + unknownKey + $0.yaml + "\": 1\n---".bytes + slide },
      expect: { ["unknown front matter key 'k\($0.shown)' is ignored"] }),
    deck(
      "front matter value",
      body: { "---\nfooter: \"{x".bytes + $0.yaml + "}\"\n---".bytes + slide },
      expect: { ["unknown footer variable '{x\($0.shown)}'"] }),
    deck(
      "empty section's name",
      body: { "# Slide\n\ntext\n\n<!-- section: s".bytes + $0.raw + "t -->\n".bytes },
      expect: { ["section 's\($0.shownFromFile)t' has no slides and is left out"] }),
    deck(
      "section title in check's report",
      body: { "<!-- section: s".bytes + $0.raw + "t -->".bytes + slide },
      expect: { ["\n1 s\($0.shownFromFile)t\n"] }),
    deck(
      "section title in check --dump", options: ["--dump"],
      body: { "<!-- section: s".bytes + $0.raw + "t -->".bytes + slide },
      expect: { ["section 1 \"s\($0.shownFromFile)t\""] }),
    deck(
      "check --json", options: ["--json"],
      body: {
        "---\ntitle: Talk\n".bytes + unknownKey + $0.yaml + "\": 1\n---\n<!-- section: s".bytes
          + $0.raw
          + "t -->".bytes + slide
      },
      expect: { ["unknown front matter key 'k\($0.shown)' is ignored", "s\($0.shownFromFile)t"] },
      readsJSON: true),
    deck(
      "slide title in check --size", HostilePayload.inOneLine, options: ["--size", "40x12"],
      body: {
        "# T".bytes + $0.raw + "\n\n".bytes + Array(repeating: "line\n\n".bytes, count: 30).joined()
      },
      expect: { ["slide 1.1 'T\($0.shownFromFile)' overflows 40x12: its end is cut"] }),
    deck(
      "malformed front matter, its line", HostilePayload.inOneLine,
      body: { "---\ntitle: x".bytes + $0.raw + ": y\n---".bytes + slide },
      expect: { ["\ntitle: x\($0.shownFromFile): y\n"] }),
    deck(
      "deck's theme name",
      body: { "---\ntheme: \"n".bytes + $0.yaml + "\"\n---".bytes + slide },
      expect: { ["unknown theme 'n\($0.shown)'"] }),
    QuotingCase(
      name: "deck's theme path",
      payloads: HostilePayload.all,
      files: { p in
        [("deck.md", "---\ntheme: \"./p".bytes + p.yaml + ".yaml\"\n---".bytes + slide)]
          + (p.fileName.map { [("p\($0).yaml", "\"no_such_key\": 1\n".bytes)] } ?? [])
      },
      arguments: { _ in ["check", "./deck.md"] }, expected: { ["p\($0.shown).yaml"] }),
    QuotingCase(
      name: "deck's own path", payloads: HostilePayload.inFileNames,
      files: { [("d\($0.fileName!).md", "# Slide\n\n<!-- pause: x -->\n".bytes)] },
      arguments: { ["check", "./d\($0.fileName!).md"] }, expected: { ["d\($0.shown).md:3:"] }),
    theme(
      "glyph",
      body: { "page_dots:\n  active: \"".bytes + $0.yaml + "xxxxx\"\n".bytes },
      expect: { ["'\($0.shown)xxxxx' is not a glyph"] }),
    theme(
      "theme key",
      // With a key of a theme, so that the file is one (a file with none is not a theme).
      body: { "name: t\n".bytes + unknownKey + $0.yaml + "\": 1\n".bytes },
      expect: { ["unknown key 'k\($0.shown)' in a theme"] }),
    theme(
      "theme value",
      body: { "segment_bar:\n  selected: { fg: \"c".bytes + $0.yaml + "\" }\n".bytes },
      expect: { ["'c\($0.shown)' is not a colour"] }),
    theme(
      "theme extends",
      body: { "extends: \"e".bytes + $0.yaml + "\"\n".bytes },
      expect: { ["unknown theme 'e\($0.shown)'"] }),
    theme(
      // libyaml refuses a raw control anywhere in a theme, so this is the one way one is in
      // a theme's message: its line under the caret (if the message shows it). The file's
      // name is all that is expected; the bytes' safety is the point.
      "malformed theme YAML", HostilePayload.inOneLine,
      body: { "page_dots: x".bytes + $0.raw + ": y\n".bytes },
      expect: { _ in ["t.yaml"] }),
    theme(
      "theme check: the theme's name",
      body: { "name: \"n".bytes + $0.yaml + "\"\n".bytes },
      expect: { ["theme 'n\($0.shown)' is valid"] }),
    QuotingCase(
      name: "theme check: the file's path", payloads: HostilePayload.inFileNames,
      files: { [("t\($0.fileName!).yaml", "name: ok\n".bytes)] },
      arguments: { ["theme", "check", "./t\($0.fileName!).yaml"] },
      expected: { ["t\($0.shown).yaml: theme 'ok' is valid"] }),
    QuotingCase(
      name: "themes: a user theme's name", payloads: HostilePayload.inFileNames,
      files: { [("xdg/segue/themes/u\($0.fileName!).yaml", "description: plain\n".bytes)] },
      arguments: { _ in ["themes"] }, expected: { ["\nu\($0.shown) "] }),
    QuotingCase(
      name: "themes: a user theme's description", payloads: HostilePayload.all,
      files: { [("xdg/segue/themes/v.yaml", "description: \"d".bytes + $0.yaml + "\"\n".bytes)] },
      arguments: { _ in ["themes"] }, expected: { ["  d\($0.shown)\n"] }),
    QuotingCase(
      name: "a value typed on the command line", payloads: HostilePayload.inFileNames,
      files: { _ in [("deck.md", slide)] },
      arguments: { ["check", "--size", "1x\($0.fileName!)", "./deck.md"] },
      expected: { ["not '1x\($0.shown)'"] }),
  ]
}
