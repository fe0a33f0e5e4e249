/// The config file's and the schemas' commands in the command table: `segue config …` and
/// `segue schema …`.
extension CommandTable {
  static var config: CommandSpec {
    CommandSpec(
      id: .config, path: ["config"], abstract: "Check, locate and start your config file",
      discussion: """
        The config file sets the defaults of every talk: themes (and a light and a dark one
        chosen by the terminal's background), transitions, colours, images, snippet
        executors, the speaker view's duration and the key bindings. Options on the command
        line win over it, and a deck's own 'theme:' over its themes. See docs/config.md.
        """,
      subcommands: [configCheck, configPath, configNew])
  }

  static var configCheck: CommandSpec {
    CommandSpec(
      id: .configCheck, path: ["config", "check"],
      abstract: "Validate a config file (every problem as file:line:col)",
      positionals: [
        PositionalSpec(
          name: "file", isRequired: false, help: "The config file (default: 'segue config path')")
      ],
      discussion: "Validates a config file: exit 0, or 1 with every problem as file:line:col.")
  }

  static var configPath: CommandSpec {
    CommandSpec(
      id: .configPath, path: ["config", "path"],
      abstract: "Print where the config file is looked for",
      discussion: """
        Prints $XDG_CONFIG_HOME/segue/config.yaml, or ~/.config/segue/config.yaml when
        XDG_CONFIG_HOME is not set; the file need not exist.
        """)
  }

  static var configNew: CommandSpec {
    CommandSpec(
      id: .configNew, path: ["config", "new"],
      abstract: "Print a commented config file of every default",
      discussion: """
        Prints every key of the config file with its default and what it does, ready to
        save and edit:

          segue config new > "$(segue config path)"
          segue schema config > "$(dirname "$(segue config path)")/config.schema.json"

        The second line writes the JSON Schema that the file's first line names, so an
        editor with yaml-language-server completes and checks it.
        """)
  }

  static var schema: CommandSpec {
    CommandSpec(
      id: .schema, path: ["schema"],
      abstract: "Print the JSON Schema of config or theme files, for editors",
      discussion: """
        Prints a JSON Schema made from the declarations the readers use, for editors
        (yaml-language-server) to complete and check the files. 'segue config new' and
        'segue theme new' write a first line naming config.schema.json and
        ../theme.schema.json, beside the config file.
        """,
      subcommands: [schemaConfig, schemaTheme])
  }

  static var schemaConfig: CommandSpec {
    CommandSpec(
      id: .schemaConfig, path: ["schema", "config"],
      abstract: "Print the JSON Schema of the config file")
  }

  static var schemaTheme: CommandSpec {
    CommandSpec(
      id: .schemaTheme, path: ["schema", "theme"], abstract: "Print the JSON Schema of theme files")
  }
}
