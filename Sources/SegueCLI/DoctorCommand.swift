/// `segue doctor`: what this terminal and machine can do and what Segue will use, with a fix
/// for whatever is off. Exits 0 whatever it finds: it reports, it does not judge the talk.
enum DoctorCommand {
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) -> ExitCode {
    output.out(DoctorChecks.report(.live).text)
    return .success
  }
}
