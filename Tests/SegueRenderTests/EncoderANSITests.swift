import SegueRender
import Testing

private let esc = "\u{1B}["

/// DESIGN.md §6: the `ansi` export writes SGR sequences only, degraded to the chosen depth.
@Suite struct EncoderANSITests {
  struct DepthCase: CustomTestStringConvertible, Sendable {
    var depth: ColorDepth
    var expected: [String]
    var testDescription: String { depth.rawValue }
  }

  /// `EncoderFixtures.styled` at every depth, line by line.
  static let depthCases: [DepthCase] = [
    DepthCase(
      depth: .trueColor,
      expected: [
        "\(esc)0;1;38;2;255;0;0mab\(esc)0mc",
        "\(esc)0;48;2;0;0;255m漢\(esc)0mx \(esc)0;48;2;0;0;255m  \(esc)0m",
        "\(esc)0;4;92mok\(esc)0;48;5;208m!\(esc)0m",
      ]),
    DepthCase(
      depth: .palette256,
      expected: [
        "\(esc)0;1;38;5;196mab\(esc)0mc",
        "\(esc)0;48;5;21m漢\(esc)0mx \(esc)0;48;5;21m  \(esc)0m",
        "\(esc)0;4;92mok\(esc)0;48;5;208m!\(esc)0m",
      ]),
    DepthCase(
      depth: .ansi16,
      expected: [
        "\(esc)0;1;91mab\(esc)0mc",
        "\(esc)0;44m漢\(esc)0mx \(esc)0;44m  \(esc)0m",
        "\(esc)0;4;92mok\(esc)0;43m!\(esc)0m",
      ]),
    DepthCase(
      depth: .none,
      expected: [
        "\(esc)0;1mab\(esc)0mc",
        "漢x",  // the background is all that styled this row; unseen spaces are trimmed
        "\(esc)0;4mok\(esc)0m!",
      ]),
  ]

  @Test(arguments: depthCases)
  func smallStyledCanvasExactly(_ c: DepthCase) {
    let output = ANSIEncoder.encode(EncoderFixtures.styled, depth: c.depth)
    #expect(output == c.expected.map { $0 + "\n" }.joined())
  }

  struct StyleCase: CustomTestStringConvertible, Sendable {
    var name: String
    var style: Style
    var expected: String
    var testDescription: String { name }
  }

