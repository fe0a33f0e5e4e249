import SegueExec

/// `segue doctor`: what this terminal and machine can do and what Segue will use, with a fix
/// for whatever is off. Exits 0 whatever it finds: it reports, it does not judge the talk.
enum DoctorCommand {
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) -> ExitCode {
    // The config's problems are printed as any command prints them; the report goes on
    // with the defaults, and says the file is broken.
    var probes = DoctorProbes.live
    if let config = ConfigFile.load(parsed, output: &output) {
      DiagramPrograms.paths = config.renderers
      probes.findProgram = { DiagramPrograms.find($0) }
    } else {
      probes.configIsBroken = true
    }
    output.out(DoctorChecks.report(probes).text)
    return .success
  }
}
