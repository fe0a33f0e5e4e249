import SegueCore

extension PresenterState {
  /// What the speaker channel has not been told yet: the deck (at start and after a reload
  /// that changed its text) and then the position (after every move).
  mutating func announcements(at now: Int) -> [PresenterEffect] {
    guard let deckAnnouncement = channel.deck else { return [] }
    var effects: [PresenterEffect] = []
    if channel.told.deck != deckAnnouncement {
      channel.told.deck = deckAnnouncement
      channel.toldLive = [:]  // the followers forget outputs with the deck: all are told again
      effects.append(.announce(.deck(deckAnnouncement)))
    }
    let report = positionReport
    if channel.told.position != report || !effects.isEmpty {
      channel.told.position = report
      effects.append(.announce(.position(report)))
    }
    return effects + liveAnnouncements(at: now)
  }

  /// The outputs that changed since they were last told, at most once a frame, so that
  /// followers draw what the presenter draws (a `live` message each).
  private mutating func liveAnnouncements(at now: Int) -> [PresenterEffect] {
    guard now >= channel.nextLive else { return [] }
    let changed = live.content.outputs.filter { channel.toldLive[$0.key] != $0.value.version }
    guard !changed.isEmpty else { return [] }
    channel.nextLive = now + Self.frameMilliseconds
    return changed.map { id, output in
      channel.toldLive[id] = output.version
      return .announce(.live(LiveReport(id: id, output: output)))
    }
  }

  /// When outputs that changed within the last frame are due to be told.
  var liveAnnouncementDue: Int? {
    guard channel.deck != nil,
      live.content.outputs.contains(where: { channel.toldLive[$0.key] != $0.value.version })
    else { return nil }
    return channel.nextLive
  }

  /// The current position as the channel reports it.
  var positionReport: PositionReport {
    let at = pager.position
    let section = deck.sections[at.section]
    var report = PositionReport(
      position: at, slide: pager.currentSlideIndex, slideCount: pager.slideCount,
      sectionTitle: section.title, title: section.slides[at.page].titleText ?? "")
    report.scroll = shown?.scroll?.offset ?? 0
    return report
  }

  /// A client's command, applied as its key would be (a transition in progress ends first).
  mutating func remote(_ command: RemoteCommand, at now: Int) -> [PresenterEffect] {
    let effects = finishTransition()
    let (action, count) = command.action
    return effects + perform(action, count: count, at: now)
  }
}
