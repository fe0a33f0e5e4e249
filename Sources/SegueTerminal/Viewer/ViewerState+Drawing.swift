import SegueCore
import SegueRender

extension ViewerState {
  /// Below this, the speaker view leaves out the render of the next slide.
  static let previewMinimum = Size(width: 100, height: 20)

  /// The frame for the current state.
  func compose() -> Canvas { composed().canvas }

  /// The frame for the current state, with the follower's slide frame when the canvas is
  /// exactly that slide (no banner over it, not a waiting screen): what a transition slides.
  func composed() -> (canvas: Canvas, slide: Frame?) {
    // Past the largest frame, only the notice is drawn, on a canvas of at most that size.
    let drawn = size.clamped(to: FrameLayout.maximumSize)
    var canvas = Canvas(width: drawn.width, height: drawn.height, style: theme.base)
    guard size.width >= 20, size.height >= 4 else {
      canvas.put("too small", x: 0, y: 0, style: theme.base, maxWidth: size.width)
      return (canvas, nil)
    }
    guard drawn == size else {
      let notice = FrameRenderer.sizeNotice(size) ?? ""
      canvas.put(notice, x: 0, y: 0, style: theme.notice, maxWidth: drawn.width)
      return (canvas, nil)
    }
    if let waiting {
      centre([waiting, "", "Start it with: segue \(deckPath.map(shown) ?? "DECK")"], on: &canvas)
      return (canvas, nil)
    }
    guard let deck, let report else {
      centre([session.problems.deck ?? "Reading the deck…"], on: &canvas)
      return (canvas, nil)
    }
    let position = Pager(deck: deck, at: report.position).position
    var slide: Frame?
    switch kind {
    case .follow:
      slide = session.renderer.render(
        deck, at: position, size: size, live: live, scroll: report.scroll)
      canvas = slide!.canvas
    case .notes: drawSpeaker(deck, position, on: &canvas)
    }
    if let problem =
      session.problems.deck ?? (deckMatches ? nil : mismatch) ?? session.problems.anyTheme
    {
      slide = nil
      canvas.fill(x: 0, y: size.height - 1, width: size.width, height: 1, style: theme.errorBanner)
      canvas.put(
        " " + problem, x: 0, y: size.height - 1, style: theme.errorBanner, maxWidth: size.width)
    }
    return (canvas, slide)
  }

  private var mismatch: String? {
    announcement == nil
      ? nil : "The deck file differs from what the presenter shows; waiting for both to reload"
  }

  private func shown(_ path: String) -> String {
    DiagnosticFormatter.shown(path)
  }

  private func centre(_ lines: [String], on canvas: inout Canvas) {
    let top = max(0, (size.height - lines.count) / 2)
    for (index, line) in lines.enumerated() where top + index < size.height {
      let x = max(0, (size.width - TextWidth.width(line)) / 2)
      canvas.put(line, x: x, y: top + index, style: theme.base, maxWidth: size.width - x)
    }
  }

  private func drawSpeaker(_ deck: Deck, _ position: Position, on canvas: inout Canvas) {
    let strong = Style(fg: theme.base.fg, bg: theme.base.bg, attributes: .bold)
    let muted = theme.overlay.muted.with(bg: theme.base.bg)
    let section = deck.sections[position.section]
    let slide = section.slides[position.page]
    // Header: where, and the clocks on the right.
    let steps = slide.steps > 1 ? " · step \(position.step + 1)/\(slide.steps)" : ""
    let place = "\(position.section + 1).\(position.page + 1)\(steps)"
    let x = canvas.put(" " + place + " ", x: 0, y: 0, style: theme.segmentBar.selected) + 1
    putTitle(section.title, x: x, y: 0, style: strong, width: size.width / 2 - x, on: &canvas)
    drawClocks(on: &canvas, y: 0)
    canvas.put("Now ", x: 1, y: 1, style: muted)
    putTitle(
      slide.titleText ?? "(untitled)", x: 6, y: 1, style: strong, width: size.width - 7, on: &canvas
    )
    let next = Self.nextSlide(deck, after: position)
    canvas.put("Next", x: 1, y: 2, style: muted)
    let nextTitle = next.map { deck.sections[$0.section].slides[$0.page].titleText ?? "(untitled)" }
    putTitle(
      nextTitle ?? "(the end)", x: 6, y: 2, style: theme.base, width: size.width - 7, on: &canvas)
    var top = 3
    if let pacing = pacingLine(deck) {
      canvas.put(pacing.text, x: 1, y: top, style: pacing.style, maxWidth: size.width - 2)
      top += 1
    }
    canvas.put(String(repeating: "─", count: size.width), x: 0, y: top, style: muted)
    top += 1
    let bottom = size.height - 1
    let wide = size.width >= Self.previewMinimum.width && size.height >= Self.previewMinimum.height
    let notesWidth = wide ? size.width * 11 / 20 : size.width - 2
    drawNotes(
      slide, step: position.step, x: 1, y: top, width: notesWidth - 1, height: bottom - top,
      on: &canvas)
    if wide, let next {
      let previewX = notesWidth + 1
      let preview = Size(width: size.width - previewX, height: bottom - top - 1)
      canvas.put("Next slide", x: previewX, y: top, style: muted)
      let frame = session.renderer.render(deck, at: next, size: preview, chrome: false)
      if !frame.layout.isNotice { canvas.draw(frame.canvas, x: previewX, y: top + 1) }
    }
  }

