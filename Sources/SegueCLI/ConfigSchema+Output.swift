import SegueCore
import SegueRender

/// What is made from the declarations besides the reader: the JSON Schema editors read, and
/// the commented file of every default that `segue config new` prints.
extension ConfigSchema {
  /// The file name the schema line of `config new` points at: written beside the config
  /// with `segue schema config > …/segue/config.schema.json`.
  static let schemaFileName = "config.schema.json"

  static var jsonSchema: JSONDocument {
    guard case .object(let body) = object(root) else { return .object([]) }
    return .object(
      [
        ("$schema", .string(JSONSchemaParts.draft)), ("title", .string("Segue config")),
        ("description", .string("Segue's config file; every key is described in docs/config.md")),
      ] + body)
  }

  private static func object(_ entries: [(name: String, node: Node)], nullable: Bool = false)
    -> JSONDocument
  {
    JSONSchemaParts.object(
      entries.map { entry in
        switch entry.node {
        case .group(let help, let children):
          (entry.name, JSONSchemaParts.described(object(children, nullable: true), help))
        case .value(let value):
          (entry.name, JSONSchemaParts.described(value.json, value.help))
        }
      }, nullable: nullable)
  }

  /// Every key with its default (or a commented example) and its help as a comment.
  static var template: String {
    var lines = [
      "# yaml-language-server: $schema=\(schemaFileName)",
      "# Segue's config: every key with its default. The command line wins over it, and a",
      "# deck's own theme: over its themes. See docs/config.md; check it with 'segue config check'.",
    ]
    for (name, node) in root {
      lines.append("")
      lines += template(name, node, indent: "")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func template(_ name: String, _ node: Node, indent: String) -> [String] {
    switch node {
    case .group(let help, let children):
      return comment(help, indent) + [indent + name + ":"]
        + children.flatMap { template($0.name, $0.node, indent: indent + "  ") }
    case .value(let value):
      return comment(value.help, indent) + value.template(name).map { indent + $0 }
    }
  }

  /// `text` as comment lines of at most 92 columns.
  private static func comment(_ text: String, _ indent: String) -> [String] {
    var lines: [String] = []
    var line = indent + "#"
    for word in text.split(separator: " ") {
      if line.count + word.count + 1 > 92 {
        lines.append(line)
        line = indent + "#"
      }
      line += " " + word
    }
    return lines + [line]
  }
}
