import SegueCore
import SegueExec
import SegueRender

/// `segue export --exec -x|-X`: the snippets run to their end before anything is drawn, so
/// the export shows their output as the talk would (issue 29). Nothing runs without `--exec`,
/// and `--exec` needs the person exporting to allow it: a deck can never allow it itself.
extension ExportCommand {
  /// What `--exec` may run, or nil without `--exec`; a usage error for half of the pair.
  static func execPermission(_ parsed: ParsedArguments) throws(UsageError) -> ExecPermission? {
    let permission = ExecPermission(flags: parsed.flags)
    guard parsed.flags.contains("--exec") else {
      guard permission == .none else {
        throw UsageError(message: "'-x' and '-X' allow what '--exec' runs: add --exec")
      }
      return nil
    }
    guard permission != .none else {
      throw UsageError(
        message: "'--exec' runs the deck's code: add -x to allow it (-X to also run the blocks "
          + "that run by themselves); a deck cannot allow it itself")
    }
    return permission
  }

  /// Every block `permission` allows, run headless to its end (stopped after
  /// `ExecCheck.timeout` seconds) in the deck's folder, one after another; what needs a
  /// terminal (`ExecCheck.headlessSkip`) is not run and is drawn as its code.
  static func runSnippets(_ deck: Deck, deckPath: String, permission: ExecPermission)
    -> LiveContent
  {
    var outputs: [BlockID: LiveOutput] = [:]
    let folder = ExecCheck.folder(of: deckPath)
    for block in LiveBlocks.all(in: deck) {
      guard let mode = block.code.attributes.run, permission.allows(mode),
        ExecCheck.headlessSkip(block.code) == nil
      else { continue }
      outputs[block.id] = SnippetRun(block.code, workingDirectory: folder)
        .runToEnd(timeout: ExecCheck.timeout)
    }
    return LiveContent(outputs: outputs, permission: permission, hints: false)
  }
}
