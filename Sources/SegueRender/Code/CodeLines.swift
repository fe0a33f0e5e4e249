/// The lines of a code block, split the one way the highlighter and the layout both use.
enum CodeLines {
  /// `text` split at every `\n` scalar (a `\r\n` pair is one Swift character, but the
  /// library's lines end at each `\n`, so splitting by characters could disagree with it).
  static func split(_ text: String) -> [Substring] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      Substring($0)
    }
  }
}
