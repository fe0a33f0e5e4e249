/// Reads pandoc's bracketed spans, `[text]{.class}`, into styled text.
///
/// cmark leaves `[text]` that is not a link as text, so the brackets are found in the text
/// around the span's content, which may hold other inlines (`[**bold** word]{.red}`).
enum BracketedSpans {
  static func resolve(_ inlines: [Inline]) -> [Inline] {
    var items = inlines
    var index = 0
    // No `[` before `floor` is left unmatched once a `]` found none: later searches stop there,
    // so a line of stray `]{.x}` costs linear time.
    var floor = 0
    while index < items.count {
      guard case .text(let text) = items[index], let found = closer(in: text) else {
        index += 1
        continue
      }
      let head = String(text[..<found.bracket])
      let tail = String(text[found.end...])
      guard
        let (openIndex, before, first) = opener(
          in: items, before: index, floor: floor, head: head)
      else {
        // No `[` for this `]`: skip past it and look for another in the rest of the text.
        items[index] = .text(String(text[..<found.end]))
        items.insert(.text(tail), at: index + 1)
        index += 1
        floor = index
        continue
      }
      var content: [Inline] = []
      if openIndex == index {
        content = [.text(first)]
      } else {
        content = [.text(first)] + items[(openIndex + 1)..<index] + [.text(head)]
      }
      content = content.filter { $0 != .text("") }
      // Too deep to nest again: the text is kept and the attributes dropped.
      let span = span(content, found.attributes).map { [$0] } ?? content
      let replacement = ([.text(before)] + span + [.text(tail)]).filter { $0 != .text("") }
      items.replaceSubrange(openIndex...index, with: replacement)
      index = openIndex + (before.isEmpty ? 0 : 1) + span.count
    }
    return InlineHTML.Builder.merged(items)
  }

  /// The styled text a span's attributes make of its content; `nil` past the depth limit.
  private static func span(_ content: [Inline], _ attributes: InlineAttributes.Attributes)
    -> Inline?
  {
    guard content.allSatisfy({ depth(of: $0) < MarkdownConverter.maximumDepth }) else {
      return nil
    }
    var styled = StyledText(classes: attributes.classes, content: content)
    if let style = attributes.pairs["style"] {
      let read = HTMLStyle.styled(["style": style], content: content)
      styled.foreground = read.foreground
      styled.background = read.background
    }
    return .styled(styled)
  }

  /// How deeply styled texts nest in `inline` (0 for anything else).
  private static func depth(of inline: Inline) -> Int {
    guard case .styled(let styled) = inline else { return 0 }
    return 1 + (styled.content.map(depth(of:)).max() ?? 0)
  }

  /// The first `]{…}` in `text` whose braces hold attributes.
  private static func closer(in text: String) -> (
    bracket: String.Index, end: String.Index, attributes: InlineAttributes.Attributes
  )? {
    var search = text.startIndex
    while let range = text[search...].firstRange(of: "]{") {
      let brace = text.index(after: range.lowerBound)
      if let close = InlineAttributes.closingBrace(in: text[brace...]),
        let attributes = InlineAttributes.parse(text[text.index(after: brace)..<close])
      {
        return (range.lowerBound, text.index(after: close), attributes)
      }
      search = range.upperBound
    }
    return nil
  }

  /// The unmatched `[` before the closer: in `head` (the closer's own text up to `]`) or in an
  /// earlier text inline. Returns its item index, the text before it and the text after it.
  private static func opener(in items: [Inline], before index: Int, floor: Int, head: String)
    -> (
      Int, String, String
    )?
  {
    var depth = 0
    if let split = unmatchedOpen(in: head, depth: &depth) {
      return (index, String(head[..<split]), String(head[head.index(after: split)...]))
    }
    var position = index - 1
    while position >= floor {
      if case .text(let text) = items[position],
        let split = unmatchedOpen(in: text, depth: &depth)
      {
        return (position, String(text[..<split]), String(text[text.index(after: split)...]))
      }
      position -= 1
    }
    return nil
  }

  /// The last `[` in `text` not closed by a later `]`, counting `]`s seen so far in `depth`.
  private static func unmatchedOpen(in text: String, depth: inout Int) -> String.Index? {
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      if text[index] == "]" {
        depth += 1
      } else if text[index] == "[" {
        if depth == 0 { return index }
        depth -= 1
      }
    }
    return nil
  }
}
