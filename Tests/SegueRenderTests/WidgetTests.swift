import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// A bar or dots row as two lines: the text, and under it a map of which cells are selected
/// (`#`), normal (`.`), separators or markers (`|`), or bar background (` `); one map character
/// per cell, so a wide title has two.
func styleMap(_ canvas: Canvas, row: Int, theme: SegmentBarTheme) -> String {
  var map = ""
  for x in 0..<canvas.width {
    let cell = canvas[x: x, y: row]
    switch cell.style {
    case theme.selected: map += "#"
    case theme.normal: map += "."
    case theme.separatorStyle: map += "|"
    default: map += " "
    }
  }
  return map
}

@Suite struct SegmentBarTests {
  static let theme = Theme.dark.segmentBar

  static func titles(_ count: Int) -> [String] {
    let names = [
      "Intro", "Parsing decks", "Pager", "Rendering", "Themes", "Export", "Présentation",
      "日本語のセクション", "Q&A 🎤", "Appendix",
    ]
    return (0..<count).map { names[$0 % names.count] + ($0 >= names.count ? " \($0 + 1)" : "") }
  }

  @Test func screensAtEveryWidthAndCount() throws {
    var out = ""
    for count in [1, 3, 12, 40] {
      for width in [20, 40, 80, 200] {
        for selected in Set([0, count / 2, count - 1]).sorted() {
          let bar = SegmentBar(titles: Self.titles(count), selected: selected, theme: Self.theme)
          var canvas = Canvas(width: width, height: 1)
          bar.draw(into: &canvas, x: 0, y: 0, width: width)
          out += "\(count) sections, width \(width), selected \(selected + 1)\n"
          out += "[" + (canvas.lines().first ?? "") + "]\n"
          out += "[" + styleMap(canvas, row: 0, theme: Self.theme) + "]\n"
        }
      }
    }
    try Golden.check(out, against: "Tests/Goldens/widgets/segment-bar.txt")
  }

  @Test(arguments: [1, 3, 12, 40], [20, 40, 80, 200])
  func selectedSegmentIsAlwaysShownAndEverythingFits(count: Int, width: Int) {
    for selected in 0..<count {
      let bar = SegmentBar(titles: Self.titles(count), selected: selected, theme: Self.theme)
      let layout = bar.slots(width: width)
      #expect(layout.slots.contains { $0.index == selected })
      #expect(layout.slots.allSatisfy { $0.x >= 0 && $0.x + $0.width <= width && $0.width >= 1 })
      #expect(layout.slots.map(\.index) == Array(layout.slots.map(\.index).sorted()))
      let shownAll = layout.slots.count == count
      #expect(shownAll == !(layout.hiddenLeft || layout.hiddenRight))
      var canvas = Canvas(width: width, height: 1)
      let frame = Frame(
        canvas: canvas, layout: FrameLayout(theme: .dark, size: Size(width: width, height: 1)),
        targets: bar.draw(into: &canvas, x: 0, y: 0, width: width))
      for slot in layout.slots {
        #expect(frame.target(atX: slot.x, y: 0) == .section(slot.index))
        #expect(frame.target(atX: slot.x + slot.width - 1, y: 0) == .section(slot.index))
      }
    }
  }

  @Test func equalSegmentsShareTheWidth() {
    let bar = SegmentBar(titles: ["A", "B", "C"], selected: 1, theme: Self.theme)
    var canvas = Canvas(width: 32, height: 1)
    bar.draw(into: &canvas, x: 0, y: 0, width: 32)
    #expect(canvas.lines() == ["    A     │    B     │    C"])
    #expect(styleMap(canvas, row: 0, theme: Self.theme) == "..........|##########|..........")
  }

  @Test func longTitlesAreCutWithAnEllipsis() {
    let bar = SegmentBar(
      titles: ["Introduction to everything", "B"], selected: 0, theme: Self.theme)
    var canvas = Canvas(width: 25, height: 1)
    bar.draw(into: &canvas, x: 0, y: 0, width: 25)
    #expect(canvas.lines() == [" Introduct… │     B"])
  }

  @Test func contentFitUsesTitleWidths() {
    var theme = Self.theme
    theme.fit = .content
    let bar = SegmentBar(titles: ["One", "Three"], selected: 0, theme: theme)
    #expect(
      bar.slots(width: 40).slots == [
        .init(index: 0, x: 0, width: 5), .init(index: 1, x: 6, width: 7),
      ])
  }
}

@Suite struct PageDotsTests {
  /// Every dot while they fit, then the window form (the compact forms: `CompactDotsTests`).
  static let theme = {
    var theme = Theme.dark.pageDots
    theme.compact = .window
    theme.maximumDots = 1000
    return theme
  }()

  func line(count: Int, active: Int, width: Int) -> String {
    var canvas = Canvas(width: width, height: 1)
    PageDots(count: count, active: active, theme: Self.theme).draw(
      into: &canvas, x: 0, y: 0, width: width)
    return canvas.lines()[0]
  }

  @Test func oneFiveAndSixtyPages() {
    #expect(line(count: 1, active: 0, width: 20) == "         ●")
    #expect(line(count: 5, active: 2, width: 20) == "     ○ ○ ● ○ ○")
    #expect(
      line(count: 60, active: 0, width: 80) == "          ●" + String(repeating: "○", count: 59))
    #expect(line(count: 60, active: 41, width: 40) == "‹○○○○○○○○○○○○○○○○●○○○○○○○○○○○○○○○› 42/60")
    #expect(
      line(count: 60, active: 59, width: 40) == "‹" + String(repeating: "○", count: 31) + "● 60/60")
  }

  @Test func clicksFindTheirDot() {
    var canvas = Canvas(width: 20, height: 1)
    let targets = PageDots(count: 5, active: 2, theme: Self.theme).draw(
      into: &canvas, x: 0, y: 0, width: 20)
    let frame = Frame(
      canvas: canvas, layout: FrameLayout(theme: .dark, size: Size(width: 20, height: 1)),
      targets: targets)
    #expect(frame.target(atX: 5, y: 0) == .page(0))
    #expect(frame.target(atX: 7, y: 0) == .page(1))
    #expect(frame.target(atX: 6, y: 0) == nil)
    #expect(frame.target(atX: 13, y: 0) == .page(4))
  }
}