  /// One cell "x" in each style at 24-bit depth.
  static let styleCases: [StyleCase] = [
    StyleCase(name: "plain writes nothing", style: .plain, expected: "x"),
    StyleCase(name: "bold", style: Style(attributes: .bold), expected: "\(esc)0;1mx\(esc)0m"),
    StyleCase(name: "dim", style: Style(attributes: .dim), expected: "\(esc)0;2mx\(esc)0m"),
    StyleCase(name: "italic", style: Style(attributes: .italic), expected: "\(esc)0;3mx\(esc)0m"),
    StyleCase(
      name: "underline", style: Style(attributes: .underline), expected: "\(esc)0;4mx\(esc)0m"),
    StyleCase(name: "reverse", style: Style(attributes: .reverse), expected: "\(esc)0;7mx\(esc)0m"),
    StyleCase(
      name: "strikethrough", style: Style(attributes: .strikethrough),
      expected: "\(esc)0;9mx\(esc)0m"),
    StyleCase(
      name: "all attributes in code order",
      style: Style(attributes: [.strikethrough, .reverse, .underline, .italic, .dim, .bold]),
      expected: "\(esc)0;1;2;3;4;7;9mx\(esc)0m"),
    StyleCase(name: "ansi 0 fg", style: Style(fg: .ansi(0)), expected: "\(esc)0;30mx\(esc)0m"),
    StyleCase(name: "ansi 7 fg", style: Style(fg: .ansi(7)), expected: "\(esc)0;37mx\(esc)0m"),
    StyleCase(name: "ansi 8 fg", style: Style(fg: .ansi(8)), expected: "\(esc)0;90mx\(esc)0m"),
    StyleCase(name: "ansi 15 fg", style: Style(fg: .ansi(15)), expected: "\(esc)0;97mx\(esc)0m"),
    StyleCase(name: "ansi 0 bg", style: Style(bg: .ansi(0)), expected: "\(esc)0;40mx\(esc)0m"),
    StyleCase(name: "ansi 7 bg", style: Style(bg: .ansi(7)), expected: "\(esc)0;47mx\(esc)0m"),
    StyleCase(name: "ansi 8 bg", style: Style(bg: .ansi(8)), expected: "\(esc)0;100mx\(esc)0m"),
    StyleCase(name: "ansi 15 bg", style: Style(bg: .ansi(15)), expected: "\(esc)0;107mx\(esc)0m"),
    StyleCase(
      name: "ansi above 15 is indexed", style: Style(fg: .ansi(200)),
      expected: "\(esc)0;38;5;200mx\(esc)0m"),
    StyleCase(
      name: "indexed fg", style: Style(fg: .indexed(1)), expected: "\(esc)0;38;5;1mx\(esc)0m"),
    StyleCase(
      name: "indexed bg", style: Style(bg: .indexed(255)), expected: "\(esc)0;48;5;255mx\(esc)0m"),
    StyleCase(
      name: "rgb fg", style: Style(fg: .rgb(0, 10, 255)),
      expected: "\(esc)0;38;2;0;10;255mx\(esc)0m"),
    StyleCase(
      name: "rgb bg", style: Style(bg: .rgb(137, 180, 250)),
      expected: "\(esc)0;48;2;137;180;250mx\(esc)0m"),
    StyleCase(
      name: "attributes, then fg, then bg",
      style: Style(fg: .ansi(3), bg: .rgb(1, 2, 3), attributes: [.italic, .bold]),
      expected: "\(esc)0;1;3;33;48;2;1;2;3mx\(esc)0m"),
  ]

  @Test(arguments: styleCases)
  func styleParameters(_ c: StyleCase) {
    var canvas = Canvas(width: 1, height: 1)
    canvas.put("x", x: 0, y: 0, style: c.style)
    #expect(ANSIEncoder.encode(canvas, depth: .trueColor) == c.expected + "\n")
  }

  struct TrailingCase: CustomTestStringConvertible, Sendable {
    var name: String
    var style: Style
    var depth: ColorDepth = .trueColor
    var expected: String
    var testDescription: String { name }
  }

  /// "a" then three spaces in a style: the spaces stay only when they can be seen.
  static let trailingCases: [TrailingCase] = [
    TrailingCase(name: "plain spaces trimmed", style: .plain, expected: "a"),
    TrailingCase(name: "foreground-only spaces trimmed", style: Style(fg: .ansi(1)), expected: "a"),
    TrailingCase(
      name: "bold spaces trimmed", style: Style(attributes: [.bold, .italic]), expected: "a"),
    TrailingCase(
      name: "background spaces kept", style: Style(bg: .ansi(4)),
      expected: "a\(esc)0;44m   \(esc)0m"),
    TrailingCase(
      name: "background spaces kept at 256", style: Style(bg: .rgb(0, 0, 255)), depth: .palette256,
      expected: "a\(esc)0;48;5;21m   \(esc)0m"),
    TrailingCase(
      name: "background spaces trimmed without colour", style: Style(bg: .ansi(4)), depth: .none,
      expected: "a"),
    TrailingCase(
      name: "underlined spaces kept", style: Style(attributes: .underline),
      expected: "a\(esc)0;4m   \(esc)0m"),
    TrailingCase(
      name: "reversed spaces kept without colour", style: Style(attributes: .reverse), depth: .none,
      expected: "a\(esc)0;7m   \(esc)0m"),
    TrailingCase(
      name: "struck-through spaces kept", style: Style(attributes: .strikethrough),
      expected: "a\(esc)0;9m   \(esc)0m"),
  ]

