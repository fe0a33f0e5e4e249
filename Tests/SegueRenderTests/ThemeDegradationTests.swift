import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// The built-in themes at every colour depth (DESIGN.md §7: 24-bit → 256 → 16 → none): the
/// colours degrade as promised, and every theme stays usable with attributes alone.
@Suite struct ThemeDegradationTests {
  static let size = Size(width: 100, height: 30)
  /// "Running text" in the showcase: section 2 of 5, slide 3 of 6, so the bar has a selected
  /// segment among others and the dots an active dot among others.
  static let position = Position(section: 1, page: 2)

  static func frame(_ name: String) throws -> (Canvas, Theme, Deck) {
    let theme = try BuiltInThemeFiles.theme(name)
    let deck = try BuiltInThemeFiles.showcase()
    return (FrameRenderer(theme: theme).render(deck, at: position, size: size).canvas, theme, deck)
  }

  /// The parameters of every SGR sequence in `text` (`ESC[0;1;38;5;111m` → [0, 1, 38, 5, 111]).
  static func sgrParameters(_ text: String) -> [[Int]] {
    text.components(separatedBy: "\u{1B}[").dropFirst().map { part in
      let body = part.prefix { $0 != "m" }
      return body.split(separator: ";").compactMap { Int($0) }
    }
  }

  /// Text with every SGR sequence taken out.
  static func plain(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let escape = rest.range(of: "\u{1B}[") {
      out += rest[..<escape.lowerBound]
      rest = rest[escape.upperBound...]
      if let end = rest.firstIndex(of: "m") { rest = rest[rest.index(after: end)...] }
    }
    return out + rest
  }

  @Test func darkDegradesStepByStep() throws {
    let (canvas, _, _) = try Self.frame("dark")
    let out = Dictionary(
      uniqueKeysWithValues: ColorDepth.allCases.map { ($0, ANSIEncoder.encode(canvas, depth: $0)) })
    let full = try #require(out[.trueColor]), p256 = try #require(out[.palette256])
    let p16 = try #require(out[.ansi16]), none = try #require(out[.none])

    #expect(full.contains("38;2;") && full.contains("48;2;"))
    #expect(!p256.contains("38;2;") && !p256.contains("48;2;"))
    #expect(p256.contains("38;5;") && p256.contains("48;5;"))
    #expect(!p16.contains("38;5;") && !p16.contains("48;5;") && !p16.contains("38;2;"))
    #expect(
      Self.sgrParameters(p16).joined().contains { (30...37).contains($0) || (90...97).contains($0) }
    )
    let colourless = Self.sgrParameters(none).joined().filter {
      ![0, 1, 2, 3, 4, 7, 9].contains($0)
    }
    #expect(colourless.isEmpty, "colour codes at depth none: \(colourless)")
    // Attributes survive every depth: the selected segment stays bold.
    #expect(Self.sgrParameters(none).contains([0, 1]))

