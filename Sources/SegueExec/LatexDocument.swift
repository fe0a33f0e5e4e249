/// The LaTeX document a `latex` block is compiled as: the block itself when it is a whole
/// document, else an `article` page around it (texlive-latex-base has no `standalone` class;
/// `dvisvgm --bbox=min` crops the page to what is drawn).
///
/// A bare formula (`a^2 + b^2 = c^2`) is set as display maths; text that brings its own
/// delimiters (`$…$`, `\[…\]`, an environment) is set as written. Either way the text is in
/// the theme's foreground colour, through the `color` package of texlive-latex-base.
enum LatexDocument {
  @Sendable static func text(_ source: String, colors: DiagramColors) -> String {
    let (r, g, b) = colors.foreground
    let define = "\\usepackage{color}\\definecolor{seguefg}{RGB}{\(r),\(g),\(b)}"
    if source.contains("\\documentclass") {
      guard let begin = source.firstRange(of: "\\begin{document}") else { return source }
      return source[..<begin.lowerBound] + define + "\n\\begin{document}\\color{seguefg}"
        + source[begin.upperBound...]
    }
    let body = bringsDelimiters(source) ? source : "$\\displaystyle " + source + "$"
    return "\\documentclass{article}\n\(define)\n\\pagestyle{empty}\n"
      + "\\begin{document}\\color{seguefg}\n\(body)\n\\end{document}\n"
  }

  /// Whether `source` sets its own maths (or is text): `$`, `\[`, `\(` or `\begin{`.
  static func bringsDelimiters(_ source: String) -> Bool {
    source.contains("$") || source.contains("\\[") || source.contains("\\(")
      || source.contains("\\begin{")
  }
}
