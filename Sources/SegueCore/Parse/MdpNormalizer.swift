/// mdp's text forms, read the way mdp shows them (docs/deck-format.md, "mdp decks").
///
/// mdp draws a deck line by line: a paragraph's lines stay lines, a line `^` or `<br>` stops
/// the output there (also inside a list, where CommonMark reads the marker as a lazy
/// continuation of the item above), and `-> text <-` centres a line. CommonMark's tree loses
/// all of that, so these rules undo what it did.
enum MdpNormalizer {
  /// What an mdp paragraph becomes, in order: blocks, and the pauses between them.
  enum Part: Equatable {
    case block(Block)
    case pause
  }

  /// The deck's Markdown with each `<br>` line written as `^`, outside fenced code.
  ///
  /// CommonMark reads a `<br>` line after a list item as an HTML block that swallows the rest
  /// of the list; a `^` there is the lazy continuation mdp means. Lines keep their numbers.
  static func prepare(_ body: String) -> String {
    var code = CodeFence()
    var out = ""
    // The end of what `out` holds of `body`: text is copied up to each line that changes.
    var copied = body.startIndex
    for line in SourceText.LineSequence(body) {
      // Only a line that opens (after blanks) with a fence or a tag can matter here.
      let opening = line.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      guard let opening,
        [UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "<")].contains(opening)
      else { continue }
      guard !code.contains(line), DialectDetector.isBreakTag(Substring(line.trimmingWhitespace))
      else { continue }
      let indent = line.prefix { $0 == " " || $0 == "\t" }
      if out.isEmpty { out.reserveCapacity(body.utf8.count) }
      out += body[copied..<indent.endIndex]
      out += "^"
      copied = line.endIndex
    }
    guard copied > body.startIndex else { return body }
    out += body[copied...]
    return out
  }

  /// A paragraph of an mdp deck: its lines kept, pause lines split out, centred lines grouped.
  ///
  /// With the deck's `source` (a top-level paragraph), a continuation line keeps the
  /// indentation it has in the file, which CommonMark drops (mdp aligns columns so).
  static func paragraph(_ inlines: [Inline], line: Int, source: SourceText? = nil) -> [Part] {
    var grouper = LineGrouper(source: source)
    for (offset, run) in MdpForms.lines(of: endingLinesOnce(inlines)).enumerated() {
      var content = keepingLeadingSpace(run.inlines.map(breakTag))
      // `text<br>` at the end of a line: the line ends there anyway, no blank line after it.
      if content.count > 1, content.last == .lineBreak { content.removeLast() }
      grouper.add(content, line: line + offset)
    }
    return grouper.finish()
  }

  /// A line whose leading spaces `MdpEscapes` kept with a no-break space, shown with a space.
  private static func keepingLeadingSpace(_ content: [Inline]) -> [Inline] {
    guard case .text(let first)? = content.first, first.hasPrefix("\u{00A0}") else {
      return content
    }
    return [.text(" " + first.dropFirst())] + content.dropFirst()
  }

  /// The inlines with a `<br>` read as a line break (by the converter) dropped where a line
  /// ends right after it: `text<br>` at a line's end ends the line once, not twice.
  private static func endingLinesOnce(_ inlines: [Inline]) -> [Inline] {
    var out: [Inline] = []
    out.reserveCapacity(inlines.count)
    for inline in inlines {
      if inline == .softBreak, out.last == .lineBreak, out.count > 1 { out.removeLast() }
      out.append(inline)
    }
    return out
  }

  /// Collects a paragraph's lines into runs of text and runs of centred lines.
  private struct LineGrouper {
    let source: SourceText?
    var parts: [Part] = []
    var text: [Inline] = []
    var textLine = 0
    var centred: [(indent: Int, inlines: [Inline])] = []
    var centredLine = 0

    init(source: SourceText?) {
      self.source = source
    }

    mutating func add(_ content: [Inline], line: Int) {
      if isPause(content) {
        flushText()
        flushCentred()
        parts.append(.pause)
      } else if let (indent, inner) = centredKeepingIndent(content) {
        flushText()
        let heading = MdpForms.headingOrParagraph(inner, line: line)
        if case .heading = heading.kind {
          flushCentred()
          parts.append(.block(Block(.aligned(.center, [heading]), line: line)))
        } else {
          if centred.isEmpty { centredLine = line }
          centred.append((indent, inner))
        }
      } else {
        flushCentred()
        if text.isEmpty {
          textLine = line
          text = content
        } else {
          text.append(.lineBreak)  // mdp shows its lines as written
          text += indented(content, as: source?.line(line))
        }
      }
    }

    mutating func finish() -> [Part] {
      flushText()
      flushCentred()
      return parts
    }

    private mutating func flushText() {
      if !text.isEmpty { parts.append(.block(Block(.paragraph(text), line: textLine))) }
      text = []
    }

    private mutating func flushCentred() {
      if !centred.isEmpty { parts.append(.block(centredBlock(centred, line: centredLine))) }
      centred = []
    }
  }

  /// A list whose items appear one step at a time from each pause written inside it: a `^` or
  /// `<br>` line after an item reveals the next item (nested ones included) a step later.
  ///
  /// Item steps are counted from the list's first item; `StepPlan` makes them the slide's.
  /// Returns the pauses after the last item, which delay what follows the list.
  static func revealing(_ list: List) -> (list: List, trailingPauses: Int) {
    var offset = 0
    var pending = 0
    let revealed = reveal(list, offset: &offset, pending: &pending)
    return (revealed, pending)
  }

  private static func reveal(_ list: List, offset: inout Int, pending: inout Int) -> List {
    var list = list
    for index in list.items.indices {
      offset += pending
      pending = 0
      list.items[index].step = offset
      var blocks: [Block] = []
      for block in list.items[index].blocks {
        switch block.kind {
        case .paragraph(let inlines):
          // A pause before more text of the same item waits for the next item: an item
          // appears at one step.
          for part in paragraph(inlines, line: block.line) {
            switch part {
            case .block(let block): blocks.append(block)
            case .pause: pending += 1
            }
          }
        case .list(let nested):
          var inner = block
          inner.kind = .list(reveal(nested, offset: &offset, pending: &pending))
          blocks.append(inner)
        case .html(let html) where isBreakBlock(html):
          pending += 1
        default:
          blocks.append(block)
        }
      }
      list.items[index].blocks = blocks
    }
    return list
  }

  /// A continuation line with the indentation of its source line (tabs as four spaces, as
  /// mdp expands them).
  private static func indented(_ content: [Inline], as sourceLine: String?) -> [Inline] {
    guard let sourceLine, !sourceLine.trimmingWhitespace.isEmpty else { return content }
    let width = sourceLine.prefix { $0 == " " || $0 == "\t" }
      .reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
    guard width > 0 else { return content }
    return [.text(String(repeating: " ", count: width))] + content
  }

  /// An HTML block that is `<br>` alone: mdp's second pause marker.
  static func isBreakBlock(_ html: String) -> Bool {
    DialectDetector.isBreakTag(Substring(html.trimmingWhitespace))
  }

  /// A line that is `^` or `<br>` alone.
  private static func isPause(_ line: [Inline]) -> Bool {
    let visible = line.filter { $0 != .text("") }
    if visible == [.text("^")] { return true }
    return visible.count == 1 && visible[0] == .lineBreak
  }

  /// `<br>` inside text is a line break (alone on its line it is a pause, see `isPause`).
  private static func breakTag(_ inline: Inline) -> Inline {
    if case .html(let tag) = inline, DialectDetector.isBreakTag(Substring(tag)) {
      return .lineBreak
    }
    return inline
  }

  /// `-> text <-` without the arrows, with the number of spaces after `->`.
  private static func centredKeepingIndent(_ inlines: [Inline]) -> (Int, [Inline])? {
    guard case .text(let first)? = inlines.first, first.hasPrefix("->"),
      MdpForms.centred(inlines) != nil
    else { return nil }
    let indent = first.dropFirst(2).prefix { $0 == " " }.count
    return (indent, MdpForms.centred(inlines)!)
  }

  /// One centred line as an aligned paragraph; several as one block keeping their relative
  /// indentation.
  private static func centredBlock(_ lines: [(indent: Int, inlines: [Inline])], line: Int) -> Block
  {
    if lines.count == 1 {
      return Block(.aligned(.center, [Block(.paragraph(lines[0].inlines), line: line)]), line: line)
    }
    let least = lines.map(\.indent).min() ?? 0
    let indented = lines.map { line -> [Inline] in
      let pad = String(repeating: " ", count: line.indent - least)
      guard !pad.isEmpty else { return line.inlines }
      if case .text(let s)? = line.inlines.first {
        return [.text(pad + s)] + line.inlines.dropFirst()
      }
      return [.text(pad)] + line.inlines
    }
    return Block(.centredLines(indented), line: line)
  }
}

