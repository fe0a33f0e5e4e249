import SegueCore
import SegueExec
import SegueRender
import SegueTerminal

/// Every key a config file may hold, with what it sets, its help and its default: the one
/// description of the format that the reader (`ConfigReader`), `segue config new` and
/// `segue schema config` all walk.
enum ConfigSchema {
  /// A key: a group of keys, or a value.
  indirect enum Node {
    case group(help: String, [(name: String, node: Node)])
    case value(Value)
  }

  /// A value's declaration.
  struct Value {
    /// The comment `config new` writes above it, and the schema's description.
    var help: String
    var json: JSONDocument
    /// The lines `config new` writes for it under `name` (a default, or a commented example).
    var template: (_ name: String) -> [String]
    var apply: (inout Config, YAMLValue, inout ConfigReader) -> Void
  }

  static var root: [(name: String, node: Node)] {
    [
      (
        "theme",
        .group(
          help: "Themes: a built-in name, one of yours, or a path; a deck's own theme: wins.",
          [
            (
              "default",
              theme(
                \.defaultTheme,
                "Every deck's theme; unset, the terminal's background picks light or dark.")
            ),
            ("light", theme(\.lightTheme, "The theme on a light background.")),
            ("dark", theme(\.darkTheme, "The theme on a dark background.")),
          ])
      ),
      ("transitions", transitions),
      ("colors", colors),
      ("image_protocol", imageProtocol),
      ("speaker", .group(help: "The speaker view (segue notes).", [("duration", duration)])),
      ("executors", executors),
      ("renderers", renderers),
      ("keys", keys),
    ]
  }

  static func theme(_ path: WritableKeyPath<Config, String>, _ help: String) -> Node {
    let fallback = Config()[keyPath: path]
    return .value(
      Value(
        help: help, json: string, template: { ["\($0): \(fallback)"] },
        apply: { config, value, reader in
          if let name = reader.themeName(value) { config[keyPath: path] = name }
        }))
  }

  static func theme(_ path: WritableKeyPath<Config, String?>, _ help: String) -> Node {
    .value(
      Value(
        help: help, json: string, template: { ["# \($0): nord"] },
        apply: { config, value, reader in
          if let name = reader.themeName(value) { config[keyPath: path] = name }
        }))
  }

  static var transitions: Node {
    .value(
      Value(
        help: "Slide animations; false is --no-transitions for every talk.",
        json: JSONSchemaParts.flag, template: { ["\($0): true"] },
        apply: { config, value, reader in
          if let on = reader.flag(value) { config.transitions = on }
        }))
  }

  static var colors: Node {
    let words = ["auto"] + ColorDepth.allCases.map(\.rawValue)
    return .value(
      Value(
        help: "Colour depth, as --colors: auto asks the terminal.",
        json: JSONSchemaParts.choice(words), template: { ["\($0): auto"] },
        apply: { config, value, reader in
          guard let word = reader.choice(value, words) else { return }
          config.colors = ColorDepth(parsing: word)
        }))
  }

  static var imageProtocol: Node {
    let words = ["auto"] + ImageProtocol.allCases.map(\.rawValue)
    return .value(
      Value(
        help: "Images, as --image-protocol: auto asks the terminal.",
        json: JSONSchemaParts.choice(words), template: { ["\($0): auto"] },
        apply: { config, value, reader in
          guard let word = reader.choice(value, words) else { return }
          config.imageProtocol = ImageProtocolOption(parsing: word) ?? .auto
        }))
  }

  static var duration: Node {
    .value(
      Value(
        help: "The talk's length, as segue notes --duration (20m, 1h30m, 90s, \"25:00\").",
        json: .object([("type", .array([.string("string"), .string("integer")]))]),
        template: { ["# \($0): 20m"] },
        apply: { config, value, reader in
          if let seconds = reader.duration(value) { config.speakerDuration = seconds }
        }))
  }

  static let string = JSONDocument.object([("type", .string("string"))])
}
