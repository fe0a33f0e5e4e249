/// The programs that turn a diagram block's text into SVG, by the block's language: the tools
/// people already use for each (issue 30), each run headless in a private folder.
///
/// Every tool reads `diagram.<ext>` in the folder and leaves `diagram.svg` there; a tool that
/// takes colours gets the theme's, so the picture matches its slide.
public struct DiagramTool: Sendable, Equatable {
  /// The tool's name as `check` shows it (`dot`, `latex`).
  public var name: String
  /// What to install when a program is missing: `the Debian package graphviz`.
  public var install: String
  /// The input file's extension.
  var fileExtension: String
  /// The commands, run in turn while each succeeds; `$in`/`$out` are the input and output files.
  var commands: @Sendable (DiagramColors) -> [[String]]
  /// The text written to the input file: the block's, or a document around it (LaTeX).
  var input: @Sendable (String, DiagramColors) -> String
  /// Variables set for the commands: what holds a tool to its folder (a deck's text must
  /// not make a picture of the user's files, which an export would publish).
  var environment: [String] = []

  public static func == (a: DiagramTool, b: DiagramTool) -> Bool { a.name == b.name }

  /// The tool for a fence language (`dot`, `graphviz`, `latex`, `tex`, `plantuml`, `mermaid`,
  /// `typst`, `d2`), nil for any other.
  public static func named(_ language: String) -> DiagramTool? {
    switch language.lowercased() {
    case "dot", "graphviz": graphviz
    case "latex", "tex": latex
    case "plantuml", "puml": plantuml
    case "mermaid", "mmd": mermaid
    case "typst": typst
    case "d2": d2
    default: nil
    }
  }

  /// Every tool, once each.
  public static let all = [graphviz, latex, plantuml, mermaid, typst, d2]

  /// The languages a tool is named by, for docs and tests.
  public static let languages = [
    "dot", "graphviz", "latex", "tex", "plantuml", "puml", "mermaid", "mmd", "typst", "d2",
  ]

  /// The programs the commands start, in order (what `check` looks for on PATH).
  public func programs(_ colors: DiagramColors = .dark) -> [String] {
    var names: [String] = []
    for command in commands(colors) where !names.contains(command[0]) { names.append(command[0]) }
    return names
  }

  static let graphviz = DiagramTool(
    name: "dot", install: Executor.debian("graphviz"), fileExtension: "dot",
    commands: { colors in
      let fg = colors.foregroundHex
      return [
        [
          "dot", "-Tsvg", "-Gbgcolor=transparent", "-Gcolor=\(fg)", "-Gfontcolor=\(fg)",
          "-Ncolor=\(fg)", "-Nfontcolor=\(fg)", "-Ecolor=\(fg)", "-Efontcolor=\(fg)", "-o", "$out",
          "$in",
        ]
      ]
    }, input: { text, _ in text })

  static let latex = DiagramTool(
    name: "latex", install: Executor.debian("texlive-latex-base") + " and dvisvgm",
    fileExtension: "tex",
    commands: { _ in
      [
        ["latex", "-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape", "$in"],
        ["dvisvgm", "--no-fonts", "--bbox=min", "--exact", "-o", "$out", "diagram.dvi"],
      ]
    }, input: LatexDocument.text,
    // kpathsea's paranoid mode: no absolute paths, no `..`, no dot files (`\input{/etc/…}`).
    environment: ["openin_any=p", "openout_any=p"])

  static let plantuml = DiagramTool(
    name: "plantuml", install: Executor.debian("plantuml"), fileExtension: "puml",
    // Headless Java; the output lands beside the input, as diagram.svg. Not coloured yet.
    commands: { _ in [["plantuml", "-Djava.awt.headless=true", "-tsvg", "$in"]] },
    input: { text, _ in text },
    // PlantUML's own sandbox: no `!include` of local files or URLs.
    environment: ["PLANTUML_SECURITY_PROFILE=SANDBOX"])

  static let mermaid = DiagramTool(
    name: "mermaid", install: "mermaid-cli (npm install -g @mermaid-js/mermaid-cli)",
    fileExtension: "mmd",
    commands: { colors in
      [
        [
          "mmdc", "-i", "$in", "-o", "$out", "-t", colors.isDark ? "dark" : "default", "-b",
          "transparent",
        ]
      ]
    }, input: { text, _ in text })

  static let typst = DiagramTool(
    name: "typst", install: "typst (https://github.com/typst/typst/releases)", fileExtension: "typ",
    commands: { _ in [["typst", "compile", "--format", "svg", "$in", "$out"]] },
    input: { text, colors in
      "#set page(width: auto, height: auto, margin: 4pt, fill: none)\n"
        + "#set text(fill: rgb(\"\(colors.foregroundHex)\"))\n" + text
    })

  static let d2 = DiagramTool(
    name: "d2", install: "d2 (https://d2lang.com/tour/install)", fileExtension: "d2",
    commands: { colors in
      // Theme 200 is d2's dark theme; 0 its default light one.
      [["d2", "--theme=\(colors.isDark ? 200 : 0)", "--pad=8", "$in", "$out"]]
    }, input: { text, _ in text })
}

/// The theme's colours a diagram is drawn in: its text colour on its slide's background.
public struct DiagramColors: Sendable, Hashable {
  public var foreground: (UInt8, UInt8, UInt8)
  public var background: (UInt8, UInt8, UInt8)

  public init(foreground: (UInt8, UInt8, UInt8), background: (UInt8, UInt8, UInt8)) {
    self.foreground = foreground
    self.background = background
  }

  /// Light text on black: what a terminal shows by default.
  public static let dark = DiagramColors(foreground: (0xE0, 0xE0, 0xE0), background: (0, 0, 0))

  /// Whether the background is dark (its luma below the middle): mermaid's `dark` theme.
  public var isDark: Bool {
    let (r, g, b) = background
    return 299 * Int(r) + 587 * Int(g) + 114 * Int(b) < 128_000
  }

  /// `#rrggbb`.
  public var foregroundHex: String { Self.hex(foreground) }

  static func hex(_ rgb: (UInt8, UInt8, UInt8)) -> String {
    "#"
      + [rgb.0, rgb.1, rgb.2].map { String($0, radix: 16) }.map {
        $0.count == 1 ? "0" + $0 : $0
      }.joined()
  }

  public static func == (a: DiagramColors, b: DiagramColors) -> Bool {
    a.foreground == b.foreground && a.background == b.background
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(Self.hex(foreground))
    hasher.combine(Self.hex(background))
  }
}
