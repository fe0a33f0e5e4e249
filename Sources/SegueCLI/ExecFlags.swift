import SegueRender

/// `-x` and `-X` as every command that runs code reads them (DESIGN.md §10): only the person
/// at the command line allows it, never the deck.
extension ExecPermission {
  init(flags: ParsedArguments.Flags) {
    if flags.contains("--enable-exec-replace") {
      self = .all
    } else if flags.contains("--enable-exec") {
      self = .byKey
    } else {
      self = .none
    }
  }

  /// The options, as `present`, `check` and `export` declare them.
  static var options: [OptionSpec] {
    [
      OptionSpec(
        "-x", "--enable-exec",
        help: "Allow the deck's '+exec' snippets to run (nothing runs without it)"),
      OptionSpec(
        "-X", "--enable-exec-replace",
        help: "Also allow the blocks that run by themselves: '+exec_replace', '+auto_exec', "
          + "'+pty', slides' ~~~command blocks, lookatme's terminals"),
    ]
  }
}
