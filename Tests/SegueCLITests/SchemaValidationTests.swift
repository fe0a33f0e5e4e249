import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// The JSON Schemas of `segue schema config|theme` checked by a real validator (Python's
/// jsonschema, Debian's python3-jsonschema): every built-in theme and the `config new` file
/// validate, and a file the readers refuse does not.
@Suite(
  .serialized,
  .enabled(
    if: Validator.found,
    "python3 with jsonschema and yaml is absent (apt-get install python3-jsonschema python3-yaml)"
  ))
struct SchemaValidationTests {
  static func python(_ arguments: [String]) throws -> (status: Int32, out: String) {
    try Validator.python(arguments)
  }

  func segue(_ arguments: [String]) -> String {
    var output = CapturedOutput()
    _ = SegueCommand.run(arguments, output: &output)
    return output.stdout
  }

  /// Validates `files` (name → YAML text) against `segue schema KIND`.
  func validate(_ kind: String, _ files: [(String, String)]) throws -> (status: Int32, out: String)
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("schema.json").path
    try segue(["schema", kind]).write(toFile: schema, atomically: true, encoding: .utf8)
    var paths: [String] = []
    for (name, text) in files {
      let path = folder.appendingPathComponent(name).path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/schema/validate.py").path
    return try Self.python([script, schema] + paths)
  }

  @Test func everyBuiltInThemeValidates() throws {
    let folder = TestPaths.packageRoot.appendingPathComponent("Themes")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(names.count >= 8)
    let files = try names.map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
    let result = try validate("theme", files)
    #expect(result.status == 0, "\(result.out)")
  }

  @Test func theNewConfigValidates() throws {
    let result = try validate("config", [("config.yaml", segue(["config", "new"]))])
    #expect(result.status == 0, "\(result.out)")
  }

  @Test func aConfigWithKeysOfEveryKindValidates() throws {
    let yaml = """
      theme: {default: nord, light: light, dark: dark}
      transitions: false
      colors: "256"
      image_protocol: kitty
      speaker: {duration: 20m}
      executors:
        zig: {input: main.zig, commands: [[zig, run, $file]], alternatives: {x: {input: stdin, commands: [[x]]}}}
      keys:
        next: l
        quit: [q, "<c-c>"]
        modes: {overview: {close: ["<esc>"]}}
      """
    let result = try validate("config", [("config.yaml", yaml)])
    #expect(result.status == 0, "\(result.out)")
  }

  @Test func filesTheReadersRefuseDoNotValidate() throws {
    let config = try validate("config", [("config.yaml", "colors: 257\nkeys: {nxt: [l]}\n")])
    #expect(config.status == 1)
    #expect(config.out.contains("colors"), "\(config.out)")
    let theme = try validate("theme", [("theme.yaml", "segment_bar: {positon: top}\n")])
    #expect(theme.status == 1)
    #expect(theme.out.contains("positon"), "\(theme.out)")
  }

  @Test func theNewThemeNamesItsSchemaFirst() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-schema-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try SegueProcess.run(
      ["theme", "new", "mine"], environment: ["XDG_CONFIG_HOME": home.path])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(
      contentsOf: home.appendingPathComponent("segue/themes/mine.yaml"), encoding: .utf8)
    #expect(text.hasPrefix("# yaml-language-server: $schema=../theme.schema.json\n"))
  }
}

/// Whether Python's jsonschema is here, and running Python.
enum Validator {
  static let found: Bool = (try? python(["-c", "import jsonschema, yaml"]).status) == 0

  static func python(_ arguments: [String]) throws -> (status: Int32, out: String) {
    let process = Process()
    // Debian's python3 first, whose jsonschema is the package `make deps` installs.
    let debian = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
    process.executableURL = URL(fileURLWithPath: debian ? "/usr/bin/python3" : "/usr/bin/env")
    process.arguments = (debian ? [] : ["python3"]) + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
