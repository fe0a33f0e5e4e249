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
      log: { Platform.write(logLine($0), to: 2) })
    guard server != nil else { return nil }
    state.channel.deck = DeckAnnouncement(
      path: deckSource.path.map(ChannelAddress.absolute) ?? "", hash: DeckHash.of(source.text))
    return server
  }

  /// A channel log line as printed: it quotes what a client sent (its role, a message's
  /// type), so it is shown as deck text is, never as control sequences.
  static func logLine(_ message: String) -> String {
    DiagnosticFormatter.shown(message) + "\n"
  }
}
