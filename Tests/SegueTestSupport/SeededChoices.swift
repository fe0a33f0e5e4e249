/// SplitMix64: a tiny seeded generator, so random tests replay exactly on every machine.
public struct SplitMix64: RandomNumberGenerator {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The choices of the generated-deck property tests, all drawn from one `SplitMix64`.
///
/// In the test support so that every test target's generators draw alike.
public protocol SeededChoices {
  var rng: SplitMix64 { get set }
}

extension SeededChoices {
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  public mutating func number(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &rng)
  }
  public mutating func pick<T>(_ options: [T]) -> T { options[number(0...options.count - 1)] }
}
