import Foundation
import SegueCLI
import SegueTestSupport

/// A talk's folder as a speaker keeps one, in a temporary place: the deck, its theme (which
/// extends another), the Rust file a code block shows and the logo a slide shows; what the
/// tests of outputs try to overwrite.
struct OutputTalkFolder {
  let root: String
  var deck: String { root + "/talk.md" }

  static let deckText = """
    ---
    title: Ownership in practice
    author: Ada
    theme: talk-theme.yaml
    ---

    # Ownership in practice

    ![logo](logo.png)

    ---

    ## The borrow checker

    ```file
    path: examples/borrow.rs
    language: rust
    ```

    <!-- speaker_note: run it live if the Wi-Fi works -->

    """

  static let files: [String: String] = [
    "talk-theme.yaml": "extends: base-theme.yaml\npage_dots:\n  compact: counter\n",
    "base-theme.yaml": "extends: dark\n",
    "examples/borrow.rs": "fn main() {\n    let s = String::from(\"hi\");\n    let t = &s;\n}\n",
  ]

  init() throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent("segue-talk-\(UUID())")
      .path
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/examples", withIntermediateDirectories: true)
    try Data(Self.deckText.utf8).write(to: URL(fileURLWithPath: deck))
    for (name, text) in Self.files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
    }
    try manager.copyItem(
      atPath: TestPaths.fixture("Tests/Fixtures/decks/pictures/logo.png").path,
      toPath: root + "/logo.png")
  }

  /// Every file of the folder and its bytes: compared before and after a refused export.
  func contents() throws -> [String: Data] {
    var all: [String: Data] = [:]
    for name in ["talk.md", "logo.png"] + Self.files.keys {
      all[name] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + name))
    }
    return all
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }
}
