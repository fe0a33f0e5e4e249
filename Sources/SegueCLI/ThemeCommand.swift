import SegueCore
import SegueRender
import SegueResources
import SegueTerminal

/// `segue themes` and `segue theme check|preview|new`: the theme author's tools.
enum ThemeCommand {
  /// `segue themes`: one line per theme, with a colour swatch on a terminal.
  static func list(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    if parsed.flags.contains("--names") { return names(output: &output) }
    let catalog = ThemeSelection.catalog
    let loader = ThemeLoader(catalog: catalog)
    let swatches = Platform.isTerminal(1) && !ThemeSelection.noColor
    var names = catalog.builtIn.map(\.name)
    if !names.contains("base") { names.insert("base", at: 0) }
    let user = catalog.userThemeNames.filter { !names.contains($0) }
    // A user theme's file name and description are the user's text: shown like any message.
    let width = (names + user).map { DiagnosticFormatter.shown($0).count }.max() ?? 0
    for name in names + user {
      let origin = user.contains(name) ? "user" : "built-in"
      let text =
        catalog.builtIn.first { $0.name == name }?.text
        ?? ThemeSelection.userDirectory.flatMap { dir -> String? in
          guard
            case .success(let bytes) = Platform.readFile(
              dir + "/" + name + ".yaml", limit: Platform.themeLimit)
          else {
            return nil
          }
          return String(decoding: bytes, as: UTF8.self)
        }
      let description =
        text.flatMap(Self.description) ?? (name == "base" ? "the defaults every theme extends" : "")
      let label = DiagnosticFormatter.shown(name)
      var line = label.padding(to: width) + "  " + origin.padding(to: 8) + "  "
      if swatches, case .success(let theme) = loader.load(name) {
        line += swatch(theme) + "  "
      }
      output.out(line + DiagnosticFormatter.shown(description) + "\n")
    }
    output.out(presentermNames)
    return .success
  }

  /// presenterm's theme names and the theme each is shown in, after the themes.
  static var presentermNames: String {
    let pairs = PresentermThemeNames.closest
    let width = pairs.map(\.presenterm.count).max() ?? 0
    return "\npresenterm's theme names, each shown in the closest theme here:\n"
      + pairs.map { "\($0.presenterm.padding(to: width))  \($0.segue)\n" }.joined()
  }

  /// `segue theme check FILE`: exit 0 when the theme resolves, 1 with every problem.
  static func check(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    var path = try parsed.required("theme")
    // A theme name (the user's, or built in) is checked too, not only a path.
    if !Platform.fileExists(path), !ThemeLoader.isPath(path) {
      if let dir = ThemeSelection.userDirectory, Platform.fileExists(dir + "/" + path + ".yaml") {
        path = dir + "/" + path + ".yaml"
      } else if let builtIn = BuiltInContent.themes.first(where: { $0.name == path }) {
        let source = SourceText(builtIn.text, fileName: "\(path).yaml (built in)")
        return report(ThemeSelection.loader.load(source: source), name: path, output: &output)
      }
    }
    let bytes: [UInt8]
    switch Platform.readFile(path, limit: Platform.themeLimit) {
    case .success(let read): bytes = read
    case .failure(let error):
      // The reason as `--theme` gives it: a FIFO, a folder, a dangling link, a loop, the limit.
      DiagnosticPrinter.error("\(path): \(ThemeSelection.reason(error))", output: &output)
      return .failure
    }
    let source = SourceText(bytes: bytes, fileName: path)
    return report(
      ThemeSelection.loader.load(source: source, directory: ThemeLoader.directoryOf(path)),
      name: path, output: &output)
  }

  private static func report(
    _ result: Result<Theme, ThemeError>, name: String, output: inout some CommandOutput
  ) -> ExitCode {
    switch result {
    case .failure(let error):
      ThemeSelection.print(error, output: &output)
      return .failure
    case .success(let theme):
      let shown = DiagnosticFormatter.shown
      output.out("\(shown(name)): theme '\(shown(theme.name))' is valid\n")
      return .success
    }
  }

  /// `segue theme preview NAME|FILE`: the showcase deck in that theme, as ANSI frames.
  static func preview(_ parsed: ParsedArguments, output: inout some CommandOutput)
    throws(UsageError) -> ExitCode
  {
    let size = try parsed.size() ?? Size(width: 100, height: 30)
    let theme: Theme
    switch ThemeSelection.loader.load(try parsed.required("theme")) {
    case .failure(let error):
      ThemeSelection.print(error, output: &output)
      return .failure
    case .success(let loaded): theme = loaded
    }
    let result: Result<DeckLoad, Diagnostic>
    if let path = parsed.options["--deck"] {
      result = DeckFile.load(path)
    } else {
      let text = BuiltInContent.decks.first { $0.name == "showcase" }?.text ?? BuiltInContent.text
      result = .success(DeckParser.parse(SourceText(text, fileName: "showcase.md")))
    }
    guard let (deck, load) = DeckFile.deck(from: result, output: &output) else { return .failure }
    if Platform.isTerminal(0) && Platform.isTerminal(1) && parsed.options["--size"] == nil {
      // At a terminal the preview is the real thing: the presenter, in that theme.
      let source = DeckSource(load: { .success(load) })
      let resolver = ThemeSelection.resolver(
        option: parsed.positionals[0], deckPath: nil, honorsNoColor: false)
      let options = PresentOptions(
        deck: deck, source: load.source, deckSource: source, theme: theme, resolver: resolver)
      return PresentCommand.present(options, output: &output)
    }
    let exporter = Exporter(theme: theme, size: size, steps: false, chrome: true)
    output.out(exporter.export(deck, as: ANSIFormat(depth: .trueColor)))
    return .success
  }

