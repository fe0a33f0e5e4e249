/// A readable tree of a deck with source lines: `segue check --dump`, and a test oracle.
public enum TreeDump {
  /// `source` names the lines from included files by file and line (`@part.md:3`).
  public static func render(_ deck: Deck, source: SourceText? = nil) -> String {
    var out = Output(source: source)
    out.line(0, "deck" + metaSummary(deck.meta) + dialectSummary(deck.structure))
    for (s, section) in deck.sections.enumerated() {
      out.line(1, "section \(s + 1) \(quoted(section.title))" + out.at(section.sourceLine))
      for (p, slide) in section.slides.enumerated() {
        var head = "slide \(s + 1).\(p + 1) \(slide.kind.rawValue)"
        if let title = slide.titleText { head += " \(quoted(title))" }
        head += out.at(slide.sourceLine) + " steps=\(slide.steps)"
        if let middle = slide.middleFrom { head += " middle_from=\(middle + 1)" }
        if slide.layout.hidesFooter { head += " no_footer" }
        if slide.layout.isSkipped { head += " skip" }
        if let seconds = slide.layout.autoAdvance { head += " auto_advance=\(seconds)s" }
        out.line(2, head)
        for note in slide.notes { out.line(3, "note \(quoted(note))") }
        for block in slide.blocks { dump(block, depth: 3, into: &out) }
      }
    }
    return out.text
  }

  private static func metaSummary(_ meta: DeckMeta) -> String {
    var parts: [String] = []
    if let title = meta.title { parts.append("title=\(quoted(title))") }
    if let sub = meta.subTitle { parts.append("sub_title=\(quoted(sub))") }
    if !meta.authors.isEmpty {
      parts.append("authors=\(meta.authors.map(quoted).joined(separator: ","))")
    }
    if let date = meta.date { parts.append("date=\(quoted(date))") }
    if let event = meta.event { parts.append("event=\(quoted(event))") }
    if let location = meta.location { parts.append("location=\(quoted(location))") }
    if let theme = meta.theme { parts.append("theme=\(quoted(theme.name ?? theme.path ?? "?"))") }
    if meta.incrementalLists { parts.append("incremental_lists") }
    if let transition = meta.transition { parts.append("transition=\(quoted(transition))") }
    if let footer = meta.footer { parts.append("footer=\(quoted(footer.description))") }
    return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
  }

  /// The dialect and the line that chose it, unless the deck is read as Segue's own.
  private static func dialectSummary(_ structure: DeckStructure) -> String {
    switch structure.dialectSource {
    case .none: return ""
    case .frontMatter(let line), .marker(let line, _):
      return " dialect=\(structure.dialect.rawValue)@\(line)"
    }
  }

  private struct Output {
    var source: SourceText?
    var text = ""

    /// ` @12`, or ` @part.md:3` for a line from an included file.
    func at(_ line: Int) -> String {
      guard let source, let place = source.place(ofLine: line) else { return " @\(line)" }
      guard place.file != source.fileName else { return " @\(place.line)" }
      return " @\(ControlCharacters.visible(place.file)):\(place.line)"
    }

    mutating func line(_ depth: Int, _ s: String) {
      text += String(repeating: "  ", count: depth) + s + "\n"
    }
  }

