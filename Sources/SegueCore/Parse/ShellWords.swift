/// Splitting a command line into words as Python's `shlex.split` does (POSIX mode, no
/// comments): lookatme starts its terminals' commands so, without a shell.
///
/// Quotes group and are removed (`'…'` literally; in `"…"` a backslash escapes only `"` and
/// `\`); outside quotes a backslash escapes any character. No variables, globs or pipes: a
/// command that needs them is written `bash -c "…"`, as lookatme's users write it.
public enum ShellWords {
  /// Why a command line has no words.
  public enum Problem: Error, Sendable, Equatable {
    case unclosedQuote
    case trailingBackslash
  }

  public static func split(_ line: String) -> Result<[String], Problem> {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for c in line {
      if escaped {
        // In double quotes only `"` and `\` are escaped; the backslash stays before others.
        if quote == "\"" && c != "\"" && c != "\\" { word.append("\\") }
        word.append(c)
        escaped = false
      } else if let open = quote {
        if c == open {
          quote = nil
        } else if c == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(c)
        }
      } else if c == " " || c == "\t" || c == "\n" || c == "\r" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        inWord = true
        if c == "'" || c == "\"" {
          quote = c
        } else if c == "\\" {
          escaped = true
        } else {
          word.append(c)
        }
      }
    }
    if quote != nil { return .failure(.unclosedQuote) }
    if escaped { return .failure(.trailingBackslash) }
    if inWord { words.append(word) }
    return .success(words)
  }
}
