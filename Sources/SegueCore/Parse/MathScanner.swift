/// One paragraph's text, scanned once by pandoc's rules and written out with its formulas sealed.
struct MathScanner {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var out = String.UnicodeScalarView()
  /// Set once a tag or a comment found no end: none after it will either, and looking again
  /// from each `<` would make a paragraph of unclosed tags quadratic.
  private var tagsUnclosed = false
  private var commentsUnclosed = false
  private var targetsUnclosed = false
  /// The paragraph's backtick runs, found at its first code span.
  private var backticks: BacktickRuns?
  /// Positions read by the scanner's own steps (copies and searches ahead).
  private var read = 0

  /// Every position read, each copy and each step of a search ahead: a search that starts
  /// again from each `$`, backtick or `<` shows here as a count that grows faster than the
  /// text, which is what tests bound (never a time).
  var examined: Int { read + (backticks?.examined ?? 0) }

  /// Segue's own decks, where talks name shell variables in prose: a `$` right after a
  /// letter, digit or `=` opens no formula, and one followed by a letter, `_` or `/` closes
  /// none, so `export PATH=$PATH:$HOME/bin` stays text (pandoc would read `PATH:` as math).
  private let shellAware: Bool

  init(_ text: Substring, shellAware: Bool = false) {
    scalars = Array(text.unicodeScalars)
    self.shellAware = shellAware
  }

  mutating func sealed() -> String {
    while index < scalars.count {
      let c = scalars[index]
      switch c {
      case "\\": copy(2)
      case "`": skipCodeSpan()
      case "<": skipTag()
      case "$": math()
      case "]" where index + 1 < scalars.count && scalars[index + 1] == "(": skipLinkTarget()
      case "[" where index == 0 || scalars[index - 1] == "\n": skipReferenceDefinition()
      default: copy(1)
      }
    }
    return String(out)
  }

  /// One scalar at a time: `String.UnicodeScalarView.append(contentsOf:)` costs the length
  /// of what is already written, which made a paragraph of 400,000 `$a ` take 20 seconds.
  private mutating func copy(_ count: Int) {
    let end = min(index + count, scalars.count)
    for c in scalars[index..<end] { out.append(c) }
    read += end - index
    index = end
  }

  /// A code span: its backtick run, and through the next run of the same length.
  private mutating func skipCodeSpan() {
    var length = 0
    while index + length < scalars.count, scalars[index + length] == "`" { length += 1 }
    read += length
    if backticks == nil { backticks = BacktickRuns(scalars) }
    guard let close = backticks!.next(length: length, from: index + length) else {
      return copy(length)  // never closed: the backticks are text, and what follows is read on
    }
    copy(close + length - index)
  }

  /// A link's or image's target, `](…)` through its matching `)`, as written: pandoc reads
  /// links before math, so `[q](https://x/?a=$b&c=$d)` stays a link.
  private mutating func skipLinkTarget() {
    if targetsUnclosed { return copy(1) }
    var depth = 0
    var probe = index + 1
    while probe < scalars.count {
      switch scalars[probe] {
      case "\\": probe += 1
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 {
          read += probe - index
          return copy(probe + 1 - index)
        }
      default: break
      }
      probe += 1
    }
    read += probe - index
    targetsUnclosed = true  // none after it closes either: each would look to the end again
    copy(1)
  }

  /// A link reference definition, `[label]: url …` at a line's start: its line as written.
  private mutating func skipReferenceDefinition() {
    var probe = index + 1
    while probe < scalars.count, scalars[probe] != "]", scalars[probe] != "\n" { probe += 1 }
    read += probe - index
    guard probe + 1 < scalars.count, scalars[probe] == "]", scalars[probe + 1] == ":" else {
      return copy(1)
    }
    while probe < scalars.count, scalars[probe] != "\n" { probe += 1 }
    copy(probe - index)
  }

  /// An HTML comment, tag or autolink: through its end on this paragraph, as written.
  private mutating func skipTag() {
    let next = index + 1 < scalars.count ? scalars[index + 1] : " "
    guard next.properties.isAlphabetic || next == "/" || next == "!" else { return copy(1) }
    let isComment = scalars[index...].starts(with: "<!--".unicodeScalars)
    if isComment ? commentsUnclosed : tagsUnclosed { return copy(1) }
    var probe = index + 1
    while probe < scalars.count {
      if scalars[probe] == ">", !isComment || scalars[..<probe].suffix(2).elementsEqual(["-", "-"])
      {
        read += probe - index
        return copy(probe + 1 - index)
      }
      probe += 1
    }
    read += probe - index
    if isComment { commentsUnclosed = true } else { tagsUnclosed = true }
    copy(1)
  }

  /// `$$…$$` or `$…$` when the rules let it open and close here; else the `$` as text.
  private mutating func math() {
    if shellAware, index > 0, Self.endsWord(scalars[index - 1]) { return copy(1) }
    let display = index + 1 < scalars.count && scalars[index + 1] == "$"
    let start = index + (display ? 2 : 1)
    guard let end = display ? displayEnd(from: start) : inlineEnd(from: start) else {
      return copy(display ? 2 : 1)
    }
    out.append(display ? InlineMath.openDisplay : InlineMath.openInline)
    for c in scalars[start..<end] {
      if Self.isEscapable(c) { out.append("\\") }
      out.append(c)
    }
    out.append(display ? InlineMath.closeDisplay : InlineMath.closeInline)
    read += end - index
    index = end + (display ? 2 : 1)
  }

  /// pandoc: the first `$` after a non-space opener ends it, and only when no space comes
  /// before it and no digit after (`$5 and $6` is money).
  private mutating func inlineEnd(from start: Int) -> Int? {
    guard start < scalars.count, !scalars[start].properties.isWhitespace else { return nil }
    var probe = start
    defer { read += probe - start }
    while probe < scalars.count {
      let c = scalars[probe]
      if c == "\\" {
        probe += 2
        continue
      }
      if c == "`" { return nil }  // a code span's backtick: the code span wins
      if c == "$" {
        guard !scalars[probe - 1].properties.isWhitespace else { return nil }
        let after = probe + 1 < scalars.count ? scalars[probe + 1] : " "
        if shellAware, after.properties.isAlphabetic || after == "_" || after == "/" { return nil }
        return ("0"..."9").contains(after) ? nil : probe
      }
      probe += 1
    }
    return nil
  }

  /// A letter, a digit or `=`: what a shell variable's `$` follows (`a=$b`, `x$y`).
  private static func endsWord(_ c: Unicode.Scalar) -> Bool {
    c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "="
  }

  /// ASCII punctuation and symbols: what a CommonMark backslash escapes.
  private static func isEscapable(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
    default: false
    }
  }

  /// pandoc: the next `$$`, with something other than space between.
  private mutating func displayEnd(from start: Int) -> Int? {
    var probe = start
    defer { read += 2 * (probe - start) }  // the search, and the look back over what it passed
    while probe + 1 < scalars.count {
      if scalars[probe] == "`" { return nil }
      if scalars[probe] == "\\" {
        probe += 2
        continue
      }
      if scalars[probe] == "$", scalars[probe + 1] == "$" {
        let inner = scalars[start..<probe]
        return inner.allSatisfy(\.properties.isWhitespace) ? nil : probe
      }
      probe += 1
    }
    return nil
  }
}
