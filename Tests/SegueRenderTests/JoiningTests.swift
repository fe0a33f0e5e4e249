import Testing

@testable import SegueRender

@Suite struct JoiningTests {
  @Test(arguments: [[], ["a"], ["Ada", "Grace"], ["", "x", ""], ["日本", "é", "😀"]] as [[String]])
  func joinedWithMatchesTheStandardLibrary(parts: [String]) {
    #expect(parts.joinedWith(" · ") == parts.joined(separator: " · "))
  }
}
