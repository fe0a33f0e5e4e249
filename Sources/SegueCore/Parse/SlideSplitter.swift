/// Groups a deck's top-level blocks into sections and slides (DESIGN.md §2).
struct SlideSplitter {
  private let source: SourceText
  private let meta: DeckMeta
  private let dialect: (Dialect, DialectSource)
  private let directives: DirectiveReader
  private(set) var diagnostics: [Diagnostic] = []

  private var sections: [Section] = []
  private var sectionTitle: String?
  private var sectionLine = 1
  private var slides: [Slide] = []
  private var current: SlideDraft
  /// A `time:` written between slides (after a break, before the next heading): the next
  /// slide's.
  private var pendingBudget: (seconds: Int, line: Int)?

  init(source: SourceText, meta: DeckMeta, dialect: (Dialect, DialectSource) = (.segue, .none)) {
    self.source = source
    self.meta = meta
    self.dialect = dialect
    self.directives = DirectiveReader(source: source)
    self.current = SlideDraft(line: 1, incremental: meta.incrementalLists)
  }

  /// A top-level block read once: a directive, a heading, a break or content.
  private enum Element {
    case directive(Directive, line: Int)
    case heading(Heading, block: Block)
    case slideBreak(line: Int)
    case block(Block)
    case comment
  }

  /// The top-level blocks taken so far, one array per converted piece: placed only when the
  /// whole deck has been read (the levels depend on all of it), each piece freed as it is
  /// placed, so the deck's blocks are never held twice beside its slides.
  private var pieces: [[Block]] = []
  /// Each HTML block's reading, in order: what placing reads comments and directives from.
  private var readings: [CommentReading] = []
  private var usesEndSlide = false
  /// The levels as they would be if thematic breaks split slides, and if they did not: which
  /// holds is known only at the end (an `end_slide` anywhere turns splitting off).
  private var levelsIfBreaksSplit = SlideLevel.Detector()
  private var levelsIfBreaksDoNot = SlideLevel.Detector()

  /// Takes the next top-level blocks of the deck, as each piece of it is converted.
  mutating func take(_ blocks: [Block]) {
    for block in blocks {
      var reading: CommentReading?
      if case .html(let html) = block.kind {
        let read = directives.read(html: html, line: block.line)
        readings.append(read)
        usesEndSlide = usesEndSlide || read == .directive(.endSlide)
        reading = read
      }
      let element = self.element(block, reading: reading, reporting: false)
      levelsIfBreaksSplit.add(shape(element, breaksSplit: true))
      levelsIfBreaksDoNot.add(shape(element, breaksSplit: false))
    }
    if !blocks.isEmpty { pieces.append(blocks) }
  }

  /// The deck's sections and the decisions that made them, once every block has been taken.
  mutating func finish() -> (sections: [Section], structure: DeckStructure) {
    let splitsAtHeadings = dialect.0 != .mdp
    let breaksSplit =
      meta.thematicBreaks.map { $0 == .slide } ?? (!usesEndSlide || !splitsAtHeadings)
    var (slideLevel, levelSource, sectionLevel) = levels(
      breaksSplit ? levelsIfBreaksSplit : levelsIfBreaksDoNot, splitsAtHeadings: splitsAtHeadings)
    if let level = meta.slideLevel {
      slideLevel = level
      levelSource = .frontMatter
    }
    if let s = sectionLevel, let l = slideLevel, s >= l {
      diagnostics.append(
        .warning(
          "section_level \(s) is not above the slide level \(l); headings do not start sections"))
      sectionLevel = nil
    }

    // mdp shows its title in the header bar, never on a slide of its own.
    if let title = meta.title, dialect.0 != .mdp {
      slides.append(Slide(kind: .intro, title: [.text(title)], sourceLine: 1))
    }
    var next = readings.makeIterator()
    for index in pieces.indices {
      // The piece's only reference moves here and goes with the loop's turn.
      let piece = pieces[index]
      pieces[index] = []
      for block in piece {
        let element = read(block, reporting: true, readings: &next)
        place(element, slideLevel: slideLevel, sectionLevel: sectionLevel, breaksSplit: breaksSplit)
      }
    }
    pieces = []
    readings = []
    finishSection()
    if sections.isEmpty {
      diagnostics.append(.warning("the deck has no slides"))
      sections = [Section(title: fallbackTitle, slides: [Slide(sourceLine: 1)], sourceLine: 1)]
    }
    let structure = DeckStructure(
      slideLevel: slideLevel, slideLevelSource: levelSource, sectionLevel: sectionLevel,
      thematicBreaksSplit: breaksSplit, dialect: dialect.0, dialectSource: dialect.1)
    return (sections, structure)
  }

