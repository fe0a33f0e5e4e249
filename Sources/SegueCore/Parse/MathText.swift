/// LaTeX math as Unicode text, for a formula in running text (docs/math.md).
///
/// A terminal has no fraction bars or raised baselines, but it has `α`, `≤`, `ℝ`, `x²` and
/// `aᵢ`: a formula written with those reads as it would on paper. Symbols come from
/// `MathSymbols` (generated from unicode-math); `\frac{a}{b}` is `a/b`, `\sqrt{x}` is `√x`,
/// a script without a Unicode form is written `x^(n+1)`. A construct with no text form
/// (environments, `\\`, `&`, a command it does not know) makes the whole formula nil: the
/// caller shows its source, which is better than a half-translated formula.
///
/// It lives in SegueCore so the renderer, the exports and `check` all show one text.
public enum MathText {
  /// Groups nested deeper than this have no text form: the reader recurses once per group.
  static let maximumDepth = 32

  /// `source` (without its `$`s) as Unicode text; nil when part of it has no text form.
  public static func text(_ source: String) -> String? {
    var reader = MathReader(source[...])
    guard let text = try? reader.sequence(until: nil) else { return nil }
    return text
  }
}

/// One pass over a formula's source, each group read by a nested call (bounded by depth).
struct MathReader {
  struct NoTextForm: Error {}

  /// A piece of the formula as text; a function name (`sin`) is set apart from a letter after.
  struct Atom {
    var text: String
    var isFunction = false
  }

  var rest: Substring
  var depth = 0

  init(_ source: Substring) { rest = source }

  /// Atoms up to `close` (consumed) or the end, with the author's spaces kept as one.
  mutating func sequence(until close: Character?) throws -> String {
    depth += 1
    defer { depth -= 1 }
    guard depth <= MathText.maximumDepth else { throw NoTextForm() }
    var out = ""
    var space = false
    var afterFunction = false
    while let c = rest.first {
      if c == close {
        rest.removeFirst()
        return out
      }
      if c.isWhitespace {
        rest.removeFirst()
        space = true
        continue
      }
      var atom = try self.atom()
      try attachScripts(to: &atom)
      let startsWord = atom.text.first.map { $0.isLetter || $0.isNumber } ?? false
      // One space where the author left one, never two (`x \text{ if } y` is `x if y`).
      let spaced = out.last?.isWhitespace == false && atom.text.first?.isWhitespace != true
      if !out.isEmpty, spaced, space || (afterFunction && startsWord) { out += " " }
      out += atom.text
      space = false
      afterFunction = atom.isFunction
    }
    guard close == nil else { throw NoTextForm() }  // a `{` never closed
    return out
  }

  /// The next atom: a group, a command, or one character.
  mutating func atom() throws -> Atom {
    // A script on nothing (`{}^{14}C`, `^2`): the base is empty.
    if let c = rest.first, c == "^" || c == "_" { return Atom(text: "") }
    let c = rest.removeFirst()
    switch c {
    case "{": return Atom(text: try sequence(until: "}"))
    case "\\": return try command()
    case "'": return Atom(text: "′")
    case "~": return Atom(text: " ")
    case "&", "}", "#": throw NoTextForm()
    default: return Atom(text: String(c))
    }
  }

  /// `^…` and `_…` after an atom, subscript first as LaTeX sets them (`∑ᵢ₌₁ⁿ`).
  private mutating func attachScripts(to atom: inout Atom) throws {
    var sub: String?
    var sup: String?
    while true {
      let saved = rest
      skipSpaces()
      guard let mark = rest.first, mark == "^" || mark == "_" else {
        rest = saved
        break
      }
      rest.removeFirst()
      let text = try argument()
      if mark == "^" { sup = (sup ?? "") + text } else { sub = (sub ?? "") + text }
    }
    if let sub { atom.text += Self.script(sub, MathSymbols.subscripts, mark: "_") }
    if let sup {
      atom.text +=
        sup.allSatisfy({ $0 == "′" }) ? sup : Self.script(sup, MathSymbols.superscripts, mark: "^")
    }
  }

  /// A script in Unicode's small characters when it has one for each; else `^n` or `^(n+1)`.
  static func script(_ text: String, _ small: [Character: Character], mark: Character) -> String {
    let mapped = text.compactMap { small[$0] }
    if !text.isEmpty, mapped.count == text.count { return String(mapped) }
    return text.count == 1 ? "\(mark)\(text)" : "\(mark)(\(text))"
  }

  /// A command's argument: a group, a command, or one character, as text.
  mutating func argument() throws -> String {
    // `\sqrt\sqrt\sqrt…` nests without braces: counted like a group.
    depth += 1
    defer { depth -= 1 }
    guard depth <= MathText.maximumDepth else { throw NoTextForm() }
    skipSpaces()
    guard let c = rest.first else { throw NoTextForm() }
    if c == "{" {
      rest.removeFirst()
      return try sequence(until: "}")
    }
    return try atom().text
  }

  /// A `{…}` argument as written, for `\text` and the letter styles; nil without braces.
  mutating func rawArgument() throws -> Substring {
    skipSpaces()
    guard rest.first == "{" else { return rest.isEmpty ? "" : String(rest.removeFirst())[...] }
    var level = 0
    for index in rest.indices {
      switch rest[index] {
      case "{": level += 1
      case "}":
        level -= 1
        if level == 0 {
          let raw = rest[rest.index(after: rest.startIndex)..<index]
          rest = rest[rest.index(after: index)...]
          return raw
        }
      default: break
      }
    }
    throw NoTextForm()
  }

  /// `[…]` after `\sqrt`, read as math; nil when there is none.
  mutating func optionalArgument() throws -> String? {
    skipSpaces()
    guard rest.first == "[", let end = rest.firstIndex(of: "]") else { return nil }
    var inner = MathReader(rest[rest.index(after: rest.startIndex)..<end])
    inner.depth = depth
    rest = rest[rest.index(after: end)...]
    return try inner.sequence(until: nil)
  }

  /// The name after a backslash: letters, or one other character (`\,`, `\{`).
  mutating func commandName() -> Substring {
    let letters = rest.prefix { $0.isASCII && $0.isLetter }
    if !letters.isEmpty {
      rest = rest.dropFirst(letters.count)
      return letters
    }
    guard let c = rest.first else { return "" }
    rest.removeFirst()
    return String(c)[...]
  }

  mutating func skipSpaces() {
    rest = rest.drop { $0.isWhitespace }
  }

  /// The next command's name, without reading it (for `\not`).
  var nextCommandName: Substring? {
    guard rest.first == "\\" else { return nil }
    return rest.dropFirst().prefix { $0.isASCII && $0.isLetter }
  }
}
