import SegueTestSupport
import Testing

@testable import SegueCore

/// Reading YAML is linear in its size: a mapping of eight times as many keys, or a list of
/// eight times as many items, takes about eight times as long. Each child was appended to
/// an array inside its parent's (indirect) kind, which copied the array every time: a front
/// matter of 20,000 keys took 9 s and a 200 KB `x: [1,1,…]` more than 30 s.
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
  }

  /// The least CPU time of `runs` parses, on this thread: what other tests running at the
  /// same time do to the wall clock does not count.
  func seconds(_ text: String, runs: Int) throws -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = ThreadTime.now
      let value = try YAMLReader.parse(text)
      #expect(value != nil)
      best = min(best, ThreadTime.now - start)
    }
    return best
  }

  @Test(arguments: Shape.allCases) func costGrowsLinearly(shape: Shape) throws {
    let small = try seconds(shape.text(2_000), runs: 5)
    let large = try seconds(shape.text(16_000), runs: 3)
    // Linear is ~8x; the copying was quadratic, ~64x.
    #expect(large / small < 24, "\(shape): 16,000 took \(large / small)x the time of 2,000")
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
