import SegueCore

/// Reads a config file's `keys:` over a key table: each action named gets the keys given in
/// place of its defaults, in every mode that has it (`next: [l, <space>]`), or in one mode
/// (`modes: {overview: {close: [q]}}`); then every conflict the result holds is an error at
/// the keys that caused it.
public struct KeyBindingsReader {
  let file: SourceText
  public private(set) var diagnostics: [Diagnostic] = []
  /// Where each key of a remapped (mode, action) was written: conflicts point there.
  private var written: [KeyMode: [Action: [Trigger: YAMLValue]]] = [:]
  private var reported: Set<String> = []

  public init(file: SourceText) {
    self.file = file
  }

  /// The key `keys:` takes beside action names, for bindings of one mode.
  public static let modesKey = "modes"

  /// `table` with the bindings of `value` (the `keys:` mapping) laid over it.
  public mutating func read(_ value: YAMLValue, over table: KeyTable) -> KeyTable {
    var table = table
    for (key, node) in pairs(value, "keys") {
      if key.scalar == Self.modesKey {
        readModes(node, into: &table)
      } else if let action = action(key) {
        let modes = KeyMode.allCases.filter { mode in table[mode].contains { $0.action == action } }
        bind(action, node, in: modes, table: &table)
      }
    }
    for conflict in table.conflicts { report(conflict) }
    return table
  }

  private mutating func readModes(_ value: YAMLValue, into table: inout KeyTable) {
    let names = KeyMode.allCases.map(\.rawValue)
    for (key, node) in pairs(value, "keys.modes") {
      guard let mode = KeyMode(rawValue: key.scalar ?? "") else {
        let given = key.scalar ?? "?"
        fail(
          "unknown mode '\(given)'" + Suggestion.hint(for: given, in: names)
            + "; modes: \(names.joined(separator: ", "))", key)
        continue
      }
      for (key, node) in pairs(node, "keys.modes.\(mode.rawValue)") {
        guard let action = action(key) else { continue }
        guard table[mode].contains(where: { $0.action == action }) else {
          let actions = table[mode].map(\.action.configName)
          fail(
            "'\(mode.rawValue)' has no '\(action.configName)'; its actions: "
              + actions.joined(separator: ", "), key)
          continue
        }
        bind(action, node, in: [mode], table: &table)
      }
    }
  }

  /// Replaces `action`'s triggers in `modes` with those `node` spells.
  private mutating func bind(
    _ action: Action, _ node: YAMLValue, in modes: [KeyMode], table: inout KeyTable
  ) {
    guard let spelled = triggers(node, for: action) else { return }
    for mode in modes {
      guard let index = table[mode].firstIndex(where: { $0.action == action }) else { continue }
      table.modes[mode]?[index].triggers = spelled.map(\.trigger)
      written[mode, default: [:]][action] = Dictionary(spelled, uniquingKeysWith: { a, _ in a })
    }
  }

  /// The triggers of a string or a list of strings; the prompt's `type` takes characters.
  private mutating func triggers(_ node: YAMLValue, for action: Action)
    -> [(trigger: Trigger, node: YAMLValue)]?
  {
    let items: [YAMLValue]
    switch node.kind {
    case .scalar: items = [node]
    case .sequence(let list) where !list.isEmpty: items = list
    default:
      fail("'\(action.configName)' takes a key or a list of keys, as in [l, <right>, <c-f>]", node)
      return nil
    }
    var triggers: [Trigger] = []
    for item in items {
      guard let text = item.scalar else {
        fail("a key is text, as in l, gg, <right> or <c-f>", item)
        return nil
      }
      switch KeySpelling.trigger(text) {
      case .success(let trigger): triggers.append(trigger)
      case .failure(let problem):
        fail(problem.message, item)
        return nil
      }
    }
    guard action == .type else { return Array(zip(triggers, items)) }
    // The prompt types characters: one set of them, as the default is.
    var set = ""
    for (trigger, item) in zip(triggers, items) {
      guard case .keys(let keys) = trigger, keys.count == 1, case .character(let c) = keys[0]
      else {
        fail("'type' takes single characters, as in [\"0\", \"1\", /]", item)
        return nil
      }
      set.append(c)
    }
    return [(.character(in: set), node)]
  }

  /// Says a conflict at the keys written for one of its sides (the later one when both
  /// were), once however many modes share it.
  private mutating func report(_ conflict: KeyConflict) {
    let mode = conflict.mode
    func node(_ side: (action: Action, trigger: Trigger)) -> YAMLValue? {
      written[mode]?[side.action]?[side.trigger]
    }
    let (first, second) = (conflict.first, conflict.second)
    let (here, there) = node(second) != nil ? (second, first) : (first, second)
    guard let at = node(here) else { return }
    let key = "\(at.line):\(at.column) \(here) \(there)"
    guard reported.insert(key).inserted else { return }
    let place: String
    if let thereNode = node(there) {
      place = " (at \(thereNode.line):\(thereNode.column))"
    } else if written[mode]?[there.action] == nil {
      place = " (\(there.action.configName)'s default keys)"
    } else {
      place = ""
    }
    let other = here.action == there.action ? "itself" : "'\(there.action.configName)'"
    fail(
      "'\(here.action.configName)' (\(here.trigger.label)) conflicts with \(other) "
        + "(\(there.trigger.label)) in \(mode.rawValue) mode: \(conflict.reason)\(place)", at)
  }

  /// The action a key names, or nil with a problem.
  private mutating func action(_ key: YAMLValue) -> Action? {
    let given = key.scalar ?? "?"
    if let action = Action(configName: given) { return action }
    let names = Action.allCases.map(\.configName)
    fail(
      "unknown action '\(given)'" + Suggestion.hint(for: given, in: names + [Self.modesKey])
        + "; actions: \(names.joined(separator: ", "))", key)
    return nil
  }

  private mutating func pairs(_ value: YAMLValue, _ place: String) -> [(YAMLValue, YAMLValue)] {
    if value.isNull { return [] }
    guard case .mapping(let pairs) = value.kind else {
      fail("'\(place)' must be a mapping of actions to keys, as in next: [l, <right>]", value)
      return []
    }
    return pairs.map { ($0.key, $0.value) }
  }

  private mutating func fail(_ message: String, _ node: YAMLValue) {
    diagnostics.append(.error(message, at: file.location(line: node.line, column: node.column)))
  }
}
