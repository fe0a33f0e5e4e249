/// Splices the Markdown files a deck includes (`<!-- include: part.md -->`, presenterm's
/// directive) into its text before it is parsed.
///
/// presenterm's rules: the path is relative to the file that names it; included files may
/// include others; a file that includes itself, directly or not, is an error; an included file
/// may not have front matter; a file that cannot be read is an error. Its slides are the
/// deck's: an `<!-- end_slide -->` or `---` in it splits slides as in the deck.
///
/// The splice is made at the text level, so every pass of the parser sees one deck, and the
/// text remembers where each run of lines came from (`LineOrigin`): a diagnostic, a slide's
/// line in `check` and a `file` block's path name the included file and its own line. The
/// core reads no file: the reading is passed in, as for `CodeFiles`; the CLI's opens each file
/// and judges it by the rules decks are read by (a regular file, within the deck limit).
public enum Includes {
  /// How deep includes may nest: a deck that includes a part that includes another is two.
  public static let maximumDepth = 8

  /// A deck's text with its includes spliced in, and what splicing found.
  public struct Expansion: Sendable {
    public var source: SourceText
    /// Errors (a missing file, a cycle, front matter, the size bound) and the included files'
    /// own encoding warnings.
    public var diagnostics: [Diagnostic] = []
    /// Every file an include names, found or not: watched for live reload.
    public var paths: [String] = []
    /// The files read, for `check` and the outside rule.
    public var files: [IncludedFile] = []
  }

  /// `root` with every include spliced in, read with `read`; `identity` is the deck file's,
  /// so a part that includes the deck is a cycle; `limit` bounds the spliced text (the deck
  /// limit: what is included counts against it).
  public static func expand(
    _ root: SourceText, identity: FileIdentity?, limit: Int, read: @escaping CodeFiles.Read
  ) -> Expansion {
    // Nearly every deck: no include, no copy.
    guard root.text.containsBytes("include") else {
      return Expansion(source: root)
    }
    var splicer = Splicer(read: read, limit: limit)
    splicer.used = root.text.utf8.count
    let start = FrontMatter(source: root).bodyStart
    splicer.splice(root, chain: [(root.fileName, identity)], from: start)
    var expansion = Expansion(source: root)
    if splicer.spliced {
      expansion.source = SourceText(
        spliced: splicer.text, fileName: root.fileName, origins: splicer.origins,
        warnings: root.warnings + splicer.warnings)
    }
    expansion.diagnostics = splicer.diagnostics
    expansion.paths = splicer.paths
    expansion.files = splicer.files
    return expansion
  }

  /// The path of an include directive alone on `line` (indented less than four spaces), and
  /// its 1-based column; nil for any other line.
  static func directive(_ line: Substring) -> (path: String, column: Int)? {
    let indent = line.prefix { $0 == " " }.count
    guard indent < 4 else { return nil }
    let trimmed = line.dropFirst(indent).trimmingTrailingWhitespace
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->"), trimmed.count >= 7 else {
      return nil
    }
    let inner = trimmed.dropFirst(4).dropLast(3)
    let body = inner.drop { $0 == " " || $0 == "\t" }
    guard body.hasPrefix("include") else { return nil }
    let afterName = body.dropFirst("include".count).drop { $0 == " " || $0 == "\t" }
    guard afterName.first == ":" else { return nil }
    let path = afterName.dropFirst().drop { $0 == " " || $0 == "\t" }
    let text = path.trimmingTrailingWhitespace
    guard !text.isEmpty, !text.contains("-->") else { return nil }
    return (String(text), line.distance(from: line.startIndex, to: path.startIndex) + 1)
  }
}
