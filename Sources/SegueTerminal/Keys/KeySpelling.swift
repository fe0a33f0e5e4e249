import SegueCore

/// How a config file writes keys, in presenterm's spelling so that its users recognise it:
/// a plain character is itself (`l`, `G`, `?`), a named key is in angle brackets (`<right>`,
/// `<page_down>`, `<c-e>`, `<f5>`), keys written together are a sequence (`gg`, `<c-x><c-s>`),
/// `<number>` before keys takes a count (`<number>G`), and `<digit>` is a lone digit 1–9.
public enum KeySpelling {
  /// The named keys, as written between angle brackets.
  static let names: [(name: String, key: Key)] = [
    ("left", .left), ("right", .right), ("up", .up), ("down", .down),
    ("page_up", .pageUp), ("page_down", .pageDown), ("home", .home), ("end", .end),
    ("tab", .tab), ("backtab", .backTab), ("enter", .enter), ("backspace", .backspace),
    ("del", .delete), ("esc", .escape), ("space", .character(" ")), ("lt", .character("<")),
  ]

  /// Every name `<…>` may hold besides `c-x` and `f1`…`f12`, for suggestions.
  public static var allNames: [String] { names.map(\.name) + ["number", "digit", "c-e", "f5"] }

  /// Why a spelling is not a key or sequence.
  public struct Problem: Error, Equatable, Sendable {
    public var message: String
  }

  /// The trigger `text` spells.
  public static func trigger(_ text: String) -> Result<Trigger, Problem> {
    if text == "<digit>" { return .success(.digit) }
    var rest = Substring(text)
    let counted = rest.hasPrefix("<number>")
    if counted { rest = rest.dropFirst("<number>".count) }
    guard !rest.isEmpty else {
      let what = counted ? "'<number>' must be followed by keys, as in <number>G" : "a key is empty"
      return .failure(Problem(message: what))
    }
    var keys: [Key] = []
    while let first = rest.first {
      if first == "<", rest.count > 1, let close = rest.firstIndex(of: ">") {
        let name = String(rest[rest.index(after: rest.startIndex)..<close])
        guard let key = named(name.lowercased()) else {
          return .failure(
            Problem(
              message: "unknown key '<\(name)>'" + Suggestion.hint(for: name, in: allNames)
                + "; write a character as itself, or a name such as <right>, <c-e>, <f5>"))
        }
        keys.append(key)
        rest = rest[rest.index(after: close)...]
      } else {
        guard !first.unicodeScalars.contains(where: ControlCharacters.isControl) else {
          return .failure(Problem(message: "a key is a printable character or a <name>"))
        }
        keys.append(.character(first))
        rest = rest.dropFirst()
      }
    }
    return .success(counted ? .counted(keys) : .keys(keys))
  }

  /// The key `<name>` names: a named key, `c-x` (Ctrl-X), or `f1`…`f12`.
  static func named(_ name: String) -> Key? {
    if let found = names.first(where: { $0.name == name }) { return found.key }
    if name.hasPrefix("c-"), name.count == 3, let c = name.last {
      // The terminal sends these four as the keys they are named after.
      switch c {
      case "h": return .backspace
      case "i": return .tab
      case "j", "m": return .enter
      case "a"..."z", "@", "\\", "]", "^", "_": return .control(c)
      default: return nil
      }
    }
    if name.hasPrefix("f"), let n = Int(name.dropFirst()), (1...12).contains(n) {
      return .function(n)
    }
    return nil
  }

  /// How a config file writes `trigger` (the inverse of `trigger(_:)`); a character set is
  /// written one character per entry.
  public static func spelled(_ trigger: Trigger) -> [String] {
    switch trigger {
    case .keys(let keys): [keys.map(spelled).joined()]
    case .counted(let keys): ["<number>" + keys.map(spelled).joined()]
    case .digit: ["<digit>"]
    case .character(in: let set): set.map { spelled(.character($0)) }
    }
  }

  /// One key as a config file writes it.
  public static func spelled(_ key: Key) -> String {
    if let found = names.first(where: { $0.key == key }) { return "<\(found.name)>" }
    switch key {
    case .character(let c): return String(c)
    case .control(let c): return "<c-\(c)>"
    case .function(let n): return "<f\(n)>"
    default: return key.name
    }
  }
}
