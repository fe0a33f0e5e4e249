import Foundation
import SegueCLI
import SegueRender
import SegueTestSupport
import Testing

@Suite struct ExportCommandTests {
  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  let demo = TestPaths.fixture("Decks/demo.md").path

  @Test func textHasSeparatorsAndFixedSizeFrames() {
    let result = run(["export", demo, "--size", "60x15"])
    #expect(result.code == .success)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let separators = lines.enumerated().filter { $0.element.hasPrefix("━━ ") }
    #expect(separators.count == 26)
    #expect(
      separators.first.map { String($0.element) } == "━━ 1.1 Segue "
        + String(repeating: "━", count: 47))
    #expect(lines.count == 26 * 16)
    #expect(lines.allSatisfy { TextWidth.width($0) <= 60 })
  }

  @Test func stepsGiveOneFramePerStep() {
    let result = run(["export", demo, "--steps"])
    let separators = result.out.split(separator: "\n").filter { $0.hasPrefix("━━ ") }
    #expect(separators.count == 36)
    #expect(separators.contains { $0.hasPrefix("━━ 3.2 Sections and slides · step 2/3 ━") })
  }

  @Test func noChromeDropsBarDotsAndFooter() {
    let with = run(["export", demo, "--size", "60x15"]).out
    let without = run(["export", demo, "--size", "60x15", "--no-chrome"]).out
    #expect(with.contains("Welcome · 2/26"))
    #expect(!without.contains("Welcome · 2/26"))
    #expect(with.contains("○ ● ○"))
    #expect(!without.contains("○ ● ○"))
    #expect(!without.contains("│      Welcome"))
  }

  @Test func outputFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-export-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = run(["export", demo, "-o", file.path])
    #expect(result.code == .success)
    #expect(result.out == "")
    #expect(try String(contentsOf: file, encoding: .utf8) == run(["export", demo]).out)
  }

  @Test func dashIsStandardOutput() {
    let result = run(["export", demo, "-o", "-", "--format", "ansi"])
    #expect(result.code == .success)
    #expect(result.err == "")
    #expect(result.out == run(["export", demo, "--format", "ansi"]).out)
    #expect(result.out.hasPrefix("━━ 1.1 Segue "))
  }

  struct WriteFailureCase: CustomTestStringConvertible, Sendable {
    var file: String
    var message: String
    var testDescription: String { file }
  }

  static let writeFailureCases = [
    WriteFailureCase(
      file: "/dev/full", message: "error: /dev/full: cannot write: no space left on device\n"),
    WriteFailureCase(
      file: "/nonexistent-segue-folder/out.txt",
      message:
        "error: /nonexistent-segue-folder/out.txt: cannot write: no such file or directory\n"),
  ]

  @Test(arguments: writeFailureCases)
  func outputFileThatCannotBeWritten(_ c: WriteFailureCase) {
    let result = run(["export", demo, "-o", c.file])
    #expect(result.code == .failure)
    #expect(result.out == "")
    #expect(result.err == c.message)
  }

  static let unwritableOutputs = [
    WriteFailureCase(
      file: "/nonexistent-segue-folder/talk.html",
      message:
        "error: /nonexistent-segue-folder/talk.html: cannot write: no such file or directory\n"),
    WriteFailureCase(file: "/tmp", message: "error: /tmp: cannot write: is a directory\n"),
    WriteFailureCase(
      file: "/dev/null/talk.cast",
      message: "error: /dev/null/talk.cast: cannot write: not a directory\n"),
  ]

  /// `-o` that cannot be written fails before the deck is even read, in every format: a
  /// deck that does not exist is not reported, the output is.
  @Test(arguments: ["text", "ansi", "html", "cast"], unwritableOutputs)
  func unwritableOutputFailsBeforeAnyWork(_ format: String, _ c: WriteFailureCase) {
    let result = run(["export", "/nonexistent-deck.md", "--format", format, "-o", c.file])
    #expect(result.code == .failure)
    #expect(result.err == c.message)
  }

  /// `segue export deck.md > /dev/full`: the real binary, its standard output a full device.
  @Test func fullStandardOutputFails() throws {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", "exec \"$0\" export \"$1\" > /dev/full", TestPaths.segueBinary.path, demo,
    ]
    let stderr = Pipe()
    shell.standardError = stderr
    try shell.run()
    let message = stderr.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 1)
    #expect(
      String(decoding: message, as: UTF8.self)
        == "error: standard output: cannot write: no space left on device\n")
  }

  /// Every command's report, not only an export's, fails when standard output does: the
  /// output is what was asked for (`check`, its `--json` and `--dump`, the lists, help).
  @Test(arguments: [
    "check DECK", "check --json DECK", "check --dump DECK", "themes", "languages", "--help",
    "--version", "export DECK --format notes", "theme check Themes/nord.yaml",
  ])
  func everyReportFailsWhenStandardOutputDoes(_ command: String) throws {
    let arguments = command.split(separator: " ").map {
      $0 == "DECK"
        ? demo : $0.hasPrefix("Themes/") ? TestPaths.fixture(String($0)).path : String($0)
    }
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments =
      ["-c", "exec \"$0\" \"$@\" > /dev/full", TestPaths.segueBinary.path] + arguments
    let stderr = Pipe()
    shell.standardError = stderr
    try shell.run()
    let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 1)
    #expect(message.hasSuffix("error: standard output: cannot write: no space left on device\n"))
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases = [
    UsageCase(
      arguments: ["--format", "svg"],
      message: "'--format' must be text, ansi, html, cast, pdf, png or notes, not 'svg'"),
    UsageCase(
      arguments: ["--slide-seconds", "2"],
      message: "'--slide-seconds' applies to '--format cast' only"),
    UsageCase(
      arguments: ["--format", "cast", "--slide-seconds", "0"],
      message: "'--slide-seconds' must be a number of seconds from 0.1 to 86400, not '0'"),
    // Issue 27: on afbba52 these were taken (every frame at 0 s; a scale of 8).
    UsageCase(
      arguments: ["--format", "cast", "--slide-seconds", "1e-9"],
      message: "'--slide-seconds' must be a number of seconds from 0.1 to 86400, not '1e-9'"),
    UsageCase(
      arguments: ["--format", "cast", "--slide-seconds", "0.01"],
      message: "'--slide-seconds' must be a number of seconds from 0.1 to 86400, not '0.01'"),
    UsageCase(
      arguments: ["--format", "png", "--scale", "0x8", "-o", "/tmp/segue-never-written"],
      message: "'--scale' must be a number from 0.25 to 8, not '0x8'"),
    UsageCase(
      arguments: ["--format", "png", "--scale", "nan", "-o", "/tmp/segue-never-written"],
      message: "'--scale' must be a number from 0.25 to 8, not 'nan'"),
    UsageCase(
      arguments: ["--size", "80"],
      message: "'--size' must be WIDTHxHEIGHT, as in 100x30 (up to 1000x1000), not '80'"),
    UsageCase(
      arguments: ["--format", "ansi", "--colors", "8"],
      message: "'--colors' must be 24bit, 256, 16 or none, not '8'"),
    UsageCase(
      arguments: ["--colors", "256"], message: "'--colors' applies to '--format ansi' only"),
  ]

  @Test(arguments: usageCases)
  func usageErrors(_ c: UsageCase) {
    let result = run(["export", demo] + c.arguments)
    #expect(result.code == .usage)
    #expect(
      result.err
        == "Error: \(c.message)\n"
        + "Usage: segue export <deck> [--format FORMAT] [--page a4|letter|16:9] [--scale N]\n"
        + "                    [--colors DEPTH] [--size WxH] [--theme NAME|FILE] [--steps]\n"
        + "                    [--no-chrome] [--notes] [--allow-outside]\n"
        + "                    [--slide-seconds N] [-o FILE] [--exec] [-x] [-X]\n"
        + "See 'segue export --help'\n")
  }

  @Test func ansiColourDepths() {
    let truecolor = run(["export", demo, "--format", "ansi"]).out
    let c256 = run(["export", demo, "--format", "ansi", "--colors", "256"]).out
    let c16 = run(["export", demo, "--format", "ansi", "--colors", "16"]).out
    let none = run(["export", demo, "--format", "ansi", "--colors", "none"]).out
    #expect(truecolor.contains("38;2;"))
    #expect(c256.contains("38;5;") && !c256.contains("38;2;"))
    #expect(!c16.contains("38;5;") && !c16.contains("38;2;"))
    #expect(!none.contains("38;") && none.contains("\u{1B}[0;1m"))
  }
}

@Suite struct ExportNotesTests {
  @Test func notesFollowTheirSlide() {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      [
        "export", TestPaths.fixture("Tests/Fixtures/decks/parts.md").path, "--notes", "--size",
        "60x12",
      ],
      output: &output)
    #expect(code == .success)
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let at = lines.firstIndex(of: "Notes:")
    #expect(at != nil)
    if let at {
      #expect(lines[at + 1] == "  mention the PREFIX variable")
      #expect(lines[at + 2].hasPrefix("━━ 2.3 First deck "))
    }
  }
}
