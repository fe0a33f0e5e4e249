import SegueCore

/// Reads one executors file's entries into a table, collecting problems with positions.
struct ExecutorReader {
  let file: SourceText
  var diagnostics: [Diagnostic] = []

  /// The keys of a language's entry; an alternative has all but the last two.
  static let entryKeys = ["input", "commands", "environment", "install", "aliases", "alternatives"]
  static let alternativeKeys = Array(entryKeys.dropLast(2))

  init(file: SourceText) {
    self.file = file
  }

  /// Reads the file's mapping of languages into `table`, over what it holds.
  mutating func read(_ root: YAMLValue, into table: inout ExecutorTable) {
    guard case .mapping(let pairs) = root.kind else {
      fail(
        "an executors file is a mapping of languages, as in 'python: {input: snippet.py, "
          + "commands: [[python3, $file]]}'", root)
      return
    }
    // Every name the file gives a language or an alias, where it gave it first.
    var named: [String: YAMLValue] = [:]
    var entries: [(language: String, key: YAMLValue, value: YAMLValue)] = []
    for (key, value) in pairs {
      guard let language = name(key), claim(language, at: key, in: &named) else { continue }
      entries.append((language, key, value))
    }
    for (language, key, value) in entries {
      guard let fields = fields(value, keys: Self.entryKeys, of: language) else { continue }
      let aliases = fields["aliases"].map { names($0) } ?? []
      let alternatives = fields["alternatives"].map { self.alternatives($0, of: language) }
      guard let executor = executor(fields, of: language, at: key) else { continue }
      table.languages[language] = executor
      table.alternatives[language] = alternatives
      table.aliases[language] = nil
      for (alias, node) in aliases where claim(alias, at: node, in: &named) {
        table.aliases[alias] = language
      }
    }
  }

  /// Records that `name` names something in this file; false (and a problem) when it did.
  private mutating func claim(
    _ name: String, at node: YAMLValue, in named: inout [String: YAMLValue]
  ) -> Bool {
    if let first = named[name] {
      fail("'\(name)' is named twice in this file (first at \(first.line):\(first.column))", node)
      return false
    }
    named[name] = node
    return true
  }

  /// An entry's keys and values; nil (and a problem) when it is not a mapping. Unknown keys
  /// are problems, and left out.
  private mutating func fields(_ value: YAMLValue, keys: [String], of place: String)
    -> [String: YAMLValue]?
  {
    guard case .mapping(let pairs) = value.kind else {
      fail("'\(place)' must be a mapping of keys (\(keys.joined(separator: ", ")))", value)
      return nil
    }
    var fields: [String: YAMLValue] = [:]
    for (key, value) in pairs {
      guard let name = key.scalar, keys.contains(name) else {
        let given = key.scalar ?? "?"
        fail(
          "unknown key '\(given)' in '\(place)'" + Suggestion.hint(for: given, in: keys)
            + "; valid keys: \(keys.joined(separator: ", "))", key)
        continue
      }
      guard fields[name] == nil else {
        fail("'\(name)' is given twice in '\(place)'", key)
        continue
      }
      fields[name] = value
    }
    return fields
  }

  /// `+exec:name` alternatives: a mapping of names to entries without aliases or alternatives.
  private mutating func alternatives(_ value: YAMLValue, of language: String)
    -> [String: Executor]
  {
    guard case .mapping(let pairs) = value.kind else {
      fail("'\(language).alternatives' must be a mapping of names to entries (uv: …)", value)
      return [:]
    }
    var found: [String: Executor] = [:]
    for (key, value) in pairs {
      guard let name = key.scalar, !name.isEmpty else {
        fail("an alternative's name must be text", key)
        continue
      }
      let place = "\(language).alternatives.\(name)"
      guard found[name] == nil else {
        fail("'\(place)' is given twice", key)
        continue
      }
      guard let fields = fields(value, keys: Self.alternativeKeys, of: place),
        let executor = executor(fields, of: place, at: key)
      else { continue }
      found[name] = executor
    }
    return found
  }