/// mdp's `^` and `-> <-` forms that every dialect reads (they were Segue's before dialects).
enum MdpForms {
  /// One line of a paragraph, with the break that preceded it.
  struct Line {
    var breakBefore: Inline?
    var inlines: [Inline]
  }

  /// A paragraph's lines, each with the break that preceded it.
  static func lines(of inlines: [Inline]) -> [Line] {
    var result = [Line(breakBefore: nil, inlines: [])]
    for inline in inlines {
      if inline == .softBreak || inline == .lineBreak {
        result.append(Line(breakBefore: inline, inlines: []))
      } else {
        result[result.count - 1].inlines.append(inline)
      }
    }
    return result
  }

  /// `-> text <-` without the arrows, or `nil`.
  static func centred(_ inlines: [Inline]) -> [Inline]? {
    guard case .text(let first)? = inlines.first, case .text(let last)? = inlines.last,
      first.hasPrefix("->"), last.hasSuffix("<-")
    else { return nil }
    var inner = inlines
    if inner.count == 1 {
      guard first.utf8.count >= 4 else { return nil }  // room for both (ASCII) arrows
      inner[0] = .text(String(first.dropFirst(2).dropLast(2)).trimmingWhitespace)
    } else {
      inner[0] = .text(String(first.dropFirst(2).drop { $0 == " " }))
      inner[inner.count - 1] = .text(
        String(last.dropLast(2)).trimmingTrailingWhitespace.description)
    }
    return inner
  }

  /// mdp writes `-> # Title <-`: a heading inside the arrows.
  static func headingOrParagraph(_ inlines: [Inline], line: Int) -> Block {
    if case .text(let first)? = inlines.first {
      let hashes = first.prefix { $0 == "#" }.count
      if (1...6).contains(hashes), first.dropFirst(hashes).first == " " {
        var content = inlines
        content[0] = .text(String(first.dropFirst(hashes + 1)))
        return Block(.heading(Heading(level: hashes, content: content)), line: line)
      }
    }
    return Block(.paragraph(inlines), line: line)
  }
}
