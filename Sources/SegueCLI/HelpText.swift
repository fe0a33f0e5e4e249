import SegueResources

/// The usage lines and `--help` texts, derived from `CommandTable` so that they cannot drift
/// from what the parser accepts.
enum HelpText {
  static let version = "0.1.0"

  /// What `--version` prints: the version, and the commit it was built from (`unknown` for a
  /// build outside a git work tree).
  static var versionLine: String { "segue \(version) (revision \(BuiltInFiles.revision))\n" }

  /// Help and usage lines are wrapped to this many columns.
  static let width = 80

  /// The usage of `spec`, without the `Usage: ` prefix: one synopsis per runnable command,
  /// each wrapped with its continuation lines under its first argument.
  static func usage(_ spec: CommandSpec) -> String {
    if spec.id == .root {
      // `segue talk.md` is `segue present talk.md`.
      return "segue \(positionalSynopsis(CommandTable.present)) | segue <command> [options]"
    }
    let start = "Usage: ".count
    let lines = spec.leafCommands.map { leaf in
      wrap(
        [leaf.commandLine] + synopsis(leaf), start: start,
        indent: start + leaf.commandLine.count + 1)
    }
    return lines.joined(separator: "\n" + String(repeating: " ", count: start))
  }

  /// What `segue … --help` prints for `spec`.
  static func help(_ spec: CommandSpec) -> String {
    let arguments = spec.positionals.map { ($0.synopsis, $0.help) }
    let commands = spec.subcommands.isEmpty ? [] : commandRows(spec)
    let options = spec.allOptions.map { (label($0), $0.help) }
    // One column for every table of the page, so that they line up.
    let longest = min((arguments + commands + options).map(\.0.count).max() ?? 0, 22)
    let column = 2 + max(longest, 16) + 2
    var sections: [String] = []
    if spec.id == .root { sections.append(spec.abstract) }
    sections.append("Usage: " + usage(spec))
    if !spec.discussion.isEmpty { sections.append(prose(spec.discussion)) }
    if !arguments.isEmpty { sections.append("Arguments:\n" + table(arguments, column: column)) }
    if !commands.isEmpty { sections.append("Commands:\n" + table(commands, column: column)) }
    sections.append("Options:\n" + table(options, column: column))
    if !spec.epilogue.isEmpty { sections.append(prose(spec.epilogue)) }
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// The runnable commands below `spec`, named from it: `preview <theme>` under `theme`.
  static func commandRows(_ spec: CommandSpec) -> [(String, String)] {
    spec.leafCommands.filter { !$0.isHidden }.map { leaf in
      let words = leaf.path.dropFirst(spec.path.count) + leaf.positionals.map(\.synopsis)
      return (words.joined(separator: " "), leaf.abstract)
    }
  }

  /// `text` with each paragraph refilled to the width; an indented paragraph (a table of
  /// keys, an example) is kept as written.
  static func prose(_ text: String) -> String {
    let paragraphs = text.split(separator: "\n\n", omittingEmptySubsequences: false)
    return paragraphs.map { paragraph in
      if paragraph.hasPrefix(" ") { return String(paragraph) }
      let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      return wrap(words, start: 0, indent: 0)
    }.joined(separator: "\n\n")
  }

  /// The words after the command's name in its usage: positionals, then options (help aside).
  static func synopsis(_ spec: CommandSpec) -> [String] {
    var words = spec.positionals.map(\.synopsis)
    var shown: Set<String> = []
    for option in spec.options where !shown.contains(option.name) {
      if let group = spec.exclusive.first(where: { $0.contains(option.name) }) {
        let members = group.compactMap { spec.option(named: $0) }
        words.append("[" + members.map(usageWord).joined(separator: " | ") + "]")
        shown.formUnion(members.map(\.name))
      } else {
        words.append("[" + usageWord(option) + "]")
        shown.insert(option.name)
      }
    }
    return words
  }

  static func positionalSynopsis(_ spec: CommandSpec) -> String {
    spec.positionals.map(\.synopsis).joined(separator: " ")
  }

  /// `--size WxH` or `-o FILE`: the first name, as people type it.
  static func usageWord(_ option: OptionSpec) -> String {
    option.names[0] + (option.value.map { " " + $0 } ?? "")
  }

  /// `-o, --output FILE`: every name, then the value.
  static func label(_ option: OptionSpec) -> String {
    option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
  }

  /// Two columns: labels indented by 2, texts wrapped from `column`; a label too long for
  /// the column gets a line of its own.
  static func table(_ rows: [(label: String, text: String)], column: Int) -> String {
    var lines: [String] = []
    for row in rows {
      let text = wrap(
        row.text.split(separator: " ").map(String.init), start: column, indent: column)
      let head = "  " + row.label
      if head.count + 2 > column {
        lines.append(head)
        lines.append(String(repeating: " ", count: column) + text)
      } else {
        lines.append(head + String(repeating: " ", count: column - head.count) + text)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Joins `words` with spaces into lines that end by column `width` (a longer word gets a
  /// line of its own): the first line is printed from column `start`, the others are
  /// indented by `indent` spaces.
  static func wrap(_ words: [String], start: Int, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    var column = start
    for word in words {
      if !line.isEmpty, column + line.count + 1 + word.count > width {
        lines.append(line)
        line = word
        column = indent
      } else {
        line += line.isEmpty ? word : " " + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n" + pad)
  }
}
