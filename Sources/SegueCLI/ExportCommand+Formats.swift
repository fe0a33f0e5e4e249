import SegueCore
import SegueRender

/// The formats of `segue export` that are documents or recordings rather than text: how
/// their options are read and what each needs of the exporter.
extension ExportCommand {
  /// `--slide-seconds`: from 0.1 (a slide shown for less is not seen, and a recording's
  /// times are microseconds: 1e-9 put every frame at 0) to a day, for `--format cast` only.
  static func slideSeconds(_ parsed: ParsedArguments, format: String) throws(UsageError) -> Double {
    guard let text = parsed.options["--slide-seconds"] else { return 5 }
    guard format == "cast" else {
      throw UsageError(message: "'--slide-seconds' applies to '--format cast' only")
    }
    guard let seconds = DecimalText.value(text), seconds >= 0.1, seconds <= 86_400 else {
      throw UsageError(
        message: "'--slide-seconds' must be a number of seconds from 0.1 to 86400, not '\(text)'"
      )
    }
    return seconds
  }

  /// The `html` or `cast` format in `theme`, nil for any other name.
  ///
  /// An HTML page reveals steps as the presenter does, so it always gets every step (and the
  /// notes, behind their toggle, with `--notes`); `--steps` then prints every step, not only
  /// each slide's last. Its pictures are the image files from `store`, embedded once each.
  static func documentFormat(
    _ name: String, exporter: inout Exporter, theme: Theme, parsed: ParsedArguments,
    store: ImageStore
  ) throws(UsageError) -> (any ExportFormat)? {
    switch name {
    case "html":
      let printsSteps = exporter.steps
      exporter.steps = true
      let pictures = HTMLPictures { try? store.bytes($0).get() }
      return HTMLFormat(theme: theme, printsSteps: printsSteps, pictures: pictures)
    case "cast":
      return CastFormat(theme: theme, slideSeconds: try slideSeconds(parsed, format: name))
    default:
      return nil
    }
  }
}
