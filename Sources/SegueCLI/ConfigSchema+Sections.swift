import SegueCore
import SegueExec
import SegueTerminal

/// The two sections of the config with readers of their own: `executors:` (read as
/// Resources/executors.yaml is) and `keys:` (`KeyBindingsReader`).
extension ConfigSchema {
  static var renderers: Node {
    .value(
      Value(
        help: "Diagram programs that are not on PATH, by name: where each one is.",
        json: .object([
          ("type", .string("object")),
          ("propertyNames", .object([("enum", .array(DiagramPrograms.known.map { .string($0) }))])),
          ("additionalProperties", string),
        ]),
        template: { name in
          ["\(name): {}", "#  mmdc: ~/talks/node_modules/.bin/mmdc"]
        },
        apply: { config, value, reader in reader.renderers(value, into: &config) }))
  }

  static var executors: Node {
    .value(
      Value(
        help: "Snippet executors, laid over the built-in ones (Resources/executors.yaml): "
          + "an entry replaces that language's whole.",
        json: .object([
          ("type", .string("object")), ("additionalProperties", executorEntry(alternatives: true)),
        ]),
        template: { name in
          [
            "\(name): {}", "#  ruby:", "#    input: snippet.rb", "#    commands: [[ruby, $file]]",
          ]
        },
        apply: { config, value, reader in reader.executors(value, into: &config) }))
  }

  /// One language's entry, from the keys the executors reader takes.
  static func executorEntry(alternatives: Bool) -> JSONDocument {
    let words = JSONDocument.object([("type", .string("array")), ("items", string)])
    var keys = ExecutorFile.entryKeys
    if !alternatives { keys = keys.filter { $0 != "aliases" && $0 != "alternatives" } }
    return JSONSchemaParts.object(
      keys.map { key in
        switch key {
        case "commands": (key, .object([("type", .string("array")), ("items", words)]))
        case "environment":
          (key, .object([("type", .string("object")), ("additionalProperties", string)]))
        case "aliases": (key, words)
        case "alternatives":
          (
            key,
            .object([
              ("type", .string("object")),
              ("additionalProperties", executorEntry(alternatives: false)),
            ])
          )
        default: (key, string)
        }
      })
  }

  static var keys: Node {
    .value(
      Value(
        help: "Key bindings: an action and its keys (l, <right>, <c-f>, gg, <number>G, <digit>) "
          + "replace that action's keys in every mode that has it; under modes:, in one mode.",
        json: keysJSON, template: keysTemplate,
        apply: { config, value, reader in reader.keys(value, into: &config) }))
  }

  /// A key or a list of keys.
  static let keyList = JSONDocument.object(
    [
      (
        "anyOf",
        .array([
          string, .object([("type", .string("array")), ("items", string), ("minItems", .int(1))]),
        ])
      )
    ])

  static var keysJSON: JSONDocument {
    let actions = Action.allCases.map {
      ($0.configName, JSONSchemaParts.described(keyList, $0.help))
    }
    let modes = KeyMode.allCases.map { mode in
      (
        mode.rawValue,
        JSONSchemaParts.object(
          KeyTable.standard[mode].map {
            ($0.action.configName, JSONSchemaParts.described(keyList, $0.action.help))
          })
      )
    }
    return JSONSchemaParts.object(
      actions + [(KeyBindingsReader.modesKey, JSONSchemaParts.object(modes))])
  }

  /// The default keys: an action with the same keys in every mode that has it once, the
  /// others under `modes:`, so that reading the template gives the standard table back.
  static func keysTemplate(_ name: String) -> [String] {
    let table = KeyTable.standard
    var shared: [String] = []
    var perMode: [KeyMode: [String]] = [:]
    for action in Action.allCases {
      let bound = KeyMode.allCases.compactMap { mode in
        table[mode].first { $0.action == action }.map { (mode, $0.triggers) }
      }
      guard let first = bound.first else { continue }
      if bound.allSatisfy({ $0.1 == first.1 }) {
        shared.append("  \(action.configName): \(spelled(first.1))")
      } else {
        for (mode, triggers) in bound {
          perMode[mode, default: []].append("      \(action.configName): \(spelled(triggers))")
        }
      }
    }
    let modes = KeyMode.allCases.flatMap { mode in
      perMode[mode].map { ["    \(mode.rawValue):"] + $0 } ?? []
    }
    return ["\(name):"] + shared + ["  \(KeyBindingsReader.modesKey):"] + modes
  }

  /// Triggers as a YAML flow list of quoted keys.
  static func spelled(_ triggers: [Trigger]) -> String {
    let words = triggers.flatMap(KeySpelling.spelled).map { JSONString.quoted($0) }
    return "[" + words.joined(separator: ", ") + "]"
  }
}