  private static func dump(_ block: Block, depth: Int, into out: inout Output) {
    let at = out.at(block.line) + (block.step > 0 ? " step=\(block.step + 1)" : "")
    switch block.kind {
    case .heading(let h): out.line(depth, "heading \(h.level)\(at) \(inlines(h.content))")
    case .paragraph(let c): out.line(depth, "paragraph\(at) \(inlines(c))")
    case .list(let list):
      var head = "list"
      switch list.kind {
      case .bullet: head += " bullet"
      case .ordered(let start): head += " ordered start=\(start)"
      }
      head += list.isTight ? " tight" : " loose"
      if list.isIncremental { head += " incremental" }
      out.line(depth, head + at)
      for item in list.items {
        let mark = item.task.map { $0 ? " [x]" : " [ ]" } ?? ""
        out.line(depth + 1, "item" + mark + (item.step > 0 ? " step=\(item.step + 1)" : ""))
        for child in item.blocks { dump(child, depth: depth + 2, into: &out) }
      }
    case .blockQuote(let children):
      out.line(depth, "quote" + at)
      for child in children { dump(child, depth: depth + 1, into: &out) }
    case .alert(let alert):
      let title = alert.title.map { " \"\($0.plainText)\"" } ?? ""
      out.line(depth, "alert \(alert.kind.rawValue)" + title + at)
      for child in alert.blocks { dump(child, depth: depth + 1, into: &out) }
    case .code(let code):
      out.line(
        depth, "code\(code.isFenced ? " fenced" : " indented") info=\(quoted(code.info))\(at)")
      for line in code.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        out.line(depth + 1, "| " + escape(String(line)))
      }
    case .table(let table):
      out.line(depth, "table \(table.alignments.map(\.rawValue).joined(separator: ","))\(at)")
      out.line(depth + 1, "header " + table.header.map(inlines).joined(separator: " | "))
      for row in table.rows {
        out.line(depth + 1, "row " + row.map(inlines).joined(separator: " | "))
      }
    case .html(let html): out.line(depth, "html\(at) \(quoted(html))")
    case .rule: out.line(depth, "rule" + at)
    case .aligned(let alignment, let children):
      out.line(depth, "aligned \(alignment.rawValue)" + at)
      for child in children { dump(child, depth: depth + 1, into: &out) }
    case .centredLines(let lines):
      out.line(depth, "centred_lines" + at)
      for line in lines { out.line(depth + 1, "| " + inlines(line)) }
    case .columns(let layout):
      out.line(depth, "columns \(layout.weights.map(String.init).joined(separator: ","))" + at)
      if !layout.before.isEmpty {
        out.line(depth + 1, "before")
        for child in layout.before { dump(child, depth: depth + 2, into: &out) }
      }
      for (n, column) in layout.columns.enumerated() {
        out.line(depth + 1, "column \(n)")
        for child in column { dump(child, depth: depth + 2, into: &out) }
      }
    case .newLines(let n): out.line(depth, "new_lines \(n)" + at)
    case .liveOutput(let name): out.line(depth, "snippet_output \(name)" + at)
    }
  }

  /// Inlines in a compact markup: `*emph*`, `**strong**`, `~~strike~~`, `` `code` ``, `[text](url)`.
  static func inlines(_ list: [Inline]) -> String {
    var out = ""
    for inline in list {
      switch inline {
      case .text(let s): out += escape(s)
      case .softBreak: out += "⏎"
      case .lineBreak: out += "↵"
      case .code(let s, let language):
        out += "`\(escape(s))`" + (language.map { "{.\(escape($0))}" } ?? "")
      case .emphasis(let c): out += "*\(inlines(c))*"
      case .strong(let c): out += "**\(inlines(c))**"
      case .strikethrough(let c): out += "~~\(inlines(c))~~"
      case .link(let link):
        out +=
          link.isAutolink
          ? "<\(escape(link.destination))>"
          : "[\(inlines(link.content))](\(escape(link.destination)))"
      case .image(let image):
        out += "![\(inlines(image.alt))](\(escape(image.source)))"
        if let width = image.widthPercent { out += "{width=\(width)%}" }
        if let rows = image.heightRows { out += "{height=\(rows)}" }
      case .styled(let styled): out += "[\(inlines(styled.content))]{\(attributes(styled))}"
      case .html(let s): out += "{html \(escape(s))}"
      case .math(let math):
        out += "{math\(math.isDisplay ? " display" : "") \(escape(math.source))"
        out += math.text.map { " → \(escape($0))}" } ?? " (no text form)}"
      }
    }
    return out
  }

  /// A styled text's colours and classes, as `fg=red bg=#000000 .class`.
  static func attributes(_ styled: StyledText) -> String {
    func name(_ color: ColorReference) -> String {
      switch color {
      case .rgb(let r, let g, let b):
        let hex = [r, g, b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
        return "#" + hex.joined()
      case .name(let name): return escape(name)
      case .palette(let name): return "palette:" + escape(name)
      }
    }
    var parts: [String] = []
    if let fg = styled.foreground { parts.append("fg=" + name(fg)) }
    if let bg = styled.background { parts.append("bg=" + name(bg)) }
    parts += styled.classes.map { "." + escape($0) }
    return parts.joined(separator: " ")
  }

  /// Control characters shown as symbols, so the dump is safe to print.
  static func escape(_ s: String) -> String {
    ControlCharacters.visible(s)
  }

  static func quoted(_ s: String) -> String { "\"\(escape(s))\"" }
}
