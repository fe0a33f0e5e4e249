import SegueResources

/// The files compiled into the binary (Decks/ and Themes/), as the CLI uses them.
enum BuiltInContent {
  /// The built-in demo deck, Decks/demo.md.
  static var text: String { BuiltInFiles.demoDeck }
  static var decks: [(name: String, text: String)] { BuiltInFiles.decks }
  static var themes: [(name: String, text: String)] { BuiltInFiles.themes }
}
