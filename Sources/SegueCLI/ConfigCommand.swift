import SegueCore
import SegueRender

/// `segue config check | path | new` and `segue schema config | theme`.
enum ConfigCommand {
  /// `segue config check [FILE]`.
  static func check(_ parsed: ParsedArguments, output: inout some CommandOutput) -> ExitCode {
    guard let path = parsed.positionals.first ?? ConfigFile.defaultPath else {
      DiagnosticPrinter.error(
        "neither XDG_CONFIG_HOME nor HOME is set: no config file", output: &output)
      return .failure
    }
    // From the environment or the command line, which can hold anything: shown as deck text is.
    let shown = DiagnosticFormatter.shown(path)
    if parsed.positionals.isEmpty, !Platform.entryExists(path) {
      output.out("\(shown): no config file; the defaults apply ('segue config new' prints them)\n")
      return .success
    }
    switch ConfigFile.read(path) {
    case .success:
      output.out("\(shown): ok\n")
      return .success
    case .failure(let error):
      DiagnosticPrinter.print(error.diagnostics, source: error.source, output: &output)
      return .failure
    }
  }

  /// `segue config path`.
  static func path(output: inout some CommandOutput) -> ExitCode {
    guard let path = ConfigFile.defaultPath else {
      DiagnosticPrinter.error(
        "neither XDG_CONFIG_HOME nor HOME is set: no config file", output: &output)
      return .failure
    }
    output.out(DiagnosticFormatter.shown(path) + "\n")
    return .success
  }

  /// `segue config new`.
  static func new(output: inout some CommandOutput) -> ExitCode {
    output.out(ConfigSchema.template)
    return .success
  }

  /// `segue schema config` and `segue schema theme`.
  static func schema(_ document: JSONDocument, output: inout some CommandOutput) -> ExitCode {
    output.out(document.text() + "\n")
    return .success
  }
}
