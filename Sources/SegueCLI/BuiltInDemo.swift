/// Temporary until the resources target lands.
enum BuiltInDemo {
  static let text = "# Segue\n\n## Demo\n\nThe demo deck.\n"
}

extension BuiltInDemo {
  static let themes: [(name: String, text: String)] = []
}

extension BuiltInDemo {
  static let decks: [(name: String, text: String)] = [("demo", text)]
}
