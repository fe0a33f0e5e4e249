import Foundation
import SegueCore
import SegueExec
import SegueRender
import SegueTerminal
import Testing

@testable import SegueCLI

/// The config file: one named case per key, the problems at their `file:line:col`, and the
/// `config new` file reading back as the defaults.
@Suite struct ConfigFileTests {
  static func read(_ yaml: String) -> Result<Config, ConfigError> {
    ConfigReader.read(yaml, fileName: "config.yaml")
  }

  struct Key: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var check: @Sendable (Config) -> Bool
    var testDescription: String { name }
  }

  static let keys: [Key] = [
    Key(name: "theme.default", yaml: "theme: {default: nord}") {
      $0.defaultTheme == "nord" && $0.fallbackTheme == "nord" && !$0.followsBackground
    },
    Key(name: "theme.light", yaml: "theme: {light: catppuccin}") {
      $0.lightTheme == "catppuccin" && $0.followsBackground
    },
    Key(name: "theme.dark", yaml: "theme: {dark: gruvbox}") {
      $0.darkTheme == "gruvbox" && $0.fallbackTheme == "gruvbox"
    },
    Key(name: "transitions", yaml: "transitions: false") { !$0.transitions },
    Key(name: "colors", yaml: "colors: 256") { $0.colors == .palette256 },
    Key(name: "colors auto", yaml: "colors: auto") { $0.colors == nil },
    Key(name: "image_protocol", yaml: "image_protocol: kitty") {
      $0.imageProtocol == .fixed(.kitty)
    },
    Key(name: "speaker.duration", yaml: "speaker: {duration: 20m}") { $0.speakerDuration == 1200 },
    Key(
      name: "executors",
      yaml: "executors:\n  zig: {input: main.zig, commands: [[zig, run, $file]], aliases: [zg]}"
    ) {
      $0.executors.executor(language: "zg")?.commands == [["zig", "run", "$file"]]
        && $0.executors.executor(language: "python") != nil
    },
    Key(name: "renderers", yaml: "renderers: {mmdc: /opt/mermaid/bin/mmdc}") {
      $0.renderers == ["mmdc": "/opt/mermaid/bin/mmdc"]
    },
    Key(name: "keys", yaml: "keys: {next: [x, <c-f>]}") {
      $0.keys[.slides].first?.keysLabel == "x Ctrl-F"
    },
    Key(name: "an empty file", yaml: "") { $0.transitions && $0.defaultTheme == nil },
    Key(name: "an empty section", yaml: "speaker:\n") { $0.speakerDuration == nil },
  ]

  @Test(arguments: keys) func eachKeySetsItsValue(_ c: Key) throws {
    let config = try Self.read(c.yaml).get()
    #expect(c.check(config))
  }

  struct Problem: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var message: String
    var testDescription: String { name }
  }

  static let problems: [Problem] = [
    Problem(
      name: "unknown key", yaml: "transitons: false",
      message: "config.yaml:1:1: error: unknown key 'transitons' in the config (did you mean "
        + "'transitions'?); valid keys: theme, transitions, colors, image_protocol, speaker, "
        + "executors, renderers, keys"),
    Problem(
      name: "unknown key in a group", yaml: "theme:\n  defualt: nord",
      message: "config.yaml:2:3: error: unknown key 'defualt' in 'theme' (did you mean "
        + "'default'?); valid keys: default, light, dark"),
    Problem(
      name: "a flag", yaml: "transitions: sometimes",
      message: "config.yaml:1:14: error: expected true or false"),
    Problem(
      name: "a colour depth", yaml: "colors: 257",
      message: "config.yaml:1:9: error: '257' is not one of: auto, 24bit, 256, 16, none "
        + "(did you mean '256'?)"),
    Problem(
      name: "an image protocol", yaml: "image_protocol: kity",
      message: "config.yaml:1:17: error: 'kity' is not one of: auto, symbols, kitty, iterm2, "
        + "sixel (did you mean 'kitty'?)"),
    Problem(
      name: "a duration", yaml: "speaker:\n  duration: soon",
      message: "config.yaml:2:13: error: expected a time such as 20m, 1h30m, 90s or \"25:00\""),
    Problem(
      name: "an executor", yaml: "executors:\n  zig: {input: main.zig}",
      message: "config.yaml:2:3: error: 'zig' has no 'commands'"),
    Problem(
      name: "a key", yaml: "keys:\n  next: [<rihgt>]",
      message: "config.yaml:2:10: error: unknown key '<rihgt>' (did you mean 'right'?)"),
    Problem(
      name: "a key conflict", yaml: "keys:\n  quit: [n]",
      message: "config.yaml:2:10: error: 'quit' (n) conflicts with 'next' (n) in slides mode"),
    Problem(
      name: "an unknown diagram program", yaml: "renderers:\n  mmcd: /opt/mmdc",
      message: "config.yaml:2:3: error: 'mmcd' is no diagram program:"),
    Problem(
      name: "a renderer's relative path", yaml: "renderers:\n  dot: bin/dot",
      message: "config.yaml:2:8: error: the file of 'dot' must be an absolute path or start with ~/"
    ),
    Problem(
      name: "a key given twice", yaml: "colors: 16\ncolors: 256",
      message: "config.yaml:2:1: error: 'colors' is given twice"),
    Problem(
      name: "not a mapping", yaml: "- colors",
      message: "config.yaml:1:1: error: a config file must be a mapping of keys"),
    Problem(
      name: "malformed YAML", yaml: "colors: [16",
      message: "config.yaml:1:"),
  ]

  @Test(arguments: problems) func problemsArePlaced(_ c: Problem) {
    guard case .failure(let error) = Self.read(c.yaml) else {
      Issue.record("read without a problem")
      return
    }
    let texts = error.diagnostics.map {
      DiagnosticFormatter(useColor: false).format($0, sourceLine: nil)
    }
    // `n` is also the next match while a search's matches are marked: two modes, two errors.
    #expect(texts.count == (c.name == "a key conflict" ? 2 : 1), "\(texts)")
    #expect(texts.first?.hasPrefix(c.message) == true, "\(texts)")
  }

  @Test func aThemeThatDoesNotLoadIsAnErrorAtItsName() throws {
    let source = SourceText("theme:\n  light: nrod\n", fileName: "config.yaml")
    let config = try ConfigReader.read(source.text, fileName: "config.yaml").get()
    guard case .failure(let error) = ConfigFile.checkThemes(config, source: source, directory: nil)
    else {
      Issue.record("an unknown theme was taken")
      return
    }
    let text = error.diagnostics.map {
      DiagnosticFormatter(useColor: false).format($0, sourceLine: nil)
    }
    #expect(text.first?.hasPrefix("config.yaml:2:10: error: theme 'nrod' does not load") == true)
  }

  @Test func theNewFileReadsBackAsTheDefaults() throws {
    let config = try Self.read(ConfigSchema.template).get()
    #expect(
      config.defaultTheme == nil && config.lightTheme == "light" && config.darkTheme == "dark")
    #expect(config.transitions && config.colors == nil && config.imageProtocol == .auto)
    #expect(config.executors == ExecutorTable.builtIn)
    for mode in KeyMode.allCases {
      #expect(config.keys[mode] == KeyTable.standard[mode], "\(mode)")
    }
  }

  @Test func theNewFileNamesItsSchemaFirst() {
    #expect(
      ConfigSchema.template.hasPrefix("# yaml-language-server: $schema=config.schema.json\n"))
  }
}
