/// The files of the package's top-level `Decks/`, `Themes/` and `Resources/` folders, compiled
/// into the binary (by the `EmbedResources` build plugin), so they need no files at run time.
public enum BuiltInFiles {
  /// The built-in demo deck (Decks/demo.md).
  public static let demoDeck: String = EmbeddedFiles.demoDeck

  /// The git commit the binary was built from (12 hex digits), or `unknown` when it was built
  /// outside a git work tree (from a tarball) or without git.
  public static let revision: String = EmbeddedFiles.revision

  /// Every deck in Decks/, by file name without extension ("demo", "columns", …), sorted by name.
  public static let decks: [(name: String, text: String)] = EmbeddedFiles.decks

  /// Every theme in Themes/, by file name without extension; empty while Themes/ has no YAML.
  public static let themes: [(name: String, text: String)] = EmbeddedFiles.themes

  /// Every other built-in file in Resources/ (`executors`), by file name without extension.
  public static let resources: [(name: String, text: String)] = EmbeddedFiles.resources

  /// The built-in executors table (Resources/executors.yaml): how each language's snippets run.
  public static let executors: String = resource(named: "executors") ?? ""

  /// Every theme key, commented out and explained (Resources/theme-reference.yaml, written
  /// from docs/themes.md by Scripts/gen-theme-reference.py): the end of `segue theme new`'s file.
  public static let themeReference: String = resource(named: "theme-reference") ?? ""

  /// The deck `Decks/<name>.md`, if there is one.
  public static func deck(named name: String) -> String? {
    decks.first { $0.name == name }?.text
  }

  /// The theme `Themes/<name>.yaml`, if there is one.
  public static func theme(named name: String) -> String? {
    themes.first { $0.name == name }?.text
  }

  /// The file `Resources/<name>.yaml`, if there is one.
  public static func resource(named name: String) -> String? {
    resources.first { $0.name == name }?.text
  }
}
