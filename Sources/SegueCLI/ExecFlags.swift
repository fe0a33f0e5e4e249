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

  /// The options, as `present` and `check` declare them.
  static var options: [OptionSpec] {
    [
      OptionSpec(
        "-x", "--enable-exec",
        help: "Allow the deck's '+exec' snippets to run (Ctrl-E runs the slide's next one)"),
      OptionSpec(
        "-X", "--enable-exec-replace",
        help: "Also run the blocks that run by themselves: '+exec_replace', '+auto_exec', "
          + "'+pty' terminals, slides' ~~~command blocks, lookatme's terminals"),
    ]
  }
}
