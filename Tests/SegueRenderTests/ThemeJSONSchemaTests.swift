import SegueCore
import Testing

@testable import SegueRender

/// The theme JSON Schema is made from `ThemeSchema`: every key of the reader is in it, and
/// every kind of value has a schema of its own (not the any-scalar stand-in).
@Suite struct ThemeJSONSchemaTests {
  @Test func everyValueKindHasASchema() {
    func walk(_ node: ThemeSchema.Node, _ path: String) {
      switch node {
      case .group(let entries):
        for (name, child) in entries { walk(child, path + "." + name) }
      case .value(let kind, _):
        #expect(ThemeJSONSchema.value(kind: kind) != nil, "\(path): \(kind)")
      }
    }
    walk(ThemeSchema.root, "")
  }

  @Test func everyKeyOfTheReaderIsInTheSchema() {
    let text = ThemeJSONSchema.document.text()
    for path in ThemeSchema.allKeyPaths {
      let name = path.split(separator: ".").last.map(String.init) ?? path
      #expect(text.contains("\"\(name)\": {"), "\(path)")
    }
  }

  @Test func choicesAreEnums() {
    #expect(
      ThemeJSONSchema.value(kind: "left, center or right")
        == JSONSchemaParts.choice(["left", "center", "right"]))
    #expect(
      ThemeJSONSchema.value(kind: "whole number from 0 to 20")
        == .object([("type", .string("integer")), ("minimum", .int(0)), ("maximum", .int(20))]))
  }
}
