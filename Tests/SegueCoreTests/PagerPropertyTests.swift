import Foundation
import SegueCore
import SegueTestSupport
import Testing

/// Random command sequences over real and generated decks: the pager never leaves the deck, never
/// lands on a skipped slide, and `next`/`previous` follow the reading order exactly.
@Suite struct PagerPropertyTests {
  /// A deck under test and the oracle: every step of every shown slide, in reading order.
  struct Subject {
    var name: String
    var shape: PagerShape
    var order: [Position]
    var index: [Position: Int]

    init(_ name: String, _ shape: PagerShape) {
      self.name = name
      self.shape = shape
      order = shape.sections.indices.flatMap { s in
        shape.sections[s].indices.flatMap { p in
          let slide = shape.sections[s][p]
          return slide.isSkipped
            ? [] : (0..<slide.steps).map { Position(section: s, page: p, step: $0) }
        }
      }
      index = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    }

    /// In range, on an existing step, and not on a skipped slide unless every slide is skipped.
    func isValid(_ position: Position) -> Bool {
      if order.isEmpty { return position == .start }
      return index[position] != nil
    }
  }

  /// Decks written here, so the test checks real decks even without the shared corpus.
  static let inlineDecks = [
    "# Intro\n\n## Hello\n\nhello\n\n<!-- pause -->\n\nworld\n\n# Middle\n\n## M1\n\n"
      + "<!-- skip_slide -->\n\nx\n\n## M2\n\n- a\n- b\n\n<!-- incremental_lists: true -->\n\n"
      + "- c\n- d\n- e\n\n# End\n\n## Bye\n\nbye\n",
    "<!-- section: Hidden -->\n\n<!-- skip_slide -->\n\nnope\n\n<!-- section: Shown -->\n\none\n\n"
      + "<!-- end_slide -->\n\ntwo\n\n<!-- pause -->\n\nthree\n\n<!-- end_slide -->\n\n"
      + "<!-- skip_slide -->\n\nlast\n",
  ]

  /// Where the decks under test come from: written here (always there), or the shared corpus.
  enum Source { case own, corpus }

  /// The decks written here, a deck with every slide skipped and random shapes.
  static func ownSubjects() throws -> [Subject] {
    var subjects: [Subject] = []
    for (i, text) in inlineDecks.enumerated() {
      subjects.append(Subject("inline deck \(i + 1)", Pager(deck: try load(text)).shape))
    }
    subjects.append(Subject("every slide skipped", shape("x1 | x3 x1")))
    var rng = SplitMix64(seed: 0x5E6_0E)
    for i in 0..<60 { subjects.append(Subject("random shape \(i)", randomShape(&rng))) }
    return subjects
  }

  /// Every deck of the corpus's `decks/` folder that loads.
  static func corpusSubjects() throws -> [Subject] {
    let files = TestPaths.corpusFiles("decks")
    try #require(!files.isEmpty, "../shared/corpus/decks has no decks")
    return try files.compactMap { url in
      let text = try String(contentsOf: url, encoding: .utf8)
      return DeckParser.parse(text, fileName: url.lastPathComponent).deck.map {
        Subject(url.lastPathComponent, PagerShape(deck: $0))
      }
    }
  }

  static func randomShape(_ rng: inout SplitMix64) -> PagerShape {
    PagerShape(
      sections: (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        (0..<Int.random(in: 1...5, using: &rng)).map { _ in
          PagerShape.SlideShape(
            steps: Int.random(in: 1...3, using: &rng),
            isSkipped: Int.random(in: 0..<4, using: &rng) == 0)
        }
      })
  }

  static func randomCommand(_ shape: PagerShape, _ rng: inout SplitMix64) -> PagerCommand {
    let widest = shape.sections.map(\.count).max()!
    switch Int.random(in: 0..<14, using: &rng) {
    case 0...3: return .next
    case 4...6: return .previous
    case 7: return .nextSection
    case 8: return .previousSection
    case 9: return .selectSection(Int.random(in: -1...shape.sections.count, using: &rng))
    case 10: return .goToPage(Int.random(in: -1...widest, using: &rng))
    case 11: return .goToSlide(Int.random(in: -1...shape.slideCount, using: &rng))
    case 12:
      let s = Int.random(in: 0...shape.sections.count + 1, using: &rng)
      let p = Int.random(in: 0...widest + 1, using: &rng)
      let n = Int.random(in: 0...shape.slideCount + 1, using: &rng)
      return .goTo(["\(s)/\(p)", "\(n)", "\(s)/", "x"].randomElement(using: &rng)!)
    default: return Bool.random(using: &rng) ? .first : .last
    }
  }

