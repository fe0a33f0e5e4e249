import Glibc
import SegueCore
import SegueRender
import Testing

@testable import SegueExec

/// Real processes: bash and python3 are on every machine the tests run on.
@Suite struct SnippetRunTests {
  private func block(_ language: String, _ text: String, info: String? = nil) -> CodeBlock {
    let (attributes, _) = CodeAttributes.parse(info: info ?? "\(language) +exec")
    return CodeBlock(
      info: info ?? "\(language) +exec", text: text, isFenced: true, attributes: attributes)
  }

  private func text(_ output: LiveOutput) -> [String] {
    output.lines.map { $0.map(\.text).joined() }
  }

  @Test func bashAndPythonRunWithTheirStatus() {
    let bash = SnippetRun(block("bash", "echo hello\necho oops >&2\nexit 3")).runToEnd(timeout: 30)
    #expect(text(bash) == ["hello", "oops"])
    #expect(bash.status == .exited(3))
    let python = SnippetRun(block("python", "print(6 * 7)")).runToEnd(timeout: 30)
    #expect(text(python) == ["42"])
    #expect(python.status == .exited(0))
  }

  @Test func hiddenLinesRun() {
    let output = SnippetRun(block("bash", "/// x=41\necho $((x + 1))")).runToEnd(timeout: 30)
    #expect(text(output) == ["42"])
  }

  /// The first line is read while the snippet still runs: the snippet prints its second line
  /// only once the test has seen the first (it waits for a file the test then makes), so the
  /// output arrives in two reads whatever the machine's load.
  @Test func outputStreamsInChunks() throws {
    let gate = "/tmp/segue-stream-gate-\(getpid())"
    unlink(gate)
    defer { unlink(gate) }
    let run = SnippetRun(
      block("bash", "echo 1\nwhile [ ! -e \(gate) ]; do sleep 0.01; done\necho 2"))
    var reads = 0
    let fd = run.fileDescriptor
    var opened = false
    while run.output.status == .running {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      _ = poll(&poller, 1, 100)
      if run.pump() { reads += 1 }
      if !opened, text(run.output) == ["1"] {
        #expect(run.output.status == .running)
        opened = true
        close(open(gate, O_CREAT | O_WRONLY, 0o600))
      }
    }
    #expect(text(run.output) == ["1", "2"])
    #expect(reads > 1)
  }

  @Test func stopEndsTheWholeGroup() throws {
    let run = SnippetRun(block("bash", "sleep 1000 &\necho started\nwait"))
    let process = try #require(run.process)
    while run.output.lines.isEmpty {
      var poller = pollfd(fd: run.fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&poller, 1, 100)
      run.pump()
    }
    run.stop()
    #expect(kill(-process.group, 0) == -1 && errno == ESRCH)
    #expect(run.output.status == .killed(signal: SIGTERM))
  }

  /// What a snippet leaves running in its group ends with it: the run cannot be held open.
  @Test func backgroundChildrenEndWithTheSnippet() throws {
    let run = SnippetRun(block("bash", "sleep 1000 &\necho done"))
    let process = try #require(run.process)
    let output = run.runToEnd(timeout: 60)
    #expect(output.status == .exited(0))
    #expect(output.note == nil)
    #expect(kill(-process.group, 0) == -1 && errno == ESRCH)
  }

  /// The deadline holds while a program writes without end (once it was looked at only when
  /// the pipe ran dry, which `yes` never lets happen).
  @Test func endlessOutputIsStoppedAtTheDeadline() {
    let output = SnippetRun(block("bash", "yes")).runToEnd(timeout: 2)
    #expect(output.status == .killed(signal: 15))
    #expect(output.note?.contains("stopped after 2 seconds") == true)
    #expect(output.lines.last?.first?.text == "y")
  }

  @Test func longOutputKeepsItsLastLinesAndTheProgramEnds() {
    let output = SnippetRun(block("bash", "seq 1 200000")).runToEnd(timeout: 60)
    #expect(output.status == .exited(0))
    #expect(output.note == "190000 earlier lines dropped")
    #expect(output.lines.count == 10_000)
    #expect(output.lines.last?.first?.text == "200000")
  }

  @Test func hostileSequencesShowOnlyTextAndColours() {
    let script =
      #"printf '\033]0;pwned\007\033[2J\033[31mred\033[0m\033P+q\033\\\033]52;c;eA==\007!\n'"#
    let output = SnippetRun(block("bash", script)).runToEnd(timeout: 30)
    #expect(output.lines == [[StyledRun("red", style: Style(fg: .ansi(1))), StyledRun("!")]])
  }

  /// A snippet that floods the process table is stopped by its group's process count, and
  /// every process of the group ends. The flood is linear (400 background `sleep`s), not an
  /// exponential `bomb() { bomb | bomb & }`: that one proves the same count, but as root
  /// (CI) RLIMIT_NPROC does not bind and the thousands of processes it makes before the count
  /// is polled starved every other test running beside it (a 30 s wait timed out in a
  /// fresh-clone run). The exponential form was run by hand: it is stopped the same way.
  @Test func aProcessFloodIsContainedByTheGroupCount() throws {
    let run = SnippetRun(block("bash", "for i in $(seq 400); do sleep 1000 & done; wait"))
    let process = try #require(run.process)
    let output = run.runToEnd(timeout: 60)
    #expect(output.status != .running)
    #expect(
      output.note?.contains("more than \(SnippetProcess.processLimit) processes") == true,
      "\(output.note ?? "")")
    #expect(kill(-process.group, 0) == -1 && errno == ESRCH)
  }

  @Test func aMissingInterpreterSaysWhatToInstall() {
    let executor = Executor.interpreter(
      "segue-no-such-interpreter", file: "x", install: Executor.debian("segue-interpreter"))
    let result = SnippetLaunch.arguments(executor, directory: "/tmp")
    #expect(
      result
        == .failure(
          StartFailure(
            message:
              "segue-no-such-interpreter: not found; install the Debian package segue-interpreter"))
    )
    let unknown = SnippetRun(block("brainfuck", "+")).output.status
    #expect(unknown == .failedToStart("Segue does not know how to run 'brainfuck'"))
  }

  @Test func stdinExecutorsReadTheSnippet() {
    let sort = Executor(.stdin, [["sort"]], install: Executor.debian("coreutils"))
    guard case .success(let arguments) = SnippetLaunch.arguments(sort, directory: "/tmp") else {
      Issue.record("sort not found")
      return
    }
    let path = "/tmp/segue-test-stdin-\(getpid())"
    #expect(SnippetLaunch.write("b\na", to: path))
    defer { unlink(path) }
    let process = try? SnippetProcess.start(arguments, directory: "/tmp", stdinPath: path)
    var bytes: [UInt8] = []
    process?.runToEnd(timeout: 30) { bytes += $0 }
    #expect(String(decoding: bytes, as: UTF8.self) == "a\nb\n")
  }
}
