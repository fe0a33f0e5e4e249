import SegueCore
import SegueTerminal

/// Opens the presenter's speaker channel for a deck and tells the state what to announce.
enum SpeakerChannel {
  /// The channel's server, or nil (with a line on stderr, shown after the talk) when the
  /// socket cannot be made: the talk goes on without a second screen.
  static func open(deckSource: DeckSource, source: SourceText, state: inout PresenterState)
    -> ChannelServer?
  {
    let server = ChannelServer.open(
      deckPath: deckSource.path, environment: Platform.environment,
      log: { Platform.write($0 + "\n", to: 2) })
    guard server != nil else { return nil }
    state.deckAnnouncement = DeckAnnouncement(
      path: deckSource.path.map(ChannelAddress.absolute) ?? "", hash: DeckHash.of(source.text))
    return server
  }
}
