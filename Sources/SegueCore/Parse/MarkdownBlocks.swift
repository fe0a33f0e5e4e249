/// Markdown read into `Block`s as a document, not a deck: no front matter, no slides, no
/// directives. For the man pages, which are made from the Markdown under docs/.
public enum MarkdownBlocks {
  /// The blocks of `markdown`, by the same converter (and the same limits) as a deck's.
  public static func parse(_ markdown: String) -> [Block] {
    MarkdownConverter.convert(markdown).blocks
  }
}