  @Test(arguments: trailingCases)
  func trailingSpaces(_ c: TrailingCase) {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("a", x: 0, y: 0, style: .plain)
    canvas.fill(x: 1, y: 0, width: 3, height: 1, style: c.style)
    #expect(ANSIEncoder.encode(canvas, depth: c.depth) == c.expected + "\n")
  }

  @Test func blankRowsAreEmptyLines() {
    let canvas = Canvas(width: 5, height: 2)
    #expect(ANSIEncoder.encode(canvas, depth: .trueColor) == "\n\n")
    #expect(ANSIEncoder.encode(Canvas(width: 5, height: 0), depth: .trueColor) == "")
  }

  @Test func continuationCellsWriteNothingEvenInAnotherStyle() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.put("漢a", x: 0, y: 0, style: .plain)
    canvas.patchStyle(x: 1, y: 0, width: 1, height: 1, with: Style(fg: .ansi(1)))
    #expect(ANSIEncoder.encode(canvas, depth: .trueColor) == "漢a\n")
  }

  @Test func hostileTextBecomesVisibleSymbols() {
    var canvas = Canvas(width: 30, height: 1)
    canvas.put(
      "\u{1B}[2J\u{1B}]52;c;aGk=\u{07}\u{9B}1m\u{7F}", x: 0, y: 0, style: Style(fg: .ansi(1)))
    #expect(
      ANSIEncoder.encode(canvas, depth: .ansi16) == "\(esc)0;31m␛[2J␛]52;c;aGk=␇�1m␡\(esc)0m\n")
  }

  static let everyCanvasAtEveryDepth: [(String, ColorDepth)] = EncoderFixtures.all.flatMap {
    entry in
    ColorDepth.allCases.map { (entry.name, $0) }
  }

  @Test(arguments: everyCanvasAtEveryDepth)
  func onlySGRAndEveryStyledRowEndsReset(_ name: String, _ depth: ColorDepth) {
    let canvas = EncoderFixtures.all.first { $0.name == name }!.canvas
    let output = ANSIEncoder.encode(canvas, depth: depth)
    #expect(isOnlySGR(output))
    #expect(output.hasSuffix("\n"))
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == canvas.height)
    for (y, line) in lines.enumerated() {
      // The row's last SGR must be the reset, wherever in the row it is.
      let lastSGR = line.split(separator: "\u{1B}", omittingEmptySubsequences: false).dropFirst()
        .last
      #expect(
        lastSGR.map { $0.hasPrefix("[0m") } ?? true,
        "row \(y) leaves a style set: \(line.debugDescription)")
    }
  }

  @Test(arguments: everyCanvasAtEveryDepth)
  func textUnderTheStylesIsTheTextExport(_ name: String, _ depth: ColorDepth) {
    let canvas = EncoderFixtures.all.first { $0.name == name }!.canvas
    let plain = strippingSGR(ANSIEncoder.encode(canvas, depth: depth))
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
    #expect(plain == TextEncoder.encode(canvas))
  }

  @Test(arguments: ColorDepth.allCases)
  func deterministic(_ depth: ColorDepth) {
    let first = ANSIEncoder.encode(EncoderFixtures.assorted, depth: depth)
    #expect(ANSIEncoder.encode(EncoderFixtures.assorted, depth: depth) == first)
    #expect(
      Array(ANSIEncoder.encode(EncoderFixtures.hostile, depth: depth).utf8)
        == Array(ANSIEncoder.encode(EncoderFixtures.hostile, depth: depth).utf8))
  }

  @Test func validatorRejectsOtherSequences() {
    #expect(isOnlySGR("a\(esc)0;1mb\(esc)0m\n"))
    #expect(!isOnlySGR("\(esc)2J"))
    #expect(!isOnlySGR("\u{1B}]52;c;aGk=\u{07}"))
    #expect(!isOnlySGR("\(esc)m"))
    #expect(!isOnlySGR("\(esc)0"))
    #expect(!isOnlySGR("a\u{9B}1m"))
    #expect(!isOnlySGR("a\rb"))
  }
}