  /// The slide and section levels the headings give (before front matter overrides them).
  private func levels(_ detector: SlideLevel.Detector, splitsAtHeadings: Bool)
    -> (Int?, DeckStructure.SlideLevelSource, Int?)
  {
    // mdp keeps `# A` … `# B` on one slide: only breaks split.
    let (slideLevel, source) = splitsAtHeadings ? detector.slideLevel : (nil, .dialect)
    let sectionLevel =
      meta.sectionLevel
      ?? (splitsAtHeadings
        ? detector.sectionLevel(slideLevel: meta.slideLevel ?? slideLevel) : nil)
    return (slideLevel, source, sectionLevel)
  }

  // MARK: Reading

  /// What a top-level block is to the splitter (an HTML block's reading is the next of
  /// `readings`); its problems are recorded when `reporting`.
  private mutating func read(
    _ block: Block, reporting: Bool, readings: inout IndexingIterator<[CommentReading]>
  ) -> Element {
    var reading: CommentReading?
    if case .html(let html) = block.kind {
      reading = readings.next() ?? directives.read(html: html, line: block.line)
    }
    return element(block, reading: reading, reporting: reporting)
  }

  /// What a block is, given an HTML block's reading.
  private mutating func element(_ block: Block, reading: CommentReading?, reporting: Bool)
    -> Element
  {
    if let heading = block.heading { return .heading(heading, block: block) }
    switch block.kind {
    case .rule:
      return .slideBreak(line: block.line)
    case .html:
      switch reading {
      case .directive(let directive)?: return .directive(directive, line: block.line)
      case .comment?: return .comment
      case .notAComment?, nil: return .block(block)
      case .problem(let diagnostic)?:
        if reporting { diagnostics.append(diagnostic) }
        return .comment
      }
    default:
      return .block(block)
    }
  }

  private func shape(_ element: Element, breaksSplit: Bool) -> SlideLevel.Shape {
    switch element {
    case .heading(let heading, let block):
      return .heading(level: heading.level, line: block.line, text: heading.content.plainText)
    case .slideBreak: return breaksSplit ? .slideBreak : .content
    case .directive(.endSlide, _), .directive(.section, _): return .slideBreak
    // A column layout is content: pandoc counts `:::: columns` after a heading as its slide.
    case .directive(.pause, _), .directive(.columnLayout, _): return .content
    case .directive, .comment: return .invisible
    case .block: return .content
    }
  }

  // MARK: Placing

  private mutating func place(
    _ element: Element, slideLevel: Int?, sectionLevel: Int?, breaksSplit: Bool
  ) {
    switch element {
    case .comment:
      break
    case .slideBreak(let line):
      if breaksSplit {
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
      } else if let slideLevel, level < slideLevel {
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
    case .noFooter:
      current.layout.hidesFooter = true
    case .skipSlide:
      current.layout.isSkipped = true
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
    guard var slide = draft.slide() else {
      if !draft.notes.isEmpty, !slides.isEmpty { slides[slides.count - 1].notes += draft.notes }
      if let budget = draft.budget { pendingBudget = budget }
      return
    }
    if slide.budget == nil, let pending = pendingBudget { slide.budget = pending.seconds }
    pendingBudget = nil
    slides.append(slide)
  }

  private mutating func finishSection() {
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
      sections.append(Section(title: title, slides: slides, sourceLine: sectionLine))
    }
    slides = []
    sectionTitle = nil
  }

  /// A name for a deck with nothing to name it by: the file name without its extension.
  private var fallbackTitle: String {
    let base = source.fileName.split(separator: "/").last.map(String.init) ?? source.fileName
    let stem = base.split(separator: ".").dropLast().joined(separator: ".")
    return stem.isEmpty ? base : stem
  }
}
