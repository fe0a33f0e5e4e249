import SegueCore

/// Prints diagnostics to stderr, with source lines and carets, coloured on a terminal.
enum DiagnosticPrinter {
  static func print(
    _ diagnostics: [Diagnostic], source: SourceText?, output: inout some CommandOutput
  ) {
    let formatter = DiagnosticFormatter(useColor: output.colorErrors)
    for diagnostic in diagnostics {
      let line = diagnostic.location.flatMap { source?.line($0.line) }
      output.err(formatter.format(diagnostic, sourceLine: line))
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    if errors > 0 {
      output.err("\(errors) error\(errors == 1 ? "" : "s") found\n")
    }
  }
}
