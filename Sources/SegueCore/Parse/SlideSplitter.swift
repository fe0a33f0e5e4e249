/// Groups a deck's top-level blocks into sections and slides (DESIGN.md §2).
///
/// Reading the blocks is here; placing them into slides and sections is in
/// `SlideSplitter+Placing.swift`, which is why the drafting state is not private.
struct SlideSplitter {
  let source: SourceText
  let meta: DeckMeta
  let dialect: (Dialect, DialectSource)
  private let directives: DirectiveReader
  var diagnostics: [Diagnostic] = []

  var sections: [Section] = []
  var sectionTitle: String?
  var sectionLine = 1
  var slides: [Slide] = []
  var current: SlideDraft
  /// A `time:` written between slides (after a break, before the next heading): the next
  /// slide's.
  var pendingBudget: (seconds: Int, line: Int)?

  init(source: SourceText, meta: DeckMeta, dialect: (Dialect, DialectSource) = (.segue, .none)) {
    self.source = source
    self.meta = meta
    self.dialect = dialect
    self.directives = DirectiveReader(source: source)
    self.current = SlideDraft(line: 1, incremental: meta.incrementalLists)
  }

  /// A top-level block read once: a directive, a heading, a break or content.
  enum Element {
    case directive(Directive, line: Int)
    case heading(Heading, block: Block)
    case slideBreak(line: Int)
    case block(Block)
    case comment
  }

  /// The deck's sections and the decisions that made them, from its top-level blocks.
  ///
  /// Two passes: the first reads each block (an HTML block's comment or directive once) and
  /// finds the levels, which depend on the whole deck (an `end_slide` anywhere turns
  /// splitting at breaks off); the second places the blocks into slides and sections.
  mutating func split(_ blocks: [Block]) -> (sections: [Section], structure: DeckStructure) {
    let survey = self.survey(blocks)
    let rule = SplitRule(
      dialect: dialect.0, meta: meta, usesEndSlide: survey.usesEndSlide,
      hasBreaks: survey.hasBreaks)
    var (slideLevel, levelSource, sectionLevel) = levels(survey, rule: rule)
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

    if makesIntroSlide {
      slides.append(Slide(kind: .intro, title: meta.title.map { [.text($0)] }, sourceLine: 1))
    }
    var next = survey.readings.makeIterator()
    for block in blocks {
      var reading: CommentReading?
      if case .html = block.kind { reading = next.next() }
      let element = self.element(block, reading: reading, reporting: true)
      place(element, slideLevel: slideLevel, sectionLevel: sectionLevel, rule: rule)
    }
    finishSection()
    if sections.isEmpty {
      diagnostics.append(.warning("the deck has no slides"))
      sections = [Section(title: fallbackTitle, slides: [Slide(sourceLine: 1)], sourceLine: 1)]
    }
    var structure = DeckStructure(
      slideLevel: slideLevel, slideLevelSource: levelSource, sectionLevel: sectionLevel,
      thematicBreaksSplit: rule.breaksSplit, dialect: dialect.0, dialectSource: dialect.1)
    structure.implicitSlideEnds = rule.titlesEndSlides
    return (sections, structure)
  }

  /// Only presenterm (and Segue) make a slide of the front matter; mdp, patat, lookatme and
  /// slides show the title in their header or footer. Segue makes it from a title, presenterm
  /// from any of the fields the slide shows.
  private var makesIntroSlide: Bool {
    switch dialect.0 {
    case .segue: return meta.title != nil
    case .presenterm:
      return meta.title != nil || meta.subTitle != nil || !meta.authors.isEmpty
        || meta.date != nil || meta.event != nil || meta.location != nil
    case .mdp, .pandoc, .lookatme, .slides: return false
    }
  }

  /// What the first pass reads: each HTML block's reading, in order, whether `end_slide` is
  /// used, whether a thematic break is, and the levels as they would be if thematic breaks
  /// split slides, if they did not, and by lookatme's rule.
  private struct Survey {
    var readings: [CommentReading] = []
    var usesEndSlide = false
    var hasBreaks = false
    var levelsIfBreaksSplit = SlideLevel.Detector()
    var levelsIfBreaksDoNot = SlideLevel.Detector()
    var lookatmeLevels = SlideLevel.LookatmeDetector()
  }

  private mutating func survey(_ blocks: [Block]) -> Survey {
    var survey = Survey()
    for block in blocks {
      var reading: CommentReading?
      if case .html(let html) = block.kind {
        let read = directives.read(html: html, line: block.line)
        survey.readings.append(read)
        survey.usesEndSlide = survey.usesEndSlide || read == .directive(.endSlide)
        reading = read
      }
      let element = self.element(block, reading: reading, reporting: false)
      if case .slideBreak = element { survey.hasBreaks = true }
      if case .heading(let heading, let block) = element {
        survey.lookatmeLevels.add(
          level: heading.level, line: block.line, text: heading.content.plainText)
      }
      survey.levelsIfBreaksSplit.add(shape(element, breaksSplit: true))
      survey.levelsIfBreaksDoNot.add(shape(element, breaksSplit: false))
    }
    return survey
  }

  /// The slide and section levels the headings give (before front matter overrides them).
  private func levels(_ survey: Survey, rule: SplitRule)
    -> (Int?, DeckStructure.SlideLevelSource, Int?)
  {
    guard rule.headingsSplit else { return (nil, rule.noHeadingSource, meta.sectionLevel) }
    if dialect.0 == .lookatme {
      let (level, source) = survey.lookatmeLevels.slideLevel
      return (level, source, meta.sectionLevel)
    }
    let detector = rule.breaksSplit ? survey.levelsIfBreaksSplit : survey.levelsIfBreaksDoNot
    let (slideLevel, source) = detector.slideLevel
    let sectionLevel =
      meta.sectionLevel ?? detector.sectionLevel(slideLevel: meta.slideLevel ?? slideLevel)
    return (slideLevel, source, sectionLevel)
  }

  // MARK: Reading

  /// What a block is, given an HTML block's reading.
  private mutating func element(_ block: Block, reading: CommentReading?, reporting: Bool)
    -> Element
  {
    if let heading = block.heading { return .heading(heading, block: block) }
    switch block.kind {
    case .rule:
      // slides cuts its file at lines that are exactly `---`: `***` or `----` stays a rule.
      if dialect.0 == .slides, source.line(block.line) != "---" { return .block(block) }
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
}
