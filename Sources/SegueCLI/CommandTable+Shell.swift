/// The commands that fit Segue into a system: shell completions, and the man pages' source.
extension CommandTable {
  static var completions: CommandSpec {
    CommandSpec(
      id: .completions, path: ["completions"],
      abstract: "Print the completion script of a shell: bash, zsh or fish",
      positionals: [
        PositionalSpec(
          name: "shell", choices: CompletionScript.shells, help: "bash, zsh or fish")
      ],
      discussion: """
        Prints a script that completes segue's commands, options, their values, theme names
        and decks (*.md) in the shell, made from the same table as this help. Theme names are
        asked of 'segue themes --names' as you type, so your own themes are offered too.

          segue completions bash > ~/.local/share/bash-completion/completions/segue
          segue completions zsh > ~/.zfunc/_segue     (a folder in $fpath)
          segue completions fish > ~/.config/fish/completions/segue.fish

        'make install' installs all three.
        """)
  }

  /// Hidden: the build's tool, run by `make install` and `make deb`.
  static var man: CommandSpec {
    CommandSpec(
      id: .man, path: ["man"], abstract: "Print a man page as roff",
      positionals: [
        PositionalSpec(
          name: "page", choices: ManPage.allCases.map(\.rawValue),
          help: "segue, segue-deck, segue-theme or segue-config"),
        PositionalSpec(
          name: "markdown", isRequired: false,
          help: "The Markdown the page is made from (docs/deck-format.md for segue-deck)"),
      ],
      isHidden: true)
  }
}
