/// A comment directive (`<!-- pause -->`, `<!-- column_layout: [2, 1] -->`, …) from a deck.
enum Directive: Equatable {
  case pause
  case endSlide
  case section(String)
  case incrementalLists(Bool)
  case speakerNote(String)
  case columnLayout([Int])
  case column(Int)
  case resetLayout
  case jumpToMiddle
  case alignment(Alignment)
  case newLines(Int)
  case noFooter
  case skipSlide
  /// `<!-- time: 2m -->`: the slide's time budget in seconds.
  case time(Int)
  /// `<!-- auto_advance: 5s -->`: the presenter moves on after this many seconds.
  case autoAdvance(Int)
  /// `<!-- snippet_output: name -->`: the output of the block `+id:name` goes here.
  case snippetOutput(String)

  /// Names we act on, for suggestions.
  static let names = [
    "pause", "stop", "end_slide", "section", "incremental_lists", "speaker_note", "notes",
    "column_layout", "column", "reset_layout", "jump_to_middle", "alignment", "new_lines",
    "new_line", "newlines", "newline", "no_footer", "skip_slide", "time", "snippet_output",
    "include", "auto_advance",
  ]

  /// Directives of other tools that we recognise but do not act on.
  static let foreignNames = [
    "font_size", "list_item_newlines", "user_comment",
    "end_slide_shorthand", "implicit_slide_ends",
  ]
}

/// What a comment block turned out to be.
enum CommentReading: Equatable {
  case directive(Directive)
  /// An ordinary comment: not shown, no message.
  case comment
  /// Not a lone comment at all: keep it as HTML.
  case notAComment
  case problem(Diagnostic)
}

/// Reads HTML comment blocks as directives, pointing errors at the bad argument.
struct DirectiveReader {
  let source: SourceText

  func read(html: String, line: Int) -> CommentReading {
    let literal = html.trimmingWhitespace
    if let unclosed = unclosedComment(literal, line: line) { return unclosed }
    guard literal.hasPrefix("<!--"), literal.hasSuffix("-->"), literal.count >= 7 else {
      return .notAComment
    }
    let inner = literal.dropFirst(4).dropLast(3)
    guard !inner.contains("-->") else { return .notAComment }
    let body = inner.trimmingWhitespace
    let (name, argument) = split(body)
    guard let name else {
      if let word = body.isEmpty ? nil : body,
        !body.contains(" "),
        let suggestion = Suggestion.closest(to: word, in: Directive.names),
        word.lowercased() != suggestion
      {
        return .problem(
          .warning(
            "unknown directive '\(word)' is ignored (did you mean '\(suggestion)'?)",
            at: locate(word, in: html, line: line)))
      }
      return .comment
    }
    return interpret(name: name, argument: argument, html: html, line: line)
  }

  /// A comment whose `-->` is missing: cmark then reads on to the next `-->` (hiding what is
  /// between, the next directive included) or to the end of the deck. A warning, pointing at
  /// the comment; what it swallowed stays hidden, as a browser would hide it.
  private func unclosedComment(_ literal: String, line: Int) -> CommentReading? {
    guard literal.hasPrefix("<!--") else { return nil }
    let rest = literal.dropFirst(4)
    // By bytes, as cmark ends a comment (by characters, a deck of 20,000 pauses spent a fifth
    // of its parse here).
    let close = rest.byteRange(of: "-->")
    let at = source.location(line: line, column: 1)
    if let next = rest.byteRange(of: "<!--"),
      close.map({ next.lowerBound < $0.lowerBound }) ?? true
    {
      let nextLine = line + rest[..<next.lowerBound].filter(\.isNewline).count
      return .problem(
        .warning(
          "this comment has no '-->' before the next one on line \(nextLine): all in between, that comment included, is hidden",
          at: at))
    }
    guard close == nil else { return nil }
    return .problem(
      .warning("this comment has no '-->': the rest of the deck after it is hidden", at: at))
  }

