/// Finds the action a key asks for in one mode's bindings, keeping what a key leaves pending:
/// the first keys of a sequence (`g` of `g g`) and a count (`12` of `12G`). Pure: the caller
/// forgets the pending part at its deadline (`KeyReader`).
///
/// A digit, in a mode that counts, extends the count; when it starts one, it also selects its
/// section at once (`.digit`), like tapping a segment, so `1`, `0`, `G` typed slowly shows
/// section 1 on the way to slide 10. A key that neither continues a sequence nor takes the
/// count drops them and is then looked up alone: `g →` is next, `1 l` is section 1 then next.
struct KeyMatcher: Equatable, Sendable {
  private(set) var pending: [Key] = []
  private(set) var count: Int?

  /// Whether a sequence or a count is waiting for its next key.
  var isWaiting: Bool { !pending.isEmpty || count != nil }

  mutating func match(_ key: Key, in bindings: [Binding]) -> Command? {
    if !pending.isEmpty {
      switch advance(pending + [key], in: bindings) {
      case .complete(let command): return command
      case .waiting: return nil
      case .none: reset()
      }
    }
    if let digit = key.digit, bindings.contains(where: \.counts) {
      let starts = count == nil
      count = min(99_999, (count ?? 0) * 10 + digit)
      guard starts, digit > 0,
        let binding = bindings.first(where: { $0.triggers.contains(.digit) })
      else { return nil }
      return Command(binding.action, count: digit, key: key)
    }
    switch advance([key], in: bindings) {
    case .complete(let command): return command
    case .waiting: return nil
    case .none: reset()
    }
    let typed = bindings.first { $0.triggers.contains { $0.types(key) } }
    return typed.map { Command($0.action, key: key) }
  }

  /// No key came in time: the sequence and the count are forgotten.
  mutating func reset() {
    pending = []
    count = nil
  }

  private enum Step {
    case complete(Command)
    /// The keys begin a longer trigger: they are kept pending.
    case waiting
    case none
  }

  /// What `sequence` (the pending keys and the new one) does. With a count under way, the
  /// triggers that take it come first: `12G` is slide 12, `G` alone the last slide.
  private mutating func advance(_ sequence: [Key], in bindings: [Binding]) -> Step {
    let key = sequence[sequence.count - 1]
    var beginsCounted = false
    if let count {
      for (action, keys) in triggers(in: bindings, counted: true) {
        if keys == sequence {
          reset()
          return .complete(Command(action, count: count, key: key))
        }
        beginsCounted = beginsCounted || keys.starts(with: sequence)
      }
    }
    var begins = beginsCounted
    for (action, keys) in triggers(in: bindings, counted: false) {
      if keys == sequence {
        reset()
        return .complete(Command(action, key: key))
      }
      begins = begins || (keys.count > sequence.count && keys.starts(with: sequence))
    }
    guard begins else { return .none }
    pending = sequence
    if !beginsCounted { count = nil }
    return .waiting
  }

  /// The key sequences of `.counted` triggers, or of `.keys` ones, with their actions in order.
  private func triggers(in bindings: [Binding], counted: Bool) -> [(Action, [Key])] {
    bindings.flatMap { binding in
      binding.triggers.compactMap { trigger in
        switch trigger {
        case .counted(let keys) where counted: (binding.action, keys)
        case .keys(let keys) where !counted: (binding.action, keys)
        default: nil
        }
      }
    }
  }
}

extension Binding {
  /// Whether a digit in this binding's mode counts (`12G`) rather than being a key of its own.
  var counts: Bool {
    triggers.contains {
      switch $0 {
      case .counted, .digit: true
      default: false
      }
    }
  }
}

extension Trigger {
  /// Whether this is a character set holding `key`'s character.
  func types(_ key: Key) -> Bool {
    guard case .character(in: let set) = self, case .character(let c) = key else { return false }
    return set.contains(c)
  }
}

extension Key {
  /// An ASCII digit's value.
  var digit: Int? {
    guard case .character(let c) = self, c.isASCII else { return nil }
    return c.wholeNumberValue
  }
}
