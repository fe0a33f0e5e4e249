import SegueCore
import SegueRender

/// The formats of `segue export` that are documents or recordings rather than text: how
/// their options are read and what each needs of the exporter.
extension ExportCommand {
  /// The `html` format in `theme`, nil for any other name.
  ///
  /// An HTML page reveals steps as the presenter does, so it always gets every step (and the
  /// notes, behind their toggle, with `--notes`); `--steps` then prints every step, not only
  /// each slide's last.
  static func documentFormat(
    _ name: String, exporter: inout Exporter, theme: Theme, parsed: ParsedArguments
  ) throws(UsageError) -> (any ExportFormat)? {
    switch name {
    case "html":
      let printsSteps = exporter.steps
      exporter.steps = true
      return HTMLFormat(theme: theme, printsSteps: printsSteps)
    default:
      return nil
    }
  }
}