  /// `name` or `name: argument`, when the name is a lower-case identifier; otherwise no name.
  private func split(_ body: String) -> (String?, String?) {
    let head: Substring
    let argument: String?
    if let colon = body.firstIndex(of: ":") {
      head = body[..<colon]
      argument = String(body[body.index(after: colon)...]).trimmingWhitespace
    } else {
      head = body[...]
      argument = nil
    }
    let name = head.trimmingWhitespace
    let isIdentifier =
      !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
      }
    guard isIdentifier else { return (nil, nil) }
    // A single plain word ("todo") is a comment unless it is one of ours.
    if argument == nil, !name.contains("_"), !Directive.names.contains(name) { return (nil, nil) }
    return (name, argument)
  }

  private func interpret(name: String, argument: String?, html: String, line: Int)
    -> CommentReading
  {
    func bad(_ message: String) -> CommentReading {
      let target = (argument?.isEmpty ?? true) ? name : argument!
      return .problem(.error(message, at: locate(target, in: html, line: line)))
    }
    func noArgument(_ directive: Directive) -> CommentReading {
      guard let argument, !argument.isEmpty else { return .directive(directive) }
      return bad("'\(name)' takes no argument, found '\(argument)'")
    }
    switch name {
    // presenterm's comment for the deck's readers: never shown, nothing to act on.
    case "user_comment": return .comment
    // Spliced away by the deck's loading (`Includes`), which says when a part is missing; the
    // comment stays in the text, so a diagnostic about it shows its line.
    case "include":
      guard let argument, !argument.isEmpty else {
        return bad("'include' needs a file, as in <!-- include: part.md -->")
      }
      return .comment
    case "pause", "stop": return noArgument(.pause)
    case "end_slide": return noArgument(.endSlide)
    case "reset_layout": return noArgument(.resetLayout)
    case "jump_to_middle": return noArgument(.jumpToMiddle)
    case "no_footer": return noArgument(.noFooter)
    case "skip_slide": return noArgument(.skipSlide)
    case "new_line", "newline": return noArgument(.newLines(1))
    case "section":
      guard let argument, !argument.isEmpty else {
        return bad("'section' needs a name, as in <!-- section: Results -->")
      }
      return .directive(.section(argument))
    case "speaker_note", "notes":
      guard let argument, !argument.isEmpty else {
        return bad("'\(name)' needs the note text, as in <!-- \(name): text -->")
      }
      return .directive(.speakerNote(Self.noteText(argument)))
    case "time":
      // A warning, not an error: a budget only paces the speaker, the slides are the same.
      guard let argument, let seconds = DurationText.seconds(argument) else {
        let target = (argument?.isEmpty ?? true) ? name : argument!
        return .problem(
          .warning(
            "'time' must be a time such as 2m, 90s, 1m30s or 1.5m: the slide has no budget",
            at: locate(target, in: html, line: line)))
      }
      return .directive(.time(seconds))
    case "auto_advance":
      // A bare number reads as minutes elsewhere (`time: 2`): here the unit must be said.
      guard let argument, argument.contains(where: \.isLetter),
        let seconds = DurationText.seconds(argument)
      else {
        let target = (argument?.isEmpty ?? true) ? name : argument!
        return .problem(
          .warning(
            "'auto_advance' must be a time such as 5s, 1m or 1m30s: the slide does not advance",
            at: locate(target, in: html, line: line)))
      }
      return .directive(.autoAdvance(seconds))
    case "incremental_lists":
      switch argument?.lowercased() {
      case "true": return .directive(.incrementalLists(true))
      case "false": return .directive(.incrementalLists(false))
      default: return bad("'incremental_lists' must be true or false")
      }
    case "alignment":
      guard let argument, let alignment = Alignment(rawValue: argument) else {
        return bad("'alignment' must be left, center or right")
      }
      return .directive(.alignment(alignment))
    case "new_lines", "newlines":
      guard let argument, let n = Int(argument), (0...100).contains(n) else {
        return bad("'\(name)' must be a number of lines from 0 to 100")
      }
      return .directive(.newLines(n))
    case "snippet_output":
      guard let argument, !argument.isEmpty, !argument.contains(where: \.isWhitespace) else {
        return bad("'snippet_output' must name a code block's +id, as in snippet_output: demo")
      }
      return .directive(.snippetOutput(argument))
    case "column":
      guard let argument, let n = Int(argument), n >= 0 else {
        return bad("'column' must be a column number counted from 0")
      }
      return .directive(.column(n))
    case "column_layout":
      guard let argument, let weights = Self.weights(argument) else {
        return bad("'column_layout' must be a list of positive widths, as in [2, 1]")
      }
      return .directive(.columnLayout(weights))
    default:
      if Directive.foreignNames.contains(name) {
        return .problem(
          .unsupported(
            "directive '\(name)' is not supported and is ignored",
            at: locate(name, in: html, line: line)))
      }
      return .problem(
        .warning(
          "unknown directive '\(name)' is ignored"
            + Suggestion.hint(for: name, in: Directive.names),
          at: locate(name, in: html, line: line)))
    }
  }

  /// `[2, 1]` → `[2, 1]`; `nil` unless every entry is a whole number from 1 to 100.
  static func weights(_ text: String) -> [Int]? {
    guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let entries = text.dropFirst().dropLast().split(separator: ",").map { $0.trimmingWhitespace }
    let numbers = entries.compactMap { Int($0) }
    guard !numbers.isEmpty, numbers.count == entries.count,
      numbers.allSatisfy({ (1...100).contains($0) }),
      numbers.count <= 12
    else { return nil }
    return numbers
  }

  /// A note's text: presenterm's `|` block form is unwrapped and dedented.
  static func noteText(_ argument: String) -> String {
    var lines = argument.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.first?.trimmingWhitespace == "|" { lines.removeFirst() }
    let indent =
      lines.filter { !$0.trimmingWhitespace.isEmpty }
      .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.count))).trimmingTrailingWhitespace }
      .joined(separator: "\n").trimmingWhitespace
  }

  /// Where `fragment` sits in the comment that starts at `line`, as a file location.
  private func locate(_ fragment: String, in html: String, line: Int) -> SourceLocation {
    var lineNumber = line
    for text in html.split(separator: "\n", omittingEmptySubsequences: false) {
      // Bytes, so a fragment is found wherever its scalars are, whatever their graphemes.
      if !fragment.isEmpty, let start = text.utf8.firstRange(of: fragment.utf8)?.lowerBound {
        let column = text.unicodeScalars[text.startIndex..<start].count + 1
        return source.location(line: lineNumber, column: column)
      }
      lineNumber += 1
    }
    return source.location(line: line, column: 1)
  }
}