  /// `segue theme new NAME`: a commented starter theme in the user's theme folder.
  static func create(_ parsed: ParsedArguments, output: inout some CommandOutput)
    throws(UsageError) -> ExitCode
  {
    let name = try parsed.required("name")
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    else {
      throw UsageError(message: "a theme name is letters, digits, '-' and '_', not '\(name)'")
    }
    // A built-in name wins over a file of the same name: such a file would never be used.
    if ThemeSelection.catalog.builtIn.contains(where: { $0.name == name }) || name == "base" {
      throw UsageError(
        message: "'\(name)' is a built-in theme, which wins over a file of that name; "
          + "choose another name (segue theme new my-\(name) --from \(name))")
    }
    let parent = parsed.options["--from"] ?? "dark"
    if case .failure(let error) = ThemeSelection.loader.load(parent) {
      ThemeSelection.print(error, output: &output)
      return .failure
    }
    guard let directory = ThemeSelection.userDirectory else {
      DiagnosticPrinter.error(
        "neither XDG_CONFIG_HOME nor HOME is set: no theme folder", output: &output)
      return .failure
    }
    let path = directory + "/" + name + ".yaml"
    if Platform.entryExists(path) {
      DiagnosticPrinter.error(
        "\(path) already exists; choose another name or edit it", output: &output)
      return .failure
    }
    if let problem = Platform.makeDirectories(directory)
      ?? Platform.writeFile(
        path,
        contents: starter(
          name: name, parent: parent, path: path,
          parentPalette: paletteNames(ofBuiltIn: parent)))
    {
      DiagnosticPrinter.error("\(path): cannot write: \(problem)", output: &output)
      return .failure
    }
    let shown = DiagnosticFormatter.shown(path)  // the folder comes from the environment
    output.out(
      "wrote \(shown)\ntry it: segue theme preview \(name)   check it: segue theme check \(shown)\n"
    )
    return .success
  }

  /// The file the starter's schema line names, beside the theme folder: written with
  /// `segue schema theme > ~/.config/segue/theme.schema.json` (docs/config.md).
  static let schemaFileName = "theme.schema.json"

  /// A starter that looks exactly like `parent` until it is edited: every example is a
  /// comment, and the parent's palette names are listed so they can be used by name.
  ///
  /// Why the palette comment says what redefining does not do: a name is resolved in the file
  /// where it is written (`docs/themes.md`, "Palettes"), so a child's `accent:` colours only
  /// the keys the child sets, never what the parent painted with its own `accent`.
  static func starter(name: String, parent: String, path: String, parentPalette: [String])
    -> String
  {
    let palette =
      parentPalette.isEmpty
      ? "# palette:\n#   accent: \"#89b4fa\"\n"
      : "# '\(parent)' names these colours; use them in the keys below. A name given a new\n"
        + "# colour here changes only the keys this file sets: what '\(parent)' paints keeps\n"
        + "# its colours until you set those keys here too.\n# palette:\n"
        + parentPalette.map { "#   \($0)\n" }.joined()
    return """
      # yaml-language-server: $schema=../\(ThemeCommand.schemaFileName)
      # \(name): a Segue theme. Every key is optional: what is not set here comes from '\(parent)',
      # so this theme looks exactly like it until you uncomment and change something.
      # Every key is listed, commented out and explained, at the end of this file.
      # Check this file with:  segue theme check \(path)
      name: \(name)
      description: My theme
      extends: \(parent)

      # Colours: "#rrggbb", "#rgb", 0-255, red … bright_white, default, or a palette name.
      \(palette)
      # segment_bar:
      #   selected: { fg: "#1e1e2e", bg: "#89b4fa", bold: true }
      #   separator: "│"
      #   position: top        # top, bottom or hidden
      #   fit: equal           # equal or content
      # page_dots:
      #   active: "●"
      #   inactive: "○"
      # slide_title: { style: { fg: "#89b4fa", bold: true }, underline: "─" }
      # headings:
      #   h1: { style: { fg: "#89b4fa", bold: true }, prefix: "█ " }
      # code_block: { border: rounded, style: { bg: "#181825" } }
      # footer: { left: "{title}", right: "{section} · {slide}/{slides}" }

      """ + "\n" + BuiltInFiles.themeReference
  }

  /// The `palette:` lines of a built-in theme's file, as written (`frost1: "#88c0d0"`).
  static func paletteNames(ofBuiltIn name: String) -> [String] {
    guard let text = ThemeSelection.catalog.builtIn.first(where: { $0.name == name })?.text else {
      return []
    }
    var lines: [String] = []
    var inPalette = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "palette:" {
        inPalette = true
      } else if inPalette {
        guard line.hasPrefix("  "), !line.trimmingPrefix(" ").isEmpty else { break }
        lines.append(String(line.dropFirst(2)))
      }
    }
    return lines
  }

  /// A few cells of the theme's colours: the selected segment, the active dot, a heading.
  static func swatch(_ theme: Theme) -> String {
    let canvasStyles = [
      theme.segmentBar.selected, theme.segmentBar.normal, theme.pageDots.activeStyle,
      theme.heading(1).style,
    ]
    var canvas = Canvas(width: 8, height: 1)
    for (i, style) in canvasStyles.enumerated() {
      var s = style
      if s.bg == .default { s.bg = s.fg }
      canvas.put("  ", x: i * 2, y: 0, style: s)
    }
    return ANSIEncoder.encode(canvas, depth: .trueColor).trimmingNewline
  }

  static func description(_ text: String) -> String? {
    guard let root = try? YAMLReader.parse(text), case .mapping(let pairs) = root.kind else {
      return nil
    }
    return pairs.first { $0.key.scalar == "description" }?.value.scalar
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  fileprivate var trimmingNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