  @Test func inlineDecksHaveStepsAndSkippedSlides() throws {
    let inline = try Self.ownSubjects().filter { $0.name.hasPrefix("inline") }
    #expect(inline.count == Self.inlineDecks.count)
    #expect(
      inline.allSatisfy { subject in
        let slides = subject.shape.sections.joined()
        return slides.contains { $0.steps > 1 } && slides.contains(where: \.isSkipped)
      }, "the inline decks have steps and skipped slides, so the walk has something to prove")
  }

  @Test func walkOverOwnDecks() throws { try walkIsNextFromFirstAndFollowsTheReadingOrder(.own) }

  @Test(.needsCorpus) func walkOverCorpusDecks() throws {
    try walkIsNextFromFirstAndFollowsTheReadingOrder(.corpus)
  }

  @Test func commandsOverOwnDecks() throws { try randomCommandSequencesKeepEveryPromise(.own) }

  @Test(.needsCorpus) func commandsOverCorpusDecks() throws {
    try randomCommandSequencesKeepEveryPromise(.corpus)
  }

  static func subjects(_ source: Source) throws -> [Subject] {
    switch source {
    case .own: try ownSubjects()
    case .corpus: try corpusSubjects()
    }
  }

  func walkIsNextFromFirstAndFollowsTheReadingOrder(_ source: Source) throws {
    for subject in try Self.subjects(source) {
      var pager = Pager(shape: subject.shape)
      #expect(pager.first() == nil, "a new pager is at the first position (\(subject.name))")
      var visited = subject.order.isEmpty ? [] : [pager.position]
      while let transition = pager.next() { visited.append(transition.to) }
      let walk = Pager.walk(shape: subject.shape, steps: true)
      #expect(walk == visited, "\(subject.name)")
      #expect(walk == subject.order, "\(subject.name)")
      let lastSteps = subject.order.filter { $0.step + 1 == subject.shape.steps(at: $0) }
      #expect(Pager.walk(shape: subject.shape, steps: false) == lastSteps, "\(subject.name)")
      for n in 0..<subject.shape.slideCount {
        let position = try #require(subject.shape.position(ofGlobalSlide: n))
        #expect(subject.shape.globalSlideIndex(of: position) == n)
      }
    }
  }

  func randomCommandSequencesKeepEveryPromise(_ source: Source) throws {
    let subjects = try Self.subjects(source)
    var rng = SplitMix64(seed: 2024)
    var commands = 0
    for _ in 0..<4000 {
      let subject = subjects.randomElement(using: &rng)!
      let shape = subject.shape
      let proposed = Position(
        section: Int.random(in: -1...shape.sections.count, using: &rng),
        page: Int.random(in: -1...6, using: &rng), step: Int.random(in: -1...3, using: &rng))
      var pager = Pager(shape: shape, at: proposed)
      try #require(subject.isValid(pager.position), "clamped \(proposed) in \(subject.name)")
      for _ in 0..<25 {
        let command = Self.randomCommand(shape, &rng)
        try check(command, on: &pager, subject)
        commands += 1
      }
    }
    #expect(commands == 100_000)
  }

  /// Runs one command and checks everything that must hold after it.
  func check(_ command: PagerCommand, on pager: inout Pager, _ subject: Subject) throws {
    let before = pager
    let context: Comment = "\(command) from \(before.position) in \(subject.name)"
    let transition: Transition?
    do {
      transition = try pager.run(command)
    } catch {
      #expect(pager == before, context)
      return
    }
    try #require(subject.isValid(pager.position), context)
    guard let transition else {
      #expect(pager == before, context)
      try checkNoChangeWasRight(command, before, subject, context)
      return
    }
    #expect(transition.from == before.position && transition.to == pager.position, context)
    #expect(transition.from != transition.to, context)
    let expected: Direction = transition.to > transition.from ? .forward : .reverse
    #expect(transition.direction == expected, context)
    let i = subject.index[before.position]!
    switch command {
    case .next:
      #expect(transition.to == subject.order[i + 1], context)
      var back = pager
      #expect(back.previous()?.to == before.position, "previous undoes next: \(context)")
    case .previous:
      #expect(transition.to == subject.order[i - 1], context)
      var again = pager
      #expect(again.next()?.to == before.position, "next undoes previous: \(context)")
    case .selectSection(let section):
      #expect(transition.to.section == section && transition.to.step == 0, context)
    case .goToPage:
      #expect(transition.to.section == before.position.section && transition.to.step == 0, context)
    case .goTo(let text):
      var twin = before
      let slide = try subject.shape.resolve(SlideReference.parse(text))
      #expect(twin.goToSlide(slide) == transition, context)
    default:
      #expect(transition.to.step == 0, "jumps land on step 0: \(context)")
    }
  }

  /// `next` and `previous` may only refuse at the ends of the reading order.
  func checkNoChangeWasRight(
    _ command: PagerCommand, _ before: Pager, _ subject: Subject, _ context: Comment
  ) throws {
    guard let i = subject.index[before.position] else { return }
    if command == .next { #expect(i == subject.order.count - 1, context) }
    if command == .previous { #expect(i == 0, context) }
  }
}