  /// A title in at most `width` columns, ending in `…` when cut: a title cut bare reads as a
  /// whole one to a speaker glancing at it.
  private func putTitle(
    _ title: String, x: Int, y: Int, style: Style, width: Int, on canvas: inout Canvas
  ) {
    let shown = TextWidth.truncate(title, toWidth: width)
    canvas.put(shown, x: x, y: y, style: style, maxWidth: max(0, width))
  }

  /// Elapsed time, the countdown with a duration, and the wall clock, right-aligned.
  private func drawClocks(on canvas: inout Canvas, y: Int) {
    var parts: [(String, Style)] = [("⏱ " + Pacing.clock(elapsed), theme.base)]
    if let duration {
      let left = duration - elapsed
      // The last two minutes (or the last tenth of a short talk) are in the warning style.
      let warns = left <= max(120, duration / 10) && duration > 0
      parts.append(
        (
          "left " + Pacing.clock(left),
          warns ? theme.alert.warning.style.with(bg: theme.base.bg) : theme.base
        ))
    }
    if !wallClock.isEmpty { parts.append((wallClock, theme.base)) }
    let width = parts.map { TextWidth.width($0.0) }.reduce(0, +) + 2 * (parts.count - 1) + 1
    var x = max(0, size.width - width)
    for (text, style) in parts {
      x += canvas.put(text, x: x, y: y, style: style) + 2
    }
  }

  /// The pacing line, with a duration or budgets: the slide's budget and ahead, on time or behind.
  private func pacingLine(_ deck: Deck) -> (text: String, style: Style)? {
    // Without --duration, the deck's own budgets pace the talk (their sum is its length).
    guard let report, let pacing = Pacing(deck: deck, duration: duration) else { return nil }
    let status = pacing.status(elapsed: elapsed, slide: report.slide)
    let budget = pacing.budgets.indices.contains(report.slide) ? pacing.budgets[report.slide] : 0
    let text = "Pacing: \(Pacing.describe(status)) · this slide \(Pacing.clock(budget))"
    switch status {
    case .behind, .over: return (text, theme.alert.warning.style.with(bg: theme.base.bg))
    default: return (text, theme.base)
    }
  }

  /// The notes, wrapped; where the slide has one note per step, the notes of steps not yet
  /// shown are dimmed, so they follow the pauses.
  private func drawNotes(
    _ slide: Slide, step: Int, x: Int, y: Int, width: Int, height: Int, on canvas: inout Canvas
  ) {
    guard height > 0, width > 4 else { return }
    let muted = theme.overlay.muted.with(bg: theme.base.bg)
    guard !slide.notes.isEmpty else {
      canvas.put("(no notes for this slide)", x: x, y: y, style: muted)
      return
    }
    let bySteps = slide.notes.count > 1 && slide.notes.count == slide.steps
    var lines: [(String, Style)] = []
    for (index, note) in slide.notes.enumerated() {
      if index > 0 { lines.append(("", theme.base)) }
      let style = bySteps && index > step ? muted : theme.base
      for paragraph in note.split(separator: "\n", omittingEmptySubsequences: false) {
        lines += WordWrap.wrap(String(paragraph), width: width).map { ($0, style) }
      }
    }
    let first = min(notesScroll, max(0, lines.count - height))
    for (row, line) in lines.dropFirst(first).prefix(height).enumerated() {
      canvas.put(line.0, x: x, y: y + row, style: line.1, maxWidth: width)
    }
  }

  /// Step 0 of the slide after the one at `position`, or nil on the last.
  static func nextSlide(_ deck: Deck, after position: Position) -> Position? {
    var pager = Pager(deck: deck, at: position)
    let current = pager.currentSlideIndex
    while pager.next() != nil {
      if pager.currentSlideIndex != current { return pager.position }
    }
    return nil
  }
}

extension Style {
  /// This style on another background.
  func with(bg: Color) -> Style { Style(fg: fg, bg: bg, attributes: attributes) }
}
