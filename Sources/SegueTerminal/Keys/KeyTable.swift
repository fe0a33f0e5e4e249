/// Which key map is in force: one per mode of the presenter and per second-screen view.
public enum KeyMode: String, CaseIterable, Sendable {
  /// The presenter's slides.
  case slides
  /// The presenter's notes overlay: the slides' keys, which page under it, and its own close.
  case notes
  /// The presenter's `?` overlay.
  case help
  case overview
  /// The presenter's `:` go-to prompt.
  case prompt
  /// The presenter's `/` search prompt.
  case search
  /// The presenter's slides while a search's matches are shown (`n`, `N`, Esc clears).
  case found
  /// A terminal program in the slide has the keys (`Ctrl-T`): every key but its own goes to
  /// the program.
  case terminal
  /// `segue notes`: its keys drive the presenter.
  case speaker
  /// `segue follow`, the audience's mirror.
  case follow
}

/// The keys of one action in one mode.
public struct Binding: Equatable, Sendable {
  public var action: Action
  public var triggers: [Trigger]

  public init(_ action: Action, _ triggers: [Trigger]) {
    self.action = action
    self.triggers = triggers
  }

  /// The keys as help lists them: `→ l Space n PgDn Enter`.
  public var keysLabel: String { triggers.map(\.label).joined(separator: " ") }
}

/// Every key of every mode, as data: the key handling of the presenter and of both viewers
/// reads it (through `KeyReader`), and the `?` overlay, `--help` and the docs' key tables are
/// made from it, so a key is bound, documented and listed in one place.
///
/// A mode's bindings are a list, one per action, in the order help lists them; when two
/// bindings claim a key the first wins. Remapping (the config file's `keys:`,
/// `KeyBindingsReader`) replaces the triggers of the actions it names, and refuses a table
/// with `conflicts`.
public struct KeyTable: Sendable {
  public var modes: [KeyMode: [Binding]]

  public init(modes: [KeyMode: [Binding]]) {
    self.modes = modes
  }

  public subscript(mode: KeyMode) -> [Binding] { modes[mode] ?? [] }

  /// The `?` overlay's lines: the slides' keys, then the mouse. The two scrolling actions
  /// share a line, so the help still fits a 24-row terminal.
  public var helpLines: [(keys: String, action: String)] {
    let bindings = self[.slides]
    let up = bindings.first { $0.action == .scrollUp }
    return bindings.compactMap { binding in
      switch binding.action {
      case .scrollUp where up != nil: return nil
      case .scrollDown where up != nil:
        return (binding.keysLabel + " / " + up!.keysLabel, Self.scrollHelp)
      default: return (binding.keysLabel, binding.action.help)
      }
    } + [Self.mouseHelp]
  }

  /// The scrolling keys' shared help line.
  static let scrollHelp = "scroll a long slide down / up half a screen"

  /// The `?` overlay's last line: the keys that close it.
  public var helpFooter: String {
    let close = self[.help].filter { $0.action == .close }.map(\.keysLabel).joined(separator: " ")
    return close + " closes this help"
  }

  /// What the mouse does on a slide (no key to bind, but help lists it).
  public static let mouseHelp = (
    keys: "mouse", action: "click a tab or a dot; the wheel scrolls or pages"
  )

  /// A mode's keys as a Markdown table, as README.md and docs/ carry them.
  public func markdown(_ mode: KeyMode) -> [String] {
    ["| keys | action |", "|---|---|"]
      + self[mode].map { binding in
        let keys = binding.triggers.map { "`\($0.label)`" }.joined(separator: " ")
        return "| \(keys) | \(binding.action.help) |"
      }
  }

  /// A mode's keys as an indented plain-text table, as `--help` prints them.
  public func plainText(_ mode: KeyMode, indent: Int = 2) -> String {
    let bindings = self[mode]
    let width = bindings.map(\.keysLabel.count).max() ?? 0
    return bindings.map { binding in
      let keys = binding.keysLabel
      return String(repeating: " ", count: indent) + keys
        + String(repeating: " ", count: width - keys.count + 3) + binding.action.help
    }.joined(separator: "\n")
  }
}
