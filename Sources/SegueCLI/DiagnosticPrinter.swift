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
    var group = LineGroup()
    var warningsShown = 0
    var warningsHidden = 0
    for (diagnostic, source) in problems {
      let (show, note) = group.next(diagnostic)
      if let note, warningsShown < maximumInAll {
        output.err(formatter.format(note, sourceLine: nil))
      }
      guard show else { continue }
      if diagnostic.severity != .error {
        guard warningsShown < maximumInAll else {
          warningsHidden += 1
          continue
        }
        warningsShown += 1
      }
      let line = diagnostic.location.flatMap { location in
        source.flatMap { source in
          source.line(of: location).flatMap { DiagnosticFormatter.shownPart(of: source, line: $0) }
        }
      }
      output.err(formatter.format(diagnostic, sourceLine: line))
    }
    if let note = group.next(nil).note, warningsShown < maximumInAll {
      output.err(formatter.format(note, sourceLine: nil))
    }
    if warningsHidden > 0 {
      let more = Diagnostic.note(
        "\(warningsHidden) more warning\(warningsHidden == 1 ? "" : "s") not shown "
          + "(segue check --json lists them all)")
      output.err(formatter.format(more, sourceLine: nil))
    }
    let errors = problems.filter { $0.diagnostic.severity == .error }.count
    if summary, errors > 0 {
      output.err("\(errors) error\(errors == 1 ? "" : "s") found\n")
    }
  }

  /// The most warnings printed for one line; errors are always printed. A line can hold
  /// thousands of problems (an info string of `+bogus` repeated), and pages of the same
  /// warning help nobody: the rest are counted (`check --json` lists them all).
  static let maximumPerLine = 10

  /// The most warnings and notes printed in all (errors are always printed): a deck of
  /// 100,000 unclosed `:::` fences printed 100,000 warnings, one a line, past what any
  /// terminal or person reads; the rest are counted.
  static let maximumInAll = 200

  /// Counts the diagnostics of one line as they come (they are sorted by position).
  struct LineGroup {
    var location: SourceLocation?
    var count = 0
    var hidden = 0

    /// Takes in the next diagnostic (`nil`: the end): whether to print it, and first the note
    /// for the line it leaves when some of that line's warnings were not printed.
    mutating func next(_ diagnostic: Diagnostic?) -> (show: Bool, note: Diagnostic?) {
      let at = diagnostic?.location
      var note: Diagnostic?
      if at == nil || at?.file != location?.file || at?.line != location?.line {
        if hidden > 0, let location {
          note = .note(
            "\(hidden) more warning\(hidden == 1 ? "" : "s") on this line not shown "
              + "(segue check --json lists them all)",
            at: SourceLocation(file: location.file, line: location.line, column: 1))
        }
        (location, count, hidden) = (at, 0, 0)
      }
      guard let diagnostic else { return (false, note) }
      count += 1
      let show = at == nil || diagnostic.severity == .error || count <= maximumPerLine
      if !show { hidden += 1 }
      return (show, note)
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
