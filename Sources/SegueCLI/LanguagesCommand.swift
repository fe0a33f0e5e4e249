import SegueRender

/// `segue languages`: every language code blocks are highlighted in, one per line, with the
/// fence words that pick it.
enum LanguagesCommand {
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) -> ExitCode {
    let catalog = CodeHighlighting.catalog
    guard !catalog.definitions.isEmpty else {
      output.err("Error: the syntax definitions (KSyntaxHighlighting) could not be loaded\n")
      return .failure
    }
    output.out(render(catalog))
    return .success
  }

  /// `Name  word, word, …` for each definition, names in a column as wide as the longest.
  static func render(_ catalog: LanguageCatalog) -> String {
    let width = catalog.definitions.map(\.name.count).max() ?? 0
    var out = ""
    for definition in catalog.definitions {
      let words = catalog.words(for: definition.name)
      let shown =
        words.isEmpty ? "(no fence word: shown only by file name)" : words.joined(separator: ", ")
      let pad = String(repeating: " ", count: max(0, width - definition.name.count))
      out += definition.name + pad + "  " + shown + "\n"
    }
    return out
  }
}
