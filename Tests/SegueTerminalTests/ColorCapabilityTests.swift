import SegueRender
import Testing

@testable import SegueTerminal

@Suite struct ColorCapabilityTests {
  struct DepthCase: Sendable, CustomTestStringConvertible {
    let name: String
    let colors: Int
    let requested: ColorDepth?
    let noColor: Bool
    let expected: ColorDepth
    var testDescription: String { name }
  }

  static let depthCases: [DepthCase] = [
    DepthCase(
      name: "direct entry", colors: 1 << 24, requested: nil, noColor: false, expected: .trueColor),
    DepthCase(
      name: "256 colours", colors: 256, requested: nil, noColor: false, expected: .palette256),
    DepthCase(name: "88 colours", colors: 88, requested: nil, noColor: false, expected: .ansi16),
    DepthCase(name: "16 colours", colors: 16, requested: nil, noColor: false, expected: .ansi16),
    DepthCase(name: "8 colours", colors: 8, requested: nil, noColor: false, expected: .ansi16),
    DepthCase(name: "no colours", colors: 0, requested: nil, noColor: false, expected: .none),
    DepthCase(name: "NO_COLOR", colors: 1 << 24, requested: nil, noColor: true, expected: .none),
    DepthCase(
      name: "asked for less", colors: 1 << 24, requested: .ansi16, noColor: false, expected: .ansi16
    ),
    DepthCase(
      name: "asked for none", colors: 256, requested: ColorDepth.none, noColor: false,
      expected: .none),
    DepthCase(
      name: "asked for more than terminfo has", colors: 256, requested: .trueColor, noColor: false,
      expected: .palette256),
    DepthCase(
      name: "asked for colour without colours", colors: 0, requested: .palette256, noColor: false,
      expected: .none),
    DepthCase(
      name: "asking beats NO_COLOR", colors: 256, requested: .palette256, noColor: true,
      expected: .palette256),
  ]

  @Test(arguments: depthCases)
  func depth(_ testCase: DepthCase) {
    let capability = ColorCapability(colors: testCase.colors)
    #expect(
      capability.depth(requested: testCase.requested, noColor: testCase.noColor)
        == testCase.expected)
  }

  struct NumberCase: Sendable, CustomTestStringConvertible {
    let name: String
    let colors: Int
    let color: Color
    let expected: Int32
    var testDescription: String { name }
  }

  static let numberCases: [NumberCase] = [
    NumberCase(name: "default", colors: 256, color: .default, expected: -1),
    NumberCase(name: "direct: default", colors: 1 << 24, color: .default, expected: -1),
    NumberCase(
      name: "direct: ANSI red is the palette's", colors: 1 << 24, color: .ansi(1), expected: 1),
    NumberCase(
      name: "direct: bright red as RGB", colors: 1 << 24, color: .ansi(9), expected: 0xFF0000),
    NumberCase(
      name: "direct: palette 196 as RGB", colors: 1 << 24, color: .indexed(196), expected: 0xFF0000),
    NumberCase(
      name: "direct: palette 3 is the palette's", colors: 1 << 24, color: .indexed(3), expected: 3),
    NumberCase(
      name: "direct: RGB", colors: 1 << 24, color: .rgb(0x12, 0x34, 0x56), expected: 0x123456),
    NumberCase(
      name: "direct: black is not ANSI 0", colors: 1 << 24, color: .rgb(0, 0, 0), expected: 0x010000
    ),
    NumberCase(
      name: "direct: dark blue is not ANSI 5", colors: 1 << 24, color: .rgb(0, 0, 5),
      expected: 0x010005),
    NumberCase(
      name: "direct: blue 8 is itself", colors: 1 << 24, color: .rgb(0, 0, 8), expected: 8),
    NumberCase(name: "256: bright red", colors: 256, color: .ansi(9), expected: 9),
    NumberCase(name: "256: palette 200", colors: 256, color: .indexed(200), expected: 200),
    NumberCase(name: "256: RGB was not degraded", colors: 256, color: .rgb(1, 2, 3), expected: -1),
    NumberCase(name: "16: bright blue", colors: 16, color: .ansi(12), expected: 12),
    NumberCase(name: "8: bright blue falls back to blue", colors: 8, color: .ansi(12), expected: 4),
    NumberCase(
      name: "8: palette 200 was not degraded", colors: 8, color: .indexed(200), expected: -1),
  ]

  @Test(arguments: numberCases)
  func colorNumber(_ testCase: NumberCase) {
    #expect(
      ColorCapability(colors: testCase.colors).number(for: testCase.color) == testCase.expected)
  }

  @Test(
    arguments: [
      ("tmux-256color", ColorDepth.trueColor, ["tmux-direct", "tmux-256color"]),
      ("xterm-256color", .trueColor, ["xterm-direct", "xterm-256color"]),
      ("xterm-256color", nil, ["xterm-256color"]),
      ("xterm-256color", .palette256, ["xterm-256color"]),
      ("tmux-direct", .trueColor, ["tmux-direct"]),
      ("linux", .trueColor, ["linux"]),
    ] as [(String, ColorDepth?, [String])])
  func terminfoEntriesTried(term: String, depth: ColorDepth?, expected: [String]) {
    #expect(TerminalScreen.terminalNames(for: term, depth: depth) == expected)
  }
}
