import SegueCore
import SegueExec
import SegueRender
import SegueTerminal

/// What the user's config file sets: the defaults of every talk on this machine. The command
/// line wins over it, and a deck's own `theme:` over its default theme.
///
/// Read from `$XDG_CONFIG_HOME/segue/config.yaml` (`ConfigFile`); every key is declared once
/// in `ConfigSchema`, which the reader, `segue config new` and `segue schema config` all walk.
struct Config {
  /// `theme.default`: the theme of a deck that names none; when unset, the terminal's
  /// background chooses between `lightTheme` and `darkTheme`.
  var defaultTheme: String?
  var lightTheme = "light"
  var darkTheme = "dark"
  /// `transitions: false` is `--no-transitions` on every talk.
  var transitions = true
  /// `colors:`, as `--colors`; nil (`auto`) asks the terminal.
  var colors: ColorDepth?
  var imageProtocol: ImageProtocolOption = .auto
  /// `speaker.duration`, in seconds, as `segue notes --duration`.
  var speakerDuration: Int?
  /// The built-in executors with the config's laid over them.
  var executors = ExecutorTable.builtIn
  /// Diagram programs not on PATH, by name (`mmdc: ~/project/node_modules/.bin/mmdc`).
  var renderers: [String: String] = [:]
  var keys = KeyTable.standard
  /// The theme names the file gave, where it gave them: each must load.
  var themeNames: [(name: String, node: YAMLValue)] = []

  /// The name of the theme used when a deck names none: the config's default, else dark.
  var fallbackTheme: String { defaultTheme ?? darkTheme }

  /// Whether the terminal's background picks the theme (the config names no default).
  var followsBackground: Bool { defaultTheme == nil }
}
