import Testing

@testable import SegueCLI

/// `segue notes` and `segue follow` choose their theme by COLORFGBG as the presenter does:
/// a theme whose text cannot be read on the terminal's background gives way to its counterpart.
@Suite struct ViewerThemeTests {
  @Test(
    arguments: [
      ("dark", "0;15", "light"), ("dark", "15;0", "dark"), ("light", "15;0", "dark"),
      ("dark", nil, "dark"), ("nord", "0;15", "nord"), ("mono", "0;15", "mono"),
      ("dark", "garbage", "dark"),
    ] as [(String, String?, String)])
  func theThemeReadsOnTheTerminal(chosen: String, colorFGBG: String?, shown: String) {
    #expect(ViewerCommand.readable(chosen, colorFGBG: colorFGBG) == shown)
  }
}
