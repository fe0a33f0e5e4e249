/// Placing: each top-level block, read, goes into the slide being drafted, a directive
/// changes it, a heading or break starts the next slide or section (`SlideSplitter.finish`).
extension SlideSplitter {
  mutating func place(
    _ element: Element, slideLevel: Int?, sectionLevel: Int?, rule: SplitRule
  ) {
    switch element {
    case .comment:
      break
    case .slideBreak(let line):
      if rule.breaksSplit {
        finishSlide(nextLine: line + 1)
      } else {
        current.append(.block(Block(.rule, line: line)))
      }
    case .heading(let heading, let block):
      let level = heading.level
      if current.columns != nil {
        // Inside an open column layout a heading belongs to its column (presenterm decks).
        current.append(.block(block))
      } else if let sectionLevel, level <= sectionLevel {
        finishSection()
        sectionTitle = heading.content.plainText
        sectionLine = block.line
        current = draft(line: block.line, kind: .sectionTitle, title: heading.content)
      } else if rule.titlesEndSlides, isSlideTitle(heading, block: block) {
        // presenterm's implicit_slide_ends: the title ends a slide that has begun and titles
        // the next (a slide that holds nothing yet takes it, keeping its notes).
        if current.title != nil || !current.items.isEmpty {
          finishSlide(nextLine: block.line)
          current = draft(line: block.line, kind: .content, title: heading.content)
        } else {
          current.title = heading.content
          current.line = block.line
        }
      } else if let slideLevel, level < slideLevel, rule.headingsAboveSplit {
        finishSlide(nextLine: block.line)
        current = draft(line: block.line, kind: .chapterTitle, title: heading.content)
      } else if let slideLevel, level == slideLevel {
        finishSlide(nextLine: block.line)
        current = draft(line: block.line, kind: .content, title: heading.content)
      } else {
        current.append(.block(block))
      }
    case .block(let block):
      current.append(.block(block))
    case .directive(let directive, let line):
      apply(directive, line: line)
    }
  }

  /// presenterm's slide title: a setext heading (`Title` over `===` or `---`), or a `#` heading
  /// with `h1_slide_titles`. The source line tells the forms apart: an ATX heading's starts
  /// with `#`.
  private func isSlideTitle(_ heading: Heading, block: Block) -> Bool {
    let text = source.line(block.line) ?? ""
    let isATX = text.drop { $0 == " " }.hasPrefix("#")
    return !isATX || (heading.level == 1 && meta.h1SlideTitles)
  }

  private func draft(line: Int, kind: Slide.Kind, title: [Inline]?) -> SlideDraft {
    var draft = SlideDraft(line: line, incremental: meta.incrementalLists)
    draft.kind = kind
    draft.title = title
    return draft
  }

  private mutating func apply(_ directive: Directive, line: Int) {
    switch directive {
    case .endSlide:
      finishSlide(nextLine: line + 1)
    case .section(let name):
      finishSection()
      sectionTitle = name
      sectionLine = line
      current = SlideDraft(line: line + 1, incremental: meta.incrementalLists)
    case .pause:
      current.append(.pause)
    case .incrementalLists(let on):
      current.incremental = on
    case .speakerNote(let text):
      current.notes.append(text)
    case .columnLayout(let weights):
      current.columns = weights.count
      current.append(.columnLayout(weights, line: line))
    case .column(let index):
      guard let count = current.columns else {
        diagnostics.append(
          .warning(
            "'column: \(index)' is ignored: no column_layout comes before it on this slide",
            at: source.location(line: line, column: 1)))
        return
      }
      guard index < count else {
        diagnostics.append(
          .error(
            "column \(index) does not exist: the layout has \(count) columns, numbered 0 to \(count - 1)",
            at: columnLocation(line: line)))
        return
      }
      current.append(.column(index))
    case .resetLayout:
      current.columns = nil
      current.append(.resetLayout)
    case .jumpToMiddle:
      current.append(.jumpToMiddle)
    case .alignment(let alignment):
      current.append(.alignment(alignment))
    case .newLines(let n):
      current.append(.block(Block(.newLines(n), line: line)))
    case .snippetOutput(let name):
      current.append(.block(Block(.liveOutput(name), line: line)))
    case .noFooter:
      current.layout.hidesFooter = true
    case .skipSlide:
      current.layout.isSkipped = true
    case .autoAdvance(let seconds):
      current.layout.autoAdvance = seconds
    case .time(let seconds):
      if let earlier = current.budget ?? pendingBudget {
        diagnostics.append(
          .warning(
            "this slide already has a time budget on line \(earlier.line): this one replaces it",
            at: source.location(line: line, column: 1)))
      }
      current.budget = (seconds, line)
    }
  }

  /// Points at the number in `<!-- column: N -->`.
  private func columnLocation(line: Int) -> SourceLocation {
    let text = source.line(line) ?? ""
    let column =
      text.firstIndex(of: ":").map {
        text.unicodeScalars[text.startIndex..<$0].count + 3
      } ?? 1
    return source.location(line: line, column: column)
  }

  // MARK: Finishing

  private mutating func finishSlide(nextLine: Int) {
    let draft = current
    current = SlideDraft(line: nextLine, incremental: meta.incrementalLists)
    guard var slide = draft.slide(reveal: ListReveal(dialect.0)) else {
      if !draft.notes.isEmpty, !slides.isEmpty { slides[slides.count - 1].notes += draft.notes }
      if let budget = draft.budget { pendingBudget = budget }
      return
    }
    if slide.budget == nil, let pending = pendingBudget { slide.budget = pending.seconds }
    pendingBudget = nil
    slides.append(slide)
  }

  mutating func finishSection() {
    finishSlide(nextLine: current.line)
    let title = sectionTitle ?? meta.title ?? slides.first?.titleText ?? fallbackTitle
    if slides.isEmpty {
      if let name = sectionTitle {
        diagnostics.append(
          .warning(
            "section '\(name)' has no slides and is left out",
            at: source.location(line: sectionLine, column: 1)))
      }
    } else {
      sections.append(
        Section(title: title, slides: slides, sourceLine: sectionLine))
    }
    slides = []
    sectionTitle = nil
  }

  /// A name for a deck with nothing to name it by: the file name without its extension.
  var fallbackTitle: String {
    let base = source.fileName.split(separator: "/").last.map(String.init) ?? source.fileName
    let stem = base.split(separator: ".").dropLast().joined(separator: ".")
    return stem.isEmpty ? base : stem
  }
}
