import SegueRender
import Testing

@testable import SegueTerminal

/// The colour depth the presenter and the viewers draw with, from terminfo and the environment.
@Suite struct ColorCapabilityTests {
  struct DepthCase: Sendable, CustomTestStringConvertible {
    let name: String
    var colors = 256
    var rgbFlag = false
    var requested: ColorDepth? = nil
    var noColor = false
    var colorTerm: String? = nil
    let expected: ColorDepth
    var testDescription: String { name }
  }

  static let depthCases: [DepthCase] = [
    DepthCase(name: "xterm-256color alone", expected: .palette256),
    DepthCase(
      name: "xterm-256color, COLORTERM=truecolor", colorTerm: "truecolor", expected: .trueColor),
    DepthCase(name: "xterm-256color, COLORTERM=24bit", colorTerm: "24bit", expected: .trueColor),
    DepthCase(name: "COLORTERM in capitals", colorTerm: "TrueColor", expected: .trueColor),
    DepthCase(name: "COLORTERM=yes says nothing", colorTerm: "yes", expected: .palette256),
    DepthCase(name: "tmux-256color with COLORTERM", colorTerm: "truecolor", expected: .trueColor),
    DepthCase(name: "a *-direct entry", colors: 1 << 24, expected: .trueColor),
    DepthCase(name: "an entry with RGB or Tc", rgbFlag: true, expected: .trueColor),
    DepthCase(name: "88 colours", colors: 88, expected: .ansi16),
    DepthCase(name: "linux, 8 colours", colors: 8, expected: .ansi16),
    DepthCase(name: "no colours", colors: 0, expected: .none),
    DepthCase(
      name: "no colours, COLORTERM set", colors: 0, colorTerm: "truecolor", expected: .none),
    DepthCase(
      name: "NO_COLOR beats COLORTERM", noColor: true, colorTerm: "truecolor", expected: .none),
    DepthCase(name: "NO_COLOR on a direct entry", colors: 1 << 24, noColor: true, expected: .none),
    DepthCase(
      name: "--colors 24bit on a 256-colour entry", requested: .trueColor, expected: .trueColor),
    DepthCase(
      name: "--colors 256 with COLORTERM=truecolor", requested: .palette256, colorTerm: "truecolor",
      expected: .palette256),
    DepthCase(
      name: "--colors 256 on a direct entry", colors: 1 << 24, requested: .palette256,
      expected: .palette256),
    DepthCase(name: "--colors 16", colors: 1 << 24, requested: .ansi16, expected: .ansi16),
    DepthCase(name: "--colors none", requested: ColorDepth.none, expected: .none),
    DepthCase(
      name: "--colors beats NO_COLOR", requested: .palette256, noColor: true, expected: .palette256),
  ]

  @Test(arguments: depthCases)
  func depth(_ testCase: DepthCase) {
    let capability = ColorCapability(colors: testCase.colors, hasRGBFlag: testCase.rgbFlag)
    let environment = ColorCapability.Environment(
      noColor: testCase.noColor, colorTerm: testCase.colorTerm)
    #expect(
      capability.depth(requested: testCase.requested, environment: environment) == testCase.expected
    )
  }

  @Test func environmentFromVariables() {
    let variables = ["COLORTERM": "truecolor", "NO_COLOR": ""]
    let environment = ColorCapability.Environment { variables[$0] }
    #expect(environment == ColorCapability.Environment(noColor: false, colorTerm: "truecolor"))
    let noColor = ColorCapability.Environment { $0 == "NO_COLOR" ? "1" : nil }
    #expect(noColor == ColorCapability.Environment(noColor: true, colorTerm: nil))
  }
}
