import Testing

@testable import SegueCore

/// LaTeX formulas as the Unicode text a terminal shows (docs/math.md), one named case per rule.
@Suite struct MathTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let text: String
    var testDescription: String { name }
  }

  static let converted: [Case] = [
    Case(name: "Greek letters, lower and upper", source: #"\alpha+\beta=\Gamma"#, text: "α+β=Γ"),
    Case(
      name: "epsilon and phi as LaTeX draws them", source: #"\epsilon\varepsilon\phi\varphi"#,
      text: "ϵεϕφ"),
    Case(name: "relations keep the author's spaces", source: #"a \le b \neq c"#, text: "a ≤ b ≠ c"),
    Case(
      name: "arrows, synonyms included", source: #"A \Rightarrow B \to C \implies D"#,
      text: "A ⇒ B → C ⟹ D"),
    Case(name: "operators", source: #"a \times b \cdot c \pm d"#, text: "a × b ⋅ c ± d"),
    Case(name: "superscript digits", source: "x^2 + y^{10}", text: "x² + y¹⁰"),
    Case(name: "subscripts", source: "a_1 + x_{ij}", text: "a₁ + xᵢⱼ"),
    Case(name: "both scripts, subscript first", source: "x_i^2", text: "xᵢ²"),
    Case(name: "a superscript with no Unicode form, one character", source: "x^q", text: "x^q"),
    Case(
      name: "a superscript with no Unicode form, in parentheses", source: #"e^{i\pi}"#,
      text: "e^(iπ)"),
    Case(name: "a subscript with no Unicode form", source: "x_{b}", text: "x_b"),
    Case(name: "a subscript partly without form", source: "T_{cold}", text: "T_(cold)"),
    Case(name: "primes", source: "f'(x) + g^{\\prime}", text: "f′(x) + g′"),
    Case(name: "a simple fraction", source: #"\frac{a}{b}"#, text: "a/b"),
    Case(name: "compound parts in parentheses", source: #"\frac{a+b}{c}"#, text: "(a+b)/c"),
    Case(name: "scripted parts stay bare", source: #"\frac{x^2}{2}"#, text: "x²/2"),
    Case(
      name: "a product with a bracket stays bare", source: #"\frac{n(n+1)}{2}"#, text: "n(n+1)/2"),
    Case(name: "a bracketed whole stays as it is", source: #"\frac{(a+b)}{2}"#, text: "(a+b)/2"),
    Case(name: "dfrac and tfrac too", source: #"\dfrac{1}{n+1}"#, text: "1/(n+1)"),
    Case(name: "a square root", source: #"\sqrt{x}"#, text: "√x"),
    Case(name: "a root of a sum", source: #"\sqrt{x+1}"#, text: "√(x+1)"),
    Case(name: "cube and fourth roots", source: #"\sqrt[3]{x}\sqrt[4]{y}"#, text: "∛x∜y"),
    Case(name: "an nth root", source: #"\sqrt[n]{x}"#, text: "ⁿ√x"),
    Case(name: "a root over a fraction", source: #"\frac{\sqrt{\pi}}{2}"#, text: "√π/2"),
    Case(name: "a sum with Unicode limits", source: #"\sum_{i=1}^{n} i"#, text: "∑ᵢ₌₁ⁿ i"),
    Case(name: "an integral to infinity", source: #"\int_0^\infty f"#, text: "∫₀^∞ f"),
    Case(
      name: "a limit", source: #"\lim_{x \to 0} \frac{\sin x}{x}"#, text: "lim_(x → 0) (sin x)/x"),
    Case(name: "a function before a letter is set apart", source: #"\sin\theta"#, text: "sin θ"),
    Case(name: "blackboard letters", source: #"x \in \mathbb{R}^n"#, text: "x ∈ ℝⁿ"),
    Case(name: "calligraphic and fraktur letters", source: #"\mathcal{L}\mathfrak{g}"#, text: "ℒ𝔤"),
    Case(name: "text keeps its spaces", source: #"x \text{ if } y"#, text: "x if y"),
    Case(
      name: "upright styles show their letters", source: #"\mathrm{d}x \mathbf{v}"#, text: "dx v"),
    Case(name: "operatorname", source: #"\operatorname{rank}A"#, text: "rank A"),
    Case(name: "spacing commands are spaces", source: #"a\,b\quad c\!d"#, text: "a b cd"),
    Case(
      name: "left and right draw their delimiter only", source: #"\left( x \right)"#, text: "( x )"),
    Case(name: "escaped braces and dollars", source: #"\{x\} \$"#, text: "{x} $"),
    Case(name: "dots", source: #"1, \ldots, n \cdots"#, text: "1, …, n ⋯"),
    Case(name: "an accent on one letter", source: #"\hat{x} \vec{v}"#, text: "x̂ v⃗"),
    Case(name: "negations", source: #"a \not\in B, a \not= b"#, text: "a ∉ B, a ≠ b"),
    Case(name: "a prescript on nothing", source: "{}^{14}C", text: "¹⁴C"),
  ]

  @Test(arguments: converted) func convertsToUnicodeText(_ c: Case) {
    #expect(MathText.text(c.source) == c.text)
  }

  /// Constructs no line of text can stand for: the formula is shown as written instead.
  static let noTextForm: [Case] = [
    Case(
      name: "a matrix environment", source: #"\begin{pmatrix} a & b \\ c & d \end{pmatrix}"#,
      text: ""),
    Case(name: "a line break", source: #"a \\ b"#, text: ""),
    Case(name: "an alignment tab", source: "a & b", text: ""),
    Case(name: "an unknown command", source: #"\foo{x}"#, text: ""),
    Case(name: "an accent over several letters", source: #"\hat{xy}"#, text: ""),
    Case(name: "a group never closed", source: "{x", text: ""),
    Case(
      name: "roots nested past the limit",
      source: String(repeating: #"\sqrt"#, count: 10_000) + "x",
      text: ""),
    Case(name: "a fraction missing its denominator", source: #"\frac{a}"#, text: ""),
    Case(
      name: "groups nested past the limit",
      source: String(repeating: "{", count: 40) + "x" + String(repeating: "}", count: 40), text: ""),
  ]

  @Test(arguments: noTextForm) func hasNoTextForm(_ c: Case) {
    #expect(MathText.text(c.source) == nil)
  }

  @Test func theGeneratedTableHoldsTheNamesLaTeXUsersWrite() {
    for name in ["alpha", "Omega", "sum", "int", "infty", "le", "to", "neq", "BbbR", "mscrL"] {
      #expect(MathSymbols.symbol(name[...]) != nil, "\(name)")
    }
    #expect(MathSymbols.symbols.count > 1000)
    #expect(MathSymbols.superscripts["n"] == "ⁿ")
    #expect(MathSymbols.subscripts["-"] == "₋")
  }
}
