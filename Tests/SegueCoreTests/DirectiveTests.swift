import SegueCore
import Testing

@Suite struct DirectiveTests {
  /// A one-slide deck's blocks as dump lines (the slide's own line left out).
  func structure(_ markdown: String) throws -> [String] {
    let dump = TreeDump.render(try load(markdown)).split(separator: "\n").map(String.init)
    return Array(dump.drop { !$0.hasPrefix("    slide ") }.dropFirst())
  }

  @Test func layoutDirectivesBecomeStructure() throws {
    let lines = try structure(
      """
      a

      <!-- column_layout: [2, 1] -->
      <!-- column: 0 -->
      left
      <!-- pause -->
      <!-- column: 1 -->
      right
      <!-- reset_layout -->
      <!-- jump_to_middle -->
      <!-- alignment: center -->
      <!-- new_lines: 3 -->
      <!-- new_line -->
      b
      """)
    #expect(
      lines == [
        "      paragraph @1 a",
        "      columns 2,1 @3",
        "        column 0",
        "          paragraph @5 left",
        "        column 1",
        "          paragraph @8 step=2 right",
        "      aligned center @12 step=2",
        "        new_lines 3 @12 step=2",
        "        new_lines 1 @13 step=2",
        "        paragraph @14 step=2 b",
      ])
    let slide = try load("a\n\n<!-- jump_to_middle -->\n\nb\n").sections[0].slides[0]
    #expect(slide.middleFrom == 1)
  }

  @Test func alignmentRunsEndAtTheNextAlignmentAndSplitAtTheMiddle() throws {
    let lines = try structure(
      """
      <!-- alignment: right -->
      a
      <!-- jump_to_middle -->
      b
      <!-- alignment: left -->
      c
      """)
    #expect(
      lines == [
        "      aligned right @2",
        "        paragraph @2 a",
        "      aligned right @4",
        "        paragraph @4 b",
        "      aligned left @6",
        "        paragraph @6 c",
      ])
  }

  struct StepCase: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var steps: Int
    var testDescription: String { name }
  }

  static let stepCases: [StepCase] = [
    StepCase(name: "no pause", markdown: "a\n\nb\n", steps: 1),
    StepCase(name: "<!-- pause -->", markdown: "a\n\n<!-- pause -->\n\nb\n", steps: 2),
    StepCase(name: "<!-- stop --> as pause", markdown: "a\n<!-- stop -->\nb\n", steps: 2),
    StepCase(name: "pandoc's . . .", markdown: "a\n\n. . .\n\nb\n\n. . .\n\nc\n", steps: 3),
    StepCase(name: "mdp's ^ line inside a paragraph", markdown: "a\n^\nb\n^\nc\n", steps: 3),
    StepCase(name: "a trailing pause adds no step", markdown: "a\n\n<!-- pause -->\n", steps: 1),
    StepCase(
      name: "incremental_lists directive: one step per item after the first",
      markdown: "<!-- incremental_lists: true -->\n\n- a\n- b\n- c\n", steps: 3),
    StepCase(
      name: "incremental_lists in front matter",
      markdown: "---\nincremental_lists: true\n---\n\n- a\n- b\n", steps: 2),
    StepCase(
      name: "incremental lists switched off again",
      markdown:
        "---\nincremental_lists: true\n---\n\n<!-- incremental_lists: false -->\n\n- a\n- b\n",
      steps: 1),
  ]

  @Test(arguments: stepCases)
  func steps(_ c: StepCase) throws {
    #expect(try load(c.markdown).sections[0].slides[0].steps == c.steps)
  }

  @Test func speakerNotesOneLineAndMultiLine() throws {
    let deck = try load(
      """
      # Slide

      text

      <!-- speaker_note: say hello -->
      <!-- notes: second note -->
      <!--
      speaker_note: |
        first line
        second line
      -->
      """)
    #expect(
      deck.sections[0].slides[0].notes == ["say hello", "second note", "first line\nsecond line"])
  }

  @Test func slideSwitches() throws {
    let deck = try load("# A\n\n<!-- no_footer -->\n\nx\n\n# B\n\n<!-- skip_slide -->\n\ny\n")
    #expect(deck.sections[0].slides[0].layout == SlideLayout(hidesFooter: true, isSkipped: false))
    #expect(deck.sections[0].slides[1].layout == SlideLayout(hidesFooter: false, isSkipped: true))
  }

  @Test func mdpCentredLines() throws {
    #expect(
      try structure("-> centred <-\n\nplain\n") == [
        "      aligned center @1", "        paragraph @1 centred", "      paragraph @3 plain",
      ])
  }

  @Test func ordinaryCommentsAreSilent() {
    #expect(messages("text\n\n<!-- just a remark -->\n\n<!-- TODO: later -->\n") == [])
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "a comment left open before the next one",
      markdown: "a\n\n<!-- pause\n\nb\n\n<!-- end_slide -->\n\nc\n",
      expected: [
        "3:1: warning: this comment has no '-->' before the next one on line 7: all in between, that comment included, is hidden"
      ]),
    ErrorCase(
      name: "a comment never closed",
      markdown: "a\n\n<!-- speaker_note: remember\n\nb\n",
      expected: ["3:1: warning: this comment has no '-->': the rest of the deck after it is hidden"]
    ),
    ErrorCase(
      name: "alignment with a bad value",
      markdown: "text\n\n<!-- alignment: middle -->\n",
      expected: ["3:17: error: 'alignment' must be left, center or right"]),
    ErrorCase(
      name: "column_layout that is not a list",
      markdown: "text\n\n<!-- column_layout: 2, 1 -->\n",
      expected: ["3:21: error: 'column_layout' must be a list of positive widths, as in [2, 1]"]),
    ErrorCase(
      name: "column_layout with a zero width",
      markdown: "text\n\n<!-- column_layout: [0, 1] -->\n",
      expected: ["3:21: error: 'column_layout' must be a list of positive widths, as in [2, 1]"]),
    ErrorCase(
      name: "column past the layout",
      markdown: "<!-- column_layout: [1, 1] -->\n<!-- column: 2 -->\n\ntext\n",
      expected: ["2:14: error: column 2 does not exist: the layout has 2 columns, numbered 0 to 1"]),
    ErrorCase(
      name: "column that is not a number",
      markdown: "<!-- column_layout: [1, 1] -->\n<!-- column: left -->\n\ntext\n",
      expected: ["2:14: error: 'column' must be a column number counted from 0"]),
    ErrorCase(
      name: "column before any layout is ignored with a warning",
      markdown: "text\n\n<!-- column: 1 -->\n",
      expected: [
        "3:1: warning: 'column: 1' is ignored: no column_layout comes before it on this slide"
      ]),
    ErrorCase(
      name: "new_lines not a number",
      markdown: "text\n\n<!-- new_lines: many -->\n",
      expected: ["3:17: error: 'new_lines' must be a number of lines from 0 to 100"]),
    ErrorCase(
      name: "incremental_lists not a boolean",
      markdown: "<!-- incremental_lists: yes please -->\n\n- a\n",
      expected: ["1:25: error: 'incremental_lists' must be true or false"]),
    ErrorCase(
      name: "pause with an argument",
      markdown: "a\n\n<!-- pause: 2 -->\n\nb\n",
      expected: ["3:13: error: 'pause' takes no argument, found '2'"]),
    ErrorCase(
      name: "section without a name",
      markdown: "<!-- section: -->\n\ntext\n",
      expected: ["1:6: error: 'section' needs a name, as in <!-- section: Results -->"]),
    ErrorCase(
      name: "unknown directive with a suggestion",
      markdown: "text\n\n<!-- colum_layout: [1, 2] -->\n",
      expected: [
        "3:6: warning: unknown directive 'colum_layout' is ignored (did you mean 'column_layout'?)"
      ]),
    ErrorCase(
      name: "misspelt pause",
      markdown: "a\n\n<!-- puase -->\n\nb\n",
      expected: ["3:6: warning: unknown directive 'puase' is ignored (did you mean 'pause'?)"]),
    ErrorCase(
      name: "another tool's directive",
      markdown: "text\n\n<!-- font_size: 2 -->\n",
      expected: ["3:6: warning: directive 'font_size' is not supported and is ignored"]),
    ErrorCase(
      name: "a directive nested in a list has no effect",
      markdown: "- item\n\n  <!-- pause -->\n\n  more\n",
      expected: [
        "3:1: warning: directive inside a list or quote has no effect; put it on its own line at the top level"
      ]),
  ]

  @Test(arguments: errorCases)
  func errors(_ c: ErrorCase) {
    #expect(messages(c.markdown) == c.expected)
  }
}