    // Four different encodings of the same text (trailing blanks that show nothing without a
    // background are trimmed, so lines are compared without them).
    #expect(Set([full, p256, p16, none]).count == 4)
    let texts = [full, p256, p16, none].map { output in
      Self.plain(output).split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.reversed().drop { $0 == " " }.reversed().map(String.init).joined()
      }
    }
    #expect(Set(texts).count == 1)
  }

  /// mono has no colour to lose: its output is the same at every depth.
  @Test func monoIsTheSameAtEveryDepth() throws {
    let (canvas, _, _) = try Self.frame("mono")
    let outputs = Set(ColorDepth.allCases.map { ANSIEncoder.encode(canvas, depth: $0) })
    #expect(outputs.count == 1)
  }

  /// With no colour at all, the selected segment and the active dot still stand out from the
  /// others, by an attribute or a glyph: checked for every built-in theme, since `--theme` with
  /// `NO_COLOR` keeps the theme and drops its colours.
  @Test(arguments: BuiltInThemeFiles.names)
  func selectionSurvivesWithoutColour(_ name: String) throws {
    let (canvas, theme, deck) = try Self.frame(name)
    let rows = Self.chromeRows(theme, deck: deck)
    func look(_ x: Int, _ y: Int) -> (String, Style) {
      let cell = canvas[x: x, y: y]
      return (cell.grapheme, ColorDegradation.degrade(cell.style, to: .none))
    }

    // Segment bar: every cell of the selected segment against every cell of the others.
    let barY = try #require(rows.bar)
    let bar = SegmentBar(
      titles: deck.sections.map(\.title), selected: Self.position.section, theme: theme.segmentBar)
    let slots = bar.slots(width: Self.size.width).slots
    let selected = try #require(slots.first { $0.index == Self.position.section })
    let selectedStyles = Set((selected.x..<selected.x + selected.width).map { look($0, barY).1 })
    let otherStyles = Set(
      slots.filter { $0.index != Self.position.section }.flatMap { slot in
        (slot.x..<slot.x + slot.width).map { look($0, barY).1 }
      })
    #expect(!otherStyles.isEmpty)
    #expect(
      selectedStyles.isDisjoint(with: otherStyles),
      "in \(name) without colour, the selected segment looks like the others")
    #expect(
      selectedStyles.allSatisfy { !$0.attributes.isEmpty },
      "in \(name) the selected segment has no attribute")

    // Page dots: the active dot's glyph and attributes against each inactive dot's.
    let dotsY = try #require(rows.dots)
    let section = deck.sections[Self.position.section]
    let dots = PageDots(
      count: section.slides.count, active: Self.position.page, theme: theme.pageDots)
    let layout = dots.layout(width: Self.size.width)
    #expect(layout.counter == nil)
    let free = max(0, Self.size.width - layout.total)
    let origin: Int
    switch theme.pageDots.alignment {
    case .left: origin = 0
    case .center: origin = free / 2
    case .right: origin = free
    }
    let active = try #require(layout.slots.first { $0.index == Self.position.page })
    let (activeGlyph, activeStyle) = look(origin + active.x, dotsY)
    #expect(activeGlyph == theme.pageDots.active)
    for slot in layout.slots where slot.index != Self.position.page {
      let (glyph, style) = look(origin + slot.x, dotsY)
      #expect(glyph == theme.pageDots.inactive)
      #expect(
        glyph != activeGlyph || style != activeStyle,
        "in \(name) without colour, dot \(slot.index + 1) looks like the active one")
    }
  }

  /// In mono and high-contrast the difference is never left to colour or glyph alone: the
  /// active dot also has an attribute the others lack.
  @Test(arguments: ["mono", "high-contrast"])
  func activeDotIsBoldInTheAccessibleThemes(_ name: String) throws {
    let theme = try BuiltInThemeFiles.theme(name)
    #expect(theme.pageDots.active != theme.pageDots.inactive)
    #expect(theme.pageDots.activeStyle.attributes.contains(.bold))
    #expect(!theme.pageDots.inactiveStyle.attributes.contains(.bold))
    #expect(theme.segmentBar.selected.attributes.contains(.bold))
    #expect(!theme.segmentBar.normal.attributes.contains(.bold))
  }

  /// The rows of the bar and the dots, the way the frame renderer places them.
  static func chromeRows(_ theme: Theme, deck: Deck) -> (bar: Int?, dots: Int?) {
    let slide = deck.sections[position.section].slides[position.page]
    var top = 0
    var bottom = size.height
    let footer = theme.footer
    if !slide.layout.hidesFooter && !(footer.left + footer.center + footer.right).isEmpty {
      bottom -= 1
    }
    var dots: Int?
    switch theme.pageDots.position {
    case .top:
      dots = top
      top += 1
    case .bottom:
      dots = bottom - 1
      bottom -= 1
    case .hidden: break
    }
    var bar: Int?
    switch theme.segmentBar.position {
    case .top: bar = 0
    case .bottom: bar = bottom - 1
    case .hidden: break
    }
    return (bar, dots)
  }
}
