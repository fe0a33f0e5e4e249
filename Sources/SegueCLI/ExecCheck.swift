import SegueCore
import SegueExec
import SegueRender

/// `segue check`'s part in live code (issue 29): the list of every block that would run, and
/// with `--exec -x` (or `-X`) each of them run headless, as a CI job runs a talk's demos.
enum ExecCheck {
  /// How long one snippet may run headless before its group is stopped (a hang, not a test).
  static let timeout = 60
  /// How many of a failed snippet's last output lines are shown.
  static let shownLines = 5

  /// One block that runs, where its fence is.
  struct RunnableBlock {
    var code: CodeBlock
    var mode: RunMode
    var line: Int
    var column: Int
  }

  /// Every block of `deck` that runs (`+exec`, `+exec_replace`, `+auto_exec`, `+pty`).
  static func blocks(_ deck: Deck, source: SourceText) -> [RunnableBlock] {
    deck.sections.flatMap(\.slides).flatMap(\.codeBlocks).compactMap { block in
      guard case .code(let code) = block.kind, let mode = code.attributes.run else { return nil }
      let text = source.line(block.line) ?? ""
      let column =
        (text.firstIndex { $0 != " " && $0 != "\t" }).map {
          text.distance(from: text.startIndex, to: $0) + 1
        } ?? 1
      return RunnableBlock(code: code, mode: mode, line: block.line, column: column)
    }
  }

  /// The list plain `check` prints: what the deck would run, and with which flag.
  static func list(_ deck: Deck, source: SourceText, output: inout some CommandOutput) {
    let runnable = blocks(deck, source: source)
    guard !runnable.isEmpty else { return }
    output.out("\nCode that runs (only when the presenter allows it with -x or -X):\n")
    for block in runnable.prefix(listed) {
      let language =
        block.code.language.isEmpty
        ? "(no language)" : DiagnosticFormatter.shown(block.code.language)
      let at = source.location(line: block.line, column: 1)
      let missing = SnippetAvailability.problem(block.code).map { " (here: \($0))" } ?? ""
      output.out("  \(at.file):\(at.line)  \(language)  \(describe(block.code))\(missing)\n")
    }
    if runnable.count > listed {
      output.out("  and \(runnable.count - listed) more (check --exec -X runs them all)\n")
    }
  }

  /// The most blocks the list names: a generated deck of thousands is not read line by line.
  static let listed = 200

  /// The folder snippets run in: the deck's, so they find the files beside it.
  static func folder(of deckPath: String) -> String {
    guard let slash = deckPath.lastIndex(of: "/") else { return "." }
    return slash == deckPath.startIndex ? "/" : String(deckPath[..<slash])
  }

  static func describe(_ code: CodeBlock) -> String {
    let command = code.attributes.command.map {
      DiagnosticFormatter.shown($0.joined(separator: " "))
    }
    if code.attributes.acquiresTerminal {
      return "+acquire_terminal: runs on Ctrl-E with -x, with the whole terminal"
    }
    switch (code.attributes.run, command) {
    case (.replace, let command?):
      return "~~~\(command): its text piped through it with -X, the output replaces it"
    case (.terminal, let command?): return "terminal: '\(command)' in a terminal, with -X"
    case (.byKey, _): return "+exec: runs on Ctrl-E with -x"
    case (.replace, _): return "+exec_replace: runs by itself with -X, its output replaces it"
    case (.auto, _): return "+auto_exec: runs by itself with -X when its slide is shown"
    case (.terminal, _), (nil, _): return "+pty: a terminal program, with -X"
    }
  }

  /// Why a block does not run headless (`check --exec`, `export --exec`): it needs a terminal,
  /// which only the presenter has; nil when it runs.
  static func headlessSkip(_ code: CodeBlock) -> String? {
    if case .terminal = code.attributes.run {
      let what = code.attributes.command == nil ? "+pty" : "a terminal"
      return "\(what) runs only in the presenter"
    }
    if code.attributes.acquiresTerminal { return "+acquire_terminal runs only in the presenter" }
    return nil
  }

  /// Runs every block `permission` allows and reports each; whether all passed.
  static func run(
    _ deck: Deck, source: SourceText, permission: ExecPermission,
    output: inout some CommandOutput
  ) -> Bool {
    var passed = 0
    var failed = 0
    var skipped = 0
    for block in blocks(deck, source: source) {
      let at = source.location(line: block.line, column: block.column)
      let place = "\(at.file):\(at.line):\(at.column)"
      if let reason = headlessSkip(block.code) {
        output.out("\(place): skipped: \(reason)\n")
        skipped += 1
      } else if !permission.allows(block.mode) {
        output.out("\(place): skipped: it runs by itself; -X runs it too\n")
        skipped += 1
      } else if let (message, lines) = failure(of: block, in: folder(of: source.fileName)) {
        // Through the printer: the fence's line with a caret, and the output quoted safely.
        let notes = lines.map { Diagnostic.note("| " + $0) }
        DiagnosticPrinter.print(
          [(Diagnostic.error(message, at: at), source)] + notes.map { ($0, nil) }, summary: false,
          output: &output)
        failed += 1
      } else {
        output.out("\(place): passed\n")
        passed += 1
      }
    }
    output.out(
      "\(passed + failed) snippet\(passed + failed == 1 ? "" : "s") run: \(passed) passed, "
        + "\(failed) failed, \(skipped) skipped\n")
    return failed == 0
  }

  /// Why `block` failed its check, and its last lines of output; nil when it passed.
  private static func failure(of block: RunnableBlock, in folder: String) -> (String, [String])? {
    let result = SnippetRun(block.code, workingDirectory: folder).runToEnd(timeout: timeout)
    let expectsFailure = block.code.attributes.expectsFailure
    let language = block.code.language
    var message: String
    switch result.status {
    case .failedToStart(let reason): return ("\(language) snippet did not start: \(reason)", [])
    case .running: return ("\(language) snippet did not end", [])
    case .exited(0):
      guard expectsFailure else { return nil }
      message = "\(language) snippet succeeded but '+expect:failure' says it fails"
    case .exited(let code), .killed(signal: let code):
      // A snippet Segue stopped (a hang, a fork bomb) did not fail as its author meant.
      if expectsFailure, result.note?.contains("stopped") != true { return nil }
      let how = result.status == .exited(code) ? "exit status \(code)" : "signal \(code)"
      message = "\(language) snippet failed with \(how)"
    }
    if let note = result.note { message += " (\(note))" }
    return (message, result.lines.suffix(shownLines).map { $0.map(\.text).joined() })
  }
}
