import Glibc
import SegueRender
import Synchronization

/// One diagram to draw: its language, its text and the theme's colours.
public struct DiagramRequest: Sendable, Hashable {
  public var language: String
  public var source: String
  public var colors: DiagramColors

  public init(language: String, source: String, colors: DiagramColors = .dark) {
    self.language = language
    self.source = source
    self.colors = colors
  }
}

/// Renders diagram blocks into SVG files through their tools (`DiagramTool`), kept in a
/// `DiagramCache`.
///
/// `cached` answers at once and starts nothing: what a presenter asks while it draws a frame.
/// `render` blocks until the tool is done (a `timeout` at most) and may be called from any
/// thread: export and `check --render` call it in turn, the presenter off its main thread.
/// Each run is in a private folder of its own, removed after, its processes in a group ended
/// with it (`SnippetProcess`).
public final class DiagramRenderer: Sendable {
  public let cache: DiagramCache?
  /// How long a tool may run before its group is stopped (LaTeX's first run builds its fonts).
  public static let timeout = 60
  /// How many of a failed tool's last output lines a problem carries.
  static let keptLines = 8
  private let started = Atomic<Int>(0)

  /// A renderer keeping its pictures in `cache` (none: every render fails, saying why).
  public init(cache: DiagramCache? = DiagramCache.defaultFolder().map(DiagramCache.init)) {
    self.cache = cache
  }

  /// How many processes this renderer has started (tests check a cached diagram starts none).
  public var processesStarted: Int { started.load(ordering: .relaxed) }

  /// The tool for `request`, or why there is none.
  public static func tool(for request: DiagramRequest) -> Result<DiagramTool, DiagramProblem> {
    guard let tool = DiagramTool.named(request.language) else {
      return .failure(DiagramProblem("Segue does not know how to render '\(request.language)'"))
    }
    return .success(tool)
  }

  /// Why `language`'s diagrams cannot be rendered here (no such tool, a program not on PATH,
  /// naming what to install); nil when they can. Starts nothing.
  public static func availability(_ language: String) -> String? {
    guard let tool = DiagramTool.named(language) else {
      return "Segue does not know how to render '\(language)'"
    }
    for program in tool.programs() where DiagramPrograms.find(program) == nil {
      return "\(program): not found; install \(tool.install)"
    }
    return nil
  }

  /// The cache key of `request`: its tool, the commands with their colours, and the input.
  public static func key(_ request: DiagramRequest) -> String? {
    guard let tool = DiagramTool.named(request.language) else { return nil }
    let commands = tool.commands(request.colors).map { $0.joined(separator: " ") }
    return DiagramCache.key(
      ["segue-diagram-1", tool.name] + commands + [tool.input(request.source, request.colors)])
  }

  /// The picture's path when it is already rendered; starts nothing.
  public func cached(_ request: DiagramRequest) -> String? {
    guard let cache, let key = Self.key(request) else { return nil }
    return cache.hit(key)
  }

  /// The picture's path: from the cache, or rendered now and kept; or why there is none.
  public func render(_ request: DiagramRequest) -> Result<String, DiagramProblem> {
    if let hit = cached(request) { return .success(hit) }
    guard let cache else {
      return .failure(
        DiagramProblem("nowhere to keep pictures: neither XDG_CACHE_HOME nor HOME is set"))
    }
    let tool: DiagramTool
    switch Self.tool(for: request) {
    case .failure(let problem): return .failure(problem)
    case .success(let found): tool = found
    }
    if let missing = Self.availability(request.language) {
      return .failure(DiagramProblem(missing))
    }
    return run(tool, request).flatMap { cache.store($0, key: Self.key(request)!) }
  }

  /// Runs the tool's commands in a private folder; the SVG's bytes, or why there are none.
  private func run(_ tool: DiagramTool, _ request: DiagramRequest) -> Result<
    [UInt8], DiagramProblem
  > {
    guard let directory = SnippetLaunch.makeDirectory() else {
      return .failure(DiagramProblem("cannot make a folder to render in"))
    }
    defer { SnippetLaunch.remove(directory) }
    // Named relative to the folder the tools run in: LaTeX's paranoid mode refuses any
    // absolute path, its own input's too.
    let input = "diagram." + tool.fileExtension
    let output = "diagram.svg"
    guard
      SnippetLaunch.write(
        tool.input(request.source, request.colors), to: directory + "/" + input)
    else {
      return .failure(DiagramProblem("cannot write the diagram's text"))
    }
    for command in tool.commands(request.colors) {
      guard let program = DiagramPrograms.find(command[0]) else {
        return .failure(DiagramProblem("\(command[0]): not found; install \(tool.install)"))
      }
      let environment = tool.environment.isEmpty ? [] : ["/usr/bin/env"] + tool.environment
      let arguments =
        environment + [program]
        + command.dropFirst().map { $0 == "$in" ? input : $0 == "$out" ? output : $0 }
      if var problem = runOne(arguments, name: command[0], in: directory) {
        // The run's folder is gone by the time anyone reads this: name the files alone.
        problem.lines = problem.lines.map { $0.replacing(directory + "/", with: "") }
        return .failure(problem)
      }
    }
    guard let bytes = DiagramCache.readRegular(directory + "/" + output), !bytes.isEmpty else {
      return .failure(DiagramProblem("\(tool.name) wrote no picture"))
    }
    return .success(bytes)
  }

  /// Runs one command to its end; nil when it succeeded, else why, with its last lines.
  private func runOne(_ arguments: [String], name: String, in directory: String) -> DiagramProblem?
  {
    let process: SnippetProcess
    do {
      process = try SnippetProcess.start(arguments, directory: directory)
    } catch {
      return DiagramProblem(error.message)
    }
    started.add(1, ordering: .relaxed)
    var tail: [UInt8] = []
    process.runToEnd(timeout: Self.timeout) { chunk in
      tail += chunk
      if tail.count > 16_384 { tail.removeFirst(tail.count - 16_384) }
    }
    if process.status == .exited(0) { return nil }
    let lines = String(decoding: tail, as: UTF8.self).split(separator: "\n")
      .map { line in String(String.UnicodeScalarView(line.unicodeScalars.filter(Self.printable))) }
      .filter { !$0.allSatisfy(\.isWhitespace) }
    let how: String
    switch process.status {
    case .exited(let code): how = "exit status \(code)"
    case .killed(signal: let signal): how = "signal \(signal)"
    default: how = "no status"
    }
    let note = process.stopReason.map { " (\($0))" } ?? ""
    return DiagramProblem(
      "\(name) failed with \(how)\(note)", lines: Array(lines.suffix(Self.keptLines)))
  }

  /// Whether a scalar of a tool's output may be shown: no control characters reach a terminal.
  static func printable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value)
  }
}
