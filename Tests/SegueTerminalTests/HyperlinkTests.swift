import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// Links on stage: a plain absolute URL's text is written inside OSC 8 where the terminal
/// makes it clickable, and never a URL that could break out of the sequence.
@Suite struct HyperlinkTests {
  @Test(arguments: [
    "https://example.com/a?b=c#d", "http://x.org", "mailto:ana@example.com",
    "file:///home/ana/talk.md", "HTTPS://EXAMPLE.COM",
  ])
  func plainAbsoluteURLsAreLinked(_ url: String) {
    #expect(Hyperlinks.isLinkable(url))
    #expect(Hyperlinks.url(Hyperlinks.id(for: url)) == url)
  }

  @Test(arguments: [
    "https://evil.com/\u{1B}]8;;x\u{1B}\\", "https://a.com/\u{07}", "https://a.com/\u{9B}31m",
    "https://a.com/a b", "javascript:alert(1)", "ftp://a.com", "/relative/path", "page.html",
    "https://", "mailto:", "https:///etc", "https://a.com/\u{7F}", "https://a.com/\"q\"",
    "https://" + String(repeating: "a", count: 2100),
  ])
  func anythingElseStaysText(_ url: String) {
    #expect(!Hyperlinks.isLinkable(url))
    #expect(Hyperlinks.id(for: url) == 0)
  }

  static func row(_ text: String, link: UInt32) -> [ScreenCell] {
    var style = Style.plain
    style.link = link
    return ("» ".unicodeScalars.map { ($0, Style.plain) } + text.unicodeScalars.map { ($0, style) })
      .map { ScreenCell(glyph: CursesGlyph(scalars: [$0.0.value], width: 1), style: $0.1) }
  }

  @Test func theWriterPutsALinksCellsInsideOSC8() {
    let id = Hyperlinks.id(for: "https://example.com/")
    var writer = ScreenWriter()
    writer.hyperlinks = true
    var buffer = ByteBuffer()
    writer.frame([Self.row("site", link: id)], into: &buffer)
    #expect(buffer.text.contains("» \u{1B}]8;;https://example.com/\u{1B}\\"))
    #expect(buffer.text.contains("site\u{1B}]8;;\u{1B}\\"))
  }

  @Test func aTerminalWithoutThemGetsNoOSC8() {
    var writer = ScreenWriter()
    var buffer = ByteBuffer()
    writer.frame(
      [Self.row("site", link: Hyperlinks.id(for: "https://example.com/"))], into: &buffer)
    #expect(!buffer.text.contains("]8;"))
    #expect(buffer.text.contains("site"))
  }

  @Test func aDeckLinkReachesTheCanvasAndAnUnsafeOneDoesNot() throws {
    let p = PresenterSession(
      "## A\n\n[site](https://example.com/x) and [bad](https://a.com/\u{7}) [rel](notes.md)\n",
      size: Size(width: 70, height: 16))
    let canvas = try #require(p.frames.last)
    let y = try #require(p.screen.firstIndex { $0.contains("site") })
    let cells = canvas.row(y)
    let links = Set(cells.map(\.style.link))
    #expect(links.contains(Hyperlinks.id(for: "https://example.com/x")))
    #expect(links.count == 2)  // the link, and 0 for everything else
  }

  static let environments: [(String, [String: String], Bool)] = [
    ("kitty", ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], true),
    ("WezTerm", ["TERM_PROGRAM": "WezTerm"], true),
    ("iTerm2 3.4", ["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.4.19"], true),
    ("iTerm2 3.0", ["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.0.15"], false),
    ("foot", ["TERM": "foot"], true),
    ("GNOME Terminal", ["TERM": "xterm-256color", "VTE_VERSION": "7600"], true),
    ("old VTE", ["TERM": "xterm-256color", "VTE_VERSION": "4601"], false),
    (
      "tmux 3.4",
      [
        "TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TMUX": "/t,1,0",
        "TERM_PROGRAM_VERSION": "3.4",
      ], true
    ),
    (
      "tmux 3.3a",
      [
        "TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TMUX": "/t,1,0",
        "TERM_PROGRAM_VERSION": "3.3a",
      ], false
    ),
    ("tmux in kitty", ["TERM": "screen", "TMUX": "/t,1,0", "KITTY_WINDOW_ID": "1"], false),
    ("screen", ["TERM": "screen", "STY": "1.pts"], false),
    ("xterm", ["TERM": "xterm-256color"], false),
    ("forced on", ["TERM": "xterm", "SEGUE_HYPERLINKS": "1"], true),
    ("forced off", ["TERM": "xterm-kitty", "SEGUE_HYPERLINKS": "0"], false),
  ]

  @Test(arguments: environments.indices)
  func theEnvironmentSaysWhetherTheTerminalHasThem(_ index: Int) {
    let (name, environment, expected) = Self.environments[index]
    #expect(HyperlinkSupport.isSupported { environment[$0] } == expected, "\(name)")
  }
}
