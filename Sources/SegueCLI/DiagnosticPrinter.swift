import SegueCore
import SegueRender

/// Prints diagnostics to stderr, with source lines and carets, coloured on a terminal.
///
/// Everything the CLI reports about a deck or a theme goes through here and so through
/// `DiagnosticFormatter`, the one place that shows quoted deck and theme text safely: the
/// problems of a deck, of a theme, and the one-line errors about files (whose paths a deck
/// may have named).
enum DiagnosticPrinter {
  /// Prints `diagnostics` of one file, and how many errors there were.
  static func print(
    _ diagnostics: [Diagnostic], source: SourceText?, output: inout some CommandOutput
  ) {
    print(diagnostics.map { ($0, source) }, output: &output)
  }

  /// Prints each diagnostic with the line it points at in its own file (a theme's problems
  /// can be in the files it extends); `summary` adds the `N errors found` line.
  static func print(
    _ problems: [(diagnostic: Diagnostic, source: SourceText?)], summary: Bool = true,
    output: inout some CommandOutput
  ) {
    let formatter = DiagnosticFormatter(
      useColor: output.colorErrors, width: { TextWidth.width(of: $0) })
    for (diagnostic, source) in problems {
      let line = diagnostic.location.flatMap { location in
        source.flatMap { DiagnosticFormatter.shownPart(of: $0, line: location.line) }
      }
      output.err(formatter.format(diagnostic, sourceLine: line))
    }
    let errors = problems.filter { $0.diagnostic.severity == .error }.count
    if summary, errors > 0 {
      output.err("\(errors) error\(errors == 1 ? "" : "s") found\n")
    }
  }

  /// A one-line `error: …` about something other than a deck's content (a file that cannot be
  /// read or written), without the count.
  static func error(_ message: String, output: inout some CommandOutput) {
    print([(Diagnostic.error(message), nil)], summary: false, output: &output)
  }

  /// A one-line `warning: …`.
  static func warning(_ message: String, output: inout some CommandOutput) {
    print([(Diagnostic.warning(message), nil)], summary: false, output: &output)
  }
}
