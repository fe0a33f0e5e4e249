/// LaTeX's commands as text: what each one draws, or `NoTextForm` when no text can stand for it.
extension MathReader {
  /// Commands that only size or space what follows: their text is nothing.
  private static let ignored: Set<Substring> = [
    "left", "right", "middle", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr",
    "biggl", "biggr", "Biggl", "Biggr", "displaystyle", "textstyle", "scriptstyle", "limits",
    "nolimits", "!", "mathstrut", "strut",
  ]
  /// Spacing commands: one space each (`\qquad` two).
  private static let spaces: [Substring: String] = [
    ",": " ", ":": " ", ";": " ", ">": " ", " ": " ", "quad": " ", "qquad": "  ",
    "thinspace": " ", "medspace": " ", "thickspace": " ", "enspace": " ",
  ]
  /// Styles whose argument is math shown in the running text's letters.
  private static let plainStyles: Set<Substring> = [
    "mathrm", "mathit", "mathbf", "mathsf", "mathtt", "boldsymbol", "bm", "mathnormal",
  ]
  /// Styles whose argument is text, not math.
  private static let textStyles: Set<Substring> = [
    "text", "textrm", "textit", "textbf", "textsf", "texttt", "textnormal", "mbox", "hbox",
  ]
  /// The alphabets Unicode has letters for, by the prefix of their names in the table.
  private static let alphabets: [Substring: String] = [
    "mathbb": "Bbb", "mathcal": "mscr", "mathscr": "mscr", "mathfrak": "mfrak",
  ]

  /// The command after a backslash.
  mutating func command() throws -> Atom {
    let name = commandName()
    if let space = Self.spaces[name] { return Atom(text: space) }
    if Self.ignored.contains(name) {
      // `\left.` draws nothing at all.
      if rest.first == ".", name == "left" || name == "right" || name == "middle" {
        rest.removeFirst()
      }
      return Atom(text: "")
    }
    if name.count == 1, let c = name.first, "{}%$#&_|".contains(c) {
      return Atom(text: c == "|" ? "‖" : String(c))
    }
    if MathSymbols.functions.contains(name) { return Atom(text: String(name), isFunction: true) }
    if let structure = try structure(name) { return structure }
    if let symbol = MathSymbols.symbol(name) { return Atom(text: symbol) }
    throw NoTextForm()
  }

  /// Commands that take arguments; nil for a name that is not one of them.
  private mutating func structure(_ name: Substring) throws -> Atom? {
    switch name {
    case "frac", "dfrac", "tfrac", "cfrac":
      let numerator = try argument()
      let denominator = try argument()
      return Atom(text: Self.grouped(numerator) + "/" + Self.grouped(denominator))
    case "sqrt":
      let index = try optionalArgument()
      let radicand = Self.grouped(try argument())
      switch index {
      case nil: return Atom(text: "√" + radicand)
      case "3": return Atom(text: "∛" + radicand)
      case "4": return Atom(text: "∜" + radicand)
      case let index?:
        return Atom(text: Self.script(index, MathSymbols.superscripts, mark: "^") + "√" + radicand)
      }
    case "operatorname":
      return Atom(text: String(try rawArgument()), isFunction: true)
    case "not":
      return Atom(text: try negated())
    default:
      break
    }
    if Self.textStyles.contains(name) { return Atom(text: String(try rawArgument())) }
    if Self.plainStyles.contains(name) { return Atom(text: try argument()) }
    if let prefix = Self.alphabets[name] {
      return Atom(text: Self.letters(try rawArgument(), prefix))
    }
    if let accent = MathSymbols.accents[name]
      ?? MathSymbols.synonyms[name].flatMap({
        MathSymbols.accents[$0]
      })
    {
      let base = try argument()
      guard base.count == 1 else { throw NoTextForm() }
      return Atom(text: base + accent)
    }
    return nil
  }

  /// `\not` and the relation after it: the table's negated symbol where it has one (`\not\in`
  /// is `∉`, `\not=` is `≠`), else the relation struck through with a combining solidus.
  private mutating func negated() throws -> String {
    if let name = nextCommandName {
      for negation in ["n" + name, "not" + name] {
        if let symbol = MathSymbols.symbol(negation[...]) {
          rest = rest.dropFirst(name.count + 1)
          return symbol
        }
      }
    }
    let relation = try argument()
    if relation == "=" { return "≠" }
    return relation + "\u{0338}"
  }

  /// `a+b` as `(a+b)` where it is one part of a fraction or root; a letter, number, word,
  /// scripted letter (`x²`), root of one part (`√π`) or product with a bracket (`n(n+1)`)
  /// stays bare.
  static func grouped(_ text: String) -> String {
    var level = 0
    var simple = !text.isEmpty
    for c in text {
      if c == "(" { level += 1 }
      if c == ")" { level -= 1 }
      guard level == 0, c != ")" else { continue }
      if !(c.isLetter || c.isNumber || c == "." || c == "′" || c == "√"
        || MathSymbols.scriptCharacters.contains(c))
      {
        simple = false
      }
    }
    return simple && level == 0 ? text : "(\(text))"
  }

  /// `\mathbb{R}` as `ℝ`: each letter in the alphabet where the table has it, else as written.
  static func letters(_ raw: Substring, _ prefix: String) -> String {
    var out = ""
    for c in raw where !c.isWhitespace {
      out += MathSymbols.symbols[(prefix + String(c))[...]] ?? String(c)
    }
    return out
  }
}