  /// The executor an entry's fields describe; nil (and a problem) when one is missing or wrong.
  private mutating func executor(
    _ fields: [String: YAMLValue], of place: String, at key: YAMLValue
  ) -> Executor? {
    var commands: [[String]]?
    var input: Executor.Input?
    var environment: [(String, String)]? = []
    var install: String?
    if let node = fields["commands"] {
      commands = self.commands(node)
    } else {
      fail("'\(place)' has no 'commands': give what runs it, as in [[python3, -u, $file]]", key)
    }
    if let node = fields["input"] {
      input = self.input(node)
    } else {
      fail("'\(place)' has no 'input': give stdin, or a file name such as snippet.py", key)
    }
    if let node = fields["environment"] { environment = self.environment(node) }
    if let node = fields["install"] {
      guard let text = text(node) else { return nil }
      install = text
    }
    guard let commands, let input, let environment else { return nil }
    return Executor(input, commands, environment: environment, install: install ?? commands[0][0])
  }

  // MARK: Values

  /// `stdin`, or a file name (no folder) the snippet is written to.
  private mutating func input(_ value: YAMLValue) -> Executor.Input? {
    guard let s = value.scalar, !s.isEmpty, s != ".", s != "..", !s.contains("/"),
      !s.unicodeScalars.contains(where: ControlCharacters.isControl)
    else {
      fail("'input' must be stdin or a file name without a folder, as in snippet.py", value)
      return nil
    }
    return s == "stdin" ? .stdin : .file(s)
  }

  /// One or more commands, each a non-empty list of words.
  private mutating func commands(_ value: YAMLValue) -> [[String]]? {
    let example =
      "as in [[python3, -u, $file]], or [[gcc, $file, -o, $dir/snippet], [$dir/snippet]]"
    guard case .sequence(let items) = value.kind, !items.isEmpty else {
      fail("'commands' must be a list of commands, \(example)", value)
      return nil
    }
    var commands: [[String]] = []
    for item in items {
      guard case .sequence(let words) = item.kind, !words.isEmpty,
        let command = texts(words), !command[0].isEmpty
      else {
        fail("each command must be a list of words, \(example)", item)
        return nil
      }
      commands.append(command)
    }
    return commands
  }

  /// Variables for the commands: a mapping of names to text, in the file's order.
  private mutating func environment(_ value: YAMLValue) -> [(String, String)]? {
    guard case .mapping(let pairs) = value.kind else {
      fail("'environment' must be a mapping of variables, as in {FORCE_COLOR: \"true\"}", value)
      return nil
    }
    var variables: [(String, String)] = []
    for (key, value) in pairs {
      guard let name = key.scalar, !name.isEmpty, !name.contains("=") else {
        fail("a variable's name must be text without '='", key)
        return nil
      }
      guard let text = text(value) else { return nil }
      variables.append((name, text))
    }
    return variables
  }

  /// A list of names (aliases), in lower case as blocks' languages are looked up.
  private mutating func names(_ value: YAMLValue) -> [(String, YAMLValue)] {
    guard case .sequence(let items) = value.kind else {
      fail("'aliases' must be a list of names, as in [py, python3]", value)
      return []
    }
    return items.compactMap { item in name(item).map { ($0, item) } }
  }

  /// A language's name or alias: text without spaces, in lower case.
  private mutating func name(_ value: YAMLValue) -> String? {
    guard let s = value.scalar, !s.isEmpty, !s.contains(where: \.isWhitespace) else {
      fail("a language's name must be one word, as in python", value)
      return nil
    }
    return s.lowercased()
  }

  private func texts(_ values: [YAMLValue]) -> [String]? {
    let texts = values.compactMap(\.scalar)
    return texts.count == values.count ? texts : nil
  }

  private mutating func text(_ value: YAMLValue) -> String? {
    guard let s = value.scalar else {
      fail("expected text", value)
      return nil
    }
    return s
  }

  private mutating func fail(_ message: String, _ node: YAMLValue) {
    diagnostics.append(.error(message, at: file.location(line: node.line, column: node.column)))
  }
}