/// What each step of a slide shows: the blocks and list items tagged with a step up to it.
@Suite struct StepVisibilityTests {
  func visible(_ markdown: String, step: Int) throws -> [String] {
    let slide = try load(markdown).sections[0].slides[0]
    return slide.blocks.filter { $0.step <= step }.compactMap { block in
      switch block.kind {
      case .paragraph(let p): return p.plainText
      case .list(let list):
        return "list "
          + list.items.filter { $0.step <= step }.map {
            $0.blocks.first.map { b in
              if case .paragraph(let p) = b.kind { return p.plainText } else { return "?" }
            } ?? ""
          }.joined(separator: ",")
      default: return nil
      }
    }
  }

  @Test func pausesRevealInOrder() throws {
    let deck = "a\n\n<!-- pause -->\n\nb\n\n<!-- pause -->\n\nc\n"
    #expect(try visible(deck, step: 0) == ["a"])
    #expect(try visible(deck, step: 1) == ["a", "b"])
    #expect(try visible(deck, step: 2) == ["a", "b", "c"])
  }

  @Test func incrementalListsRevealOneItemPerStep() throws {
    let deck = "<!-- incremental_lists: true -->\n\nintro\n\n- x\n- y\n- z\n\nafter\n"
    #expect(try visible(deck, step: 0) == ["intro", "list x"])
    #expect(try visible(deck, step: 1) == ["intro", "list x,y"])
    #expect(try visible(deck, step: 2) == ["intro", "list x,y,z", "after"])
  }
}
