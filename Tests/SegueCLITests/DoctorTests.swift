import SegueCore
import SegueTerminal
import SegueTestSupport
import Testing

@testable import SegueCLI

/// `segue doctor`'s report in a controlled environment: every probe answered by the test, so
/// the rules (what is fine, what is off and its fix) are pinned whatever this machine has.
@Suite struct DoctorTests {
  static func probes(
    _ variables: [String: String],
    terminfo: TerminalProbe? = TerminalProbe(
      colors: 256, hasRGBFlag: false, hasMouse: true),
    codeset: String = "UTF-8", wideColumns: Int = 2, programs: Set<String> = ["dot", "python3"],
    font: String? = "DejaVu Sans Mono"
  ) -> DoctorProbes {
    DoctorProbes(
      environment: { variables[$0] }, terminfo: { terminfo }, codeset: codeset,
      wideColumns: wideColumns, findProgram: { programs.contains($0) ? "/usr/bin/\($0)" : nil },
      monospaceFont: { font }, exists: { $0 == "/home/ada/.config/segue/config.yaml" },
      userThemes: ["harbour"],
      libraries: [
        LinkedLibrary(name: "libcmark-gfm", version: "0.29.0.gfm.6"),
        LinkedLibrary(name: "cairo", version: "1.16.0"),
      ])
  }

  static let home = ["HOME": "/home/ada", "LANG": "C.UTF-8"]

  /// kitty with true colour on a light background: little to say.
  @Test func aCapableTerminal() throws {
    let report = DoctorChecks.report(
      Self.probes(
        Self.home.merging(
          ["TERM": "xterm-kitty", "COLORTERM": "truecolor", "COLORFGBG": "0;15"]
        ) { $1 }))
    try Golden.check(report.text, against: "Tests/Goldens/doctor/capable.txt")
    #expect(report.problems == 0)
  }

  /// tmux with a C locale and no DejaVu: each is off, with its fix; NO_COLOR is noted.
  @Test func aTerminalWithProblems() throws {
    let report = DoctorChecks.report(
      Self.probes(
        Self.home.merging(["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "NO_COLOR": "1"]) {
          $1
        }, codeset: "ANSI_X3.4-1968", wideColumns: -1, font: "Noto Sans Mono"))
    try Golden.check(report.text, against: "Tests/Goldens/doctor/problems.txt")
    #expect(report.problems == 3)  // NO_COLOR is a choice, noted, not a problem
  }

  @Test func noTerminfoEntryIsOff() {
    let report = DoctorChecks.report(Self.probes(["TERM": "vt9000"], terminfo: nil))
    let terminal = report.sections[0].findings
    #expect(terminal.count == 1 && terminal[0].mark == .off)
    #expect(terminal[0].text == "no terminfo entry for TERM=vt9000")
  }

  /// A config that does not read is off (its problems are printed above the report).
  @Test func aBrokenConfigIsOff() throws {
    var probes = Self.probes(Self.home.merging(["TERM": "xterm-kitty"]) { $1 })
    probes.configIsBroken = true
    let folders = try #require(DoctorChecks.report(probes).sections.first { $0.title == "Folders" })
    #expect(folders.findings.first?.mark == .off)
    #expect(folders.findings.first?.text == "does not read (its problems are above)")
  }

  /// The real probes answer on this machine (whatever they say) and the command exits 0.
  @Test func theCommandRuns() {
    var output = CapturedOutput()
    let code = SegueCommand.run(["doctor"], output: &output)
    #expect(code == .success)
    #expect(output.stdout.contains("Libraries\n  ✓ libcmark-gfm "))
    #expect(
      output.stdout.hasSuffix("(marked !).\n") || output.stdout.hasSuffix("Nothing is off.\n"))
  }
}
