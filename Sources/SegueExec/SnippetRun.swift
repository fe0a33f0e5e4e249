import Glibc
import SegueCore
import SegueRender

/// One snippet run from its block to its `LiveOutput`: the code written to a private folder,
/// the process started, its output sanitized as it comes. A block with its own `command`
/// (slides' `~~~graph-easy --as=boxart`) has its text piped through that command instead.
///
/// The presenter polls `fileDescriptor` and calls `pump()` when it is readable (and on its
/// ticks, to collect the exit status); `segue check --exec` calls `runToEnd`.
public final class SnippetRun {
  public private(set) var output: LiveOutput
  /// The most output one `pump` takes in (16 KiB, a few milliseconds of work even as short
  /// lines): a program that writes faster than that is read over the loop's next turns, keys
  /// answered between.
  static let bytesPerPump = 16 * 1024
  public let process: SnippetProcess?
  private var sanitizer: OutputSanitizer
  private let directory: String?

  /// Starts `block` in `workingDirectory` (the deck's folder, so a snippet finds the files
  /// beside the deck; by default the run's own private folder); a block that cannot start has
  /// its reason in `output.status`.
  public init(
    _ block: CodeBlock, workingDirectory: String? = nil, limits: OutputLimits = .standard
  ) {
    sanitizer = OutputSanitizer(limits: limits)
    let launch: SnippetLaunch.Plan
    switch SnippetLaunch.plan(for: block) {
    case .success(let plan): launch = plan
    case .failure(let failure):
      output = LiveOutput(status: .failedToStart(failure.message))
      process = nil
      directory = nil
      return
    }
    directory = SnippetLaunch.makeDirectory()
    var process: SnippetProcess?
    output = LiveOutput(status: .failedToStart("cannot make a folder for the snippet"))
    if let directory {
      let code = SnippetLaunch.code(of: block)
      switch Self.start(launch, code: code, in: directory, at: workingDirectory ?? directory) {
      case .success(let started):
        process = started
        output = LiveOutput()
      case .failure(let failure): output = LiveOutput(status: .failedToStart(failure.message))
      }
    }
    self.process = process
  }

  deinit {
    process?.stop()
    if let directory { SnippetLaunch.remove(directory) }
  }

  /// The output pipe to poll; -1 when there is nothing (more) to read.
  public var fileDescriptor: Int32 { process?.fileDescriptor ?? -1 }

  /// Takes in what the pipe holds and the exit status when it came; whether `output` changed.
  /// `checkingProcesses` also counts the snippet's processes (a fork bomb is stopped): a scan
  /// of /proc, which the presenter does on its ticks rather than at every read.
  @discardableResult
  public func pump(checkingProcesses: Bool = true) -> Bool {
    guard let process, output.status == .running else { return false }
    var changed = false
    process.read(upTo: Self.bytesPerPump) { chunk in
      sanitizer.feed(chunk)
      changed = true
    }
    if checkingProcesses { process.enforceProcessLimit() }
    if process.reap() != .running {
      process.readRest { sanitizer.feed($0) }
      finish()
      return true
    }
    if changed { publish() }
    return changed
  }

  /// Stops the snippet's whole process group (a second `Ctrl-E`).
  public func stop() {
    guard let process, output.status == .running else { return }
    process.stop()
    process.readRest { sanitizer.feed($0) }
    finish()
  }

  /// Runs to the end (headless); stopped after `timeout` seconds.
  public func runToEnd(timeout: Int) -> LiveOutput {
    guard let process, output.status == .running else { return output }
    process.runToEnd(timeout: timeout) { sanitizer.feed($0) }
    finish()
    return output
  }

  private func finish() {
    sanitizer.finish()
    publish()
    output.status = process?.status ?? output.status
    // Stopped by Segue (a flood of processes, a deadline): not the `exit 0` its shell gave.
    if process?.stopReason != nil, case .exited = output.status {
      output.status = .killed(signal: SIGKILL)
    }
    let reasons = [sanitizer.lines.note, process?.stopReason].compactMap { $0 }
    output.note = reasons.isEmpty ? nil : reasons.joined(separator: "; ")
  }

  private func publish() {
    output.lines = sanitizer.lines.all
    output.note = sanitizer.lines.note
    output.version += 1
  }

  private static func start(
    _ launch: SnippetLaunch.Plan, code: String, in directory: String,
    at workingDirectory: String
  ) -> Result<SnippetProcess, StartFailure> {
    let file = directory + "/" + launch.fileName
    guard SnippetLaunch.write(code, to: file) else {
      return .failure(StartFailure(message: "cannot write the snippet to \(file)"))
    }
    return launch.arguments(directory).flatMap { arguments in
      Result { () throws(StartFailure) in
        try SnippetProcess.start(
          arguments, directory: workingDirectory, stdinPath: launch.readsStdin ? file : nil)
      }
    }
  }
}
