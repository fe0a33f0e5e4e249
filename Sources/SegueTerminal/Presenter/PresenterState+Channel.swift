import SegueCore

extension PresenterState {
  /// What the speaker channel has not been told yet: the deck (at start and after a reload
  /// that changed its text) and then the position (after every move).
  mutating func announcements() -> [PresenterEffect] {
    guard let deckAnnouncement = channel.deck else { return [] }
    var effects: [PresenterEffect] = []
    if channel.told.deck != deckAnnouncement {
      channel.told.deck = deckAnnouncement
      effects.append(.announce(.deck(deckAnnouncement)))
    }
    let report = positionReport
    if channel.told.position != report || !effects.isEmpty {
      channel.told.position = report
      effects.append(.announce(.position(report)))
    }
    return effects
  }

  /// The current position as the channel reports it.
  var positionReport: PositionReport {
    let at = pager.position
    let section = deck.sections[at.section]
    return PositionReport(
      position: at, slide: pager.currentSlideIndex, slideCount: pager.slideCount,
      sectionTitle: section.title, title: section.slides[at.page].titleText ?? "")
  }

  /// A client's command, applied as its key would be (a transition in progress ends first).
  mutating func remote(_ command: RemoteCommand, at now: Int) -> [PresenterEffect] {
    let effects = finishTransition()
    let (action, count) = command.action
    return effects + perform(action, count: count, at: now)
  }
}
