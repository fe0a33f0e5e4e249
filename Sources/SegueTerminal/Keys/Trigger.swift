/// What sets off an action in `KeyTable`: a key, keys pressed one after another, keys after a
/// count, a lone digit, or any character of a set.
public enum Trigger: Hashable, Sendable {
  /// One key (`[.home]`), or a sequence pressed within `KeyReader.sequenceTimeoutMilliseconds`
  /// of each other (`g g`).
  case keys([Key])
  /// Keys after a count of digits (`12G`): the command carries the count.
  case counted([Key])
  /// A digit 1–9 pressed when no count is under way: the command carries its value, and the
  /// digit also starts a count, which more digits extend.
  case digit
  /// Any one of these characters (the prompt's text).
  case character(in: String)

  /// A single key.
  static func key(_ key: Key) -> Trigger { .keys([key]) }
  /// A single character key.
  static func char(_ character: Character) -> Trigger { .keys([.character(character)]) }

  /// How help and docs write it: `→`, `Ctrl-R`, `gg`, `nG`, `1…9`, `0…9 / Space`.
  public var label: String {
    switch self {
    case .keys(let keys): Self.label(keys)
    case .counted(let keys): "n" + Self.label(keys)
    case .digit: "1…9"
    case .character(in: let set):
      ((set.filter(\.isNumber).count == 10 ? ["0…9"] : set.filter(\.isNumber).map(String.init))
        + set.filter { !$0.isNumber }.map { Key.character($0).label }).joined(separator: " ")
    }
  }

  /// Characters run together as typed (`gg`); named keys apart (`Ctrl-X Ctrl-S`).
  private static func label(_ keys: [Key]) -> String {
    let labels = keys.map(\.label)
    return keys.allSatisfy(\.isPlainCharacter) && keys.count > 1
      ? labels.joined() : labels.joined(separator: " ")
  }
}

extension Key {
  /// The key as help and docs write it: arrows as arrows, `PgDn`, `Esc`, `Ctrl-R`.
  public var label: String {
    switch self {
    case .left: "←"
    case .right: "→"
    case .up: "↑"
    case .down: "↓"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .escape: "Esc"
    case .delete: "Del"
    default: name
    }
  }

  var isPlainCharacter: Bool {
    if case .character(let c) = self { c != " " } else { false }
  }
}
