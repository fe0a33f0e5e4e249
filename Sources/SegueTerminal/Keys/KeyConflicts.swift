/// Two triggers of one mode that cannot both work: the same keys twice, keys that begin a
/// longer sequence (which could then never be typed), a digit where digits count, or a
/// character the prompt types.
public struct KeyConflict: Equatable, Sendable {
  public var mode: KeyMode
  /// The binding and trigger found first, in the mode's order.
  public var first: (action: Action, trigger: Trigger)
  public var second: (action: Action, trigger: Trigger)
  public var reason: String

  public static func == (a: KeyConflict, b: KeyConflict) -> Bool {
    a.mode == b.mode && a.first.action == b.first.action && a.first.trigger == b.first.trigger
      && a.second.action == b.second.action && a.second.trigger == b.second.trigger
  }
}

extension KeyTable {
  /// Every conflict of every mode; none in `standard` (a test keeps it so).
  public var conflicts: [KeyConflict] {
    KeyMode.allCases.flatMap { mode in Self.conflicts(in: self[mode], mode: mode) }
  }

  static func conflicts(in bindings: [Binding], mode: KeyMode) -> [KeyConflict] {
    let triggers = bindings.flatMap { b in b.triggers.map { (action: b.action, trigger: $0) } }
    var found: [KeyConflict] = []
    // A digit is the count's in a mode that counts: a binding that starts with one is dead.
    if let counting = triggers.first(where: { $0.trigger == .digit || $0.trigger.isCounted }) {
      for t in triggers where t.trigger.keys?.first?.digit != nil {
        found.append(
          KeyConflict(
            mode: mode, first: counting, second: t, reason: "digits make a count in this mode"))
      }
    }
    for (i, a) in triggers.enumerated() {
      for b in triggers[(i + 1)...] {
        if let reason = clash(a.trigger, b.trigger) {
          found.append(KeyConflict(mode: mode, first: a, second: b, reason: reason))
        }
      }
    }
    return found
  }

  /// Why `a` and `b` cannot share a mode; nil when they can.
  private static func clash(_ a: Trigger, _ b: Trigger) -> String? {
    switch (a, b) {
    case (.keys(let x), .keys(let y)), (.counted(let x), .counted(let y)):
      if x == y { return "the same keys" }
      if y.starts(with: x) { return "'\(Trigger.keys(x).label)' begins '\(Trigger.keys(y).label)'" }
      if x.starts(with: y) { return "'\(Trigger.keys(y).label)' begins '\(Trigger.keys(x).label)'" }
    case (.keys(let x), .character(in: let set)), (.character(in: let set), .keys(let x)):
      if case .character(let c)? = x.first, set.contains(c) {
        return "the prompt types '\(Key.character(c).label)'"
      }
    case (.digit, .digit): return "both take the digits"
    default: break
    }
    return nil
  }
}

extension Trigger {
  /// The keys of a `.keys` trigger.
  var keys: [Key]? {
    if case .keys(let keys) = self { return keys }
    return nil
  }

  var isCounted: Bool {
    if case .counted = self { return true }
    return false
  }
}
