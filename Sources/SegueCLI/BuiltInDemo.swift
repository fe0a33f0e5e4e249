/// Temporary until the resources target lands.
enum BuiltInDemo {
  static let text = "# Segue\n\n## Demo\n\nThe demo deck.\n"
}
