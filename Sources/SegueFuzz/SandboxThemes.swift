import SegueRender
import SegueResources

/// Themes for the targets that call the library directly: the built-in ones only.
///
/// No file is read and no user folder is listed, so an input that names `/dev/zero` or a
/// path of this machine as its theme gets "cannot read" and the run stays a function of the
/// input alone. (The deck target goes through the CLI and its real file rules instead.)
enum SandboxThemes {
  static let loader = ThemeLoader(
    catalog: ThemeCatalog(
      builtIn: BuiltInFiles.themes, userDirectory: nil, readFile: { _ in nil },
      listDirectory: { _ in [] }))
}

/// What may be drawn into a cell: no control character, C0, DEL or C1, whatever the deck
/// held (the renderer shows them as visible replacements, as `␛`).
enum CellText {
  static func isSafe(_ grapheme: String) -> Bool {
    grapheme.unicodeScalars.allSatisfy { scalar in
      !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
  }
}

extension Canvas {
  /// Checks that the canvas has `size` and that no cell holds a control character.
  func requireSafe(_ size: Size, _ what: @autoclosure () -> String) {
    require(width == size.width && height == size.height, "\(what()): canvas is \(width)x\(height)")
    for y in 0..<height {
      for cell in row(y) where !CellText.isSafe(cell.grapheme) {
        require(
          false,
          "\(what()): row \(y) holds \(cell.grapheme.unicodeScalars.map { "U+\(String($0.value, radix: 16))" })"
        )
      }
    }
  }
}
