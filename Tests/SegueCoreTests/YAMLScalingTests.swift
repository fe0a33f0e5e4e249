import Testing

@testable import SegueCore

/// Reading YAML: large mappings and lists are read (each child was once appended to an array
/// inside its parent's kind, copying the array every time: a front matter of 20,000 keys took
/// 9 s and a 200 KB `x: [1,1,…]` more than 30 s), and children keep their order.
@Suite(.serialized) struct YAMLScalingTests {
  enum Shape: String, CaseIterable, Sendable {
    case mappingKeys, flowListItems, blockListItems, nestedMappings

    func text(_ n: Int) -> String {
      switch self {
      case .mappingKeys: (0..<n).map { "k\($0): \($0)\n" }.joined()
      case .flowListItems: "x: [" + String(repeating: "1,", count: n) + "1]\n"
      case .blockListItems: "x:\n" + String(repeating: "  - 1\n", count: n)
      case .nestedMappings: "palette:\n" + (0..<n).map { "  c\($0): \"#112233\"\n" }.joined()
      }
    }

    /// About 2 MiB of the shape.
    var countOfTwoMebibytes: Int {
      switch self {
      case .mappingKeys: 140_000
      case .flowListItems: 1_000_000
      case .blockListItems: 350_000
      case .nestedMappings: 80_000
      }
    }
  }

  /// Each shape at about 2 MiB, half the deck cap (a front matter is part of a deck), is
  /// read. When each child copied its parent's array, a tenth of this took 9 s to over 30 s;
  /// read linearly it takes about a second in a debug build. The time limit only catches
  /// that hang: the seconds are `make bench`'s, never a test's.
  @Test(.timeLimit(.minutes(3)), arguments: Shape.allCases)
  func aFrontMatterOfTwoMebibytesIsRead(shape: Shape) throws {
    let text = shape.text(shape.countOfTwoMebibytes)
    #expect((1 << 20..<4 << 20).contains(text.utf8.count))
    #expect(try YAMLReader.parse(text) != nil)
  }

  @Test func childrenKeepTheirOrder() throws {
    let value = try #require(try YAMLReader.parse("a: 1\nb: [x, y]\nc: {d: 2}\n"))
    guard case .mapping(let pairs) = value.kind else {
      Issue.record("not a mapping")
      return
    }
    #expect(
      pairs.map { $0.key.kind } == [
        .scalar("a", isPlain: true), .scalar("b", isPlain: true), .scalar("c", isPlain: true),
      ])
    guard case .sequence(let items) = pairs[1].value.kind else {
      Issue.record("not a list")
      return
    }
    #expect(items.map(\.kind) == [.scalar("x", isPlain: true), .scalar("y", isPlain: true)])
  }
}
