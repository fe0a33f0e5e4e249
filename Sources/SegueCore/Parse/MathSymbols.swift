/// The characters `MathText` writes for LaTeX's names, read from the generated `MathSymbolTable`
/// the first time a formula needs them.
///
/// The table holds what unicode-math names; the few names LaTeX's kernel and amsmath define
/// outside it (`\ldots`, `\implies`, `\lvert`) and the functions set upright (`\sin`, `\lim`)
/// are listed here.
enum MathSymbols {
  static let symbols = table(MathSymbolTable.symbols)
  /// Accents by name: the combining character alone (the table shows it on `◌`).
  static let accents = table(MathSymbolTable.accents).mapValues { String($0.unicodeScalars.last!) }
  static let superscripts = characters(MathSymbolTable.superscripts)
  static let subscripts = characters(MathSymbolTable.subscripts)
  /// Every sub- and superscript character: a part written with them is one part (`x²`).
  static let scriptCharacters = Set(superscripts.values).union(subscripts.values)

  /// Names from LaTeX's kernel and amsmath that unicode-math leaves to them, by the name in
  /// the table that has the same character.
  static let synonyms: [Substring: Substring] = [
    "ldots": "unicodeellipsis", "dots": "unicodeellipsis", "dotsc": "unicodeellipsis",
    "cdots": "unicodecdots", "dotsb": "unicodecdots", "dotsm": "unicodecdots",
    "implies": "Longrightarrow", "impliedby": "Longleftarrow", "iff": "Longleftrightarrow",
    "lvert": "vert", "rvert": "vert", "lVert": "Vert", "rVert": "Vert",
    "overline": "bar", "widetilde": "tilde",
  ]

  /// Functions LaTeX sets upright as words (`\sin x` is `sin x`).
  static let functions: Set<Substring> = [
    "arccos", "arcsin", "arctan", "arg", "cos", "cosh", "cot", "coth", "csc", "deg", "det",
    "dim", "exp", "gcd", "hom", "inf", "ker", "lg", "lim", "liminf", "limsup", "ln", "log", "max",
    "min", "Pr", "sec", "sin", "sinh", "sup", "tan", "tanh",
  ]

  /// The character of a symbol's name, through the synonyms; nil for a name it does not know.
  static func symbol(_ name: Substring) -> String? {
    symbols[synonyms[name] ?? name]
  }

  private static func table(_ lines: String) -> [Substring: String] {
    var table: [Substring: String] = [:]
    for line in lines.split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else { continue }
      table[line[..<space]] = String(line[line.index(after: space)...])
    }
    return table
  }

  private static func characters(_ lines: String) -> [Character: Character] {
    var out: [Character: Character] = [:]
    for (base, script) in table(lines) {
      if let b = base.first, let s = script.first { out[b] = s }
    }
    return out
  }
}
