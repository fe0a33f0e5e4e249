import SegueCore

/// Segue's man pages, generated so that they cannot drift from what they describe: segue(1)
/// from the command table, the file formats from the Markdown under docs/ (`make install`
/// and `make deb` run `segue man PAGE FILE` for each).
enum ManPage: String, CaseIterable {
  case segue
  case deck = "segue-deck"
  case theme = "segue-theme"
  case config = "segue-config"

  var section: Int { self == .segue ? 1 : 5 }

  /// The NAME line's description.
  var summary: String {
    switch self {
    case .segue: "terminal slide presentations from Markdown"
    case .deck: "the Segue deck format: Markdown slides, front matter and directives"
    case .theme: "Segue theme files"
    case .config: "the Segue configuration file"
    }
  }

  /// The Markdown file under docs/ the page is made from; none for segue(1).
  var source: String? {
    switch self {
    case .segue: nil
    case .deck: "docs/deck-format.md"
    case .theme: "docs/themes.md"
    case .config: "docs/config.md"
    }
  }

  /// The whole page: the header, NAME, then `body`, then SEE ALSO.
  func roff(body: String) -> String {
    let title = rawValue.uppercased()
    let manual = section == 1 ? "User Commands" : "File Formats Manual"
    let others = Self.allCases.filter { $0 != self }.map {
      "\\f[B]\($0.rawValue)\\f[R](\($0.section))"
    }
    return """
      .TH "\(title)" "\(section)" "" "segue \(HelpText.version)" "\(manual)"
      .SH NAME
      \(rawValue) \\- \(Roff.escaped(summary))

      """ + body + ".SH \"SEE ALSO\"\n" + others.joined(separator: ", ") + "\n"
  }

  /// The page, its body from `markdown` (the text of `source`) where it has one.
  func roff(markdown: String?) -> String {
    if self == .segue { return roff(body: Self.commandsBody(CommandTable.root)) }
    if let markdown {
      // The text before the first `##` heading is the description.
      return roff(body: ".SH DESCRIPTION\n" + ManMarkdown.roff(MarkdownBlocks.parse(markdown)))
    }
    return roff(body: ".SH DESCRIPTION\n" + Roff.prose(fallback))
  }

  /// What a page says without its Markdown (docs/config.md is not in every tree).
  private var fallback: String {
    switch self {
    case .config:
      """
      Segue reads its settings from $XDG_CONFIG_HOME/segue/config.yaml
      (~/.config/segue/config.yaml when XDG_CONFIG_HOME is not set). 'segue config new' prints
      a commented file of every setting with its default, and 'segue config check' reads the
      file and prints every problem as file:line:col.
      """
    default: "See the Segue documentation: \(source ?? "README.md")."
    }
  }
}
