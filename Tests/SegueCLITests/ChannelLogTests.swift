import Testing

@testable import SegueCLI

/// The speaker channel's log lines quote what a client sent (its role, a message's type):
/// a `type` planted with OSC 0 was printed raw to the terminal after the talk.
@Suite struct ChannelLogTests {
  @Test func logLinesShowWhatAClientSent() {
    let line = SpeakerChannel.logLine(
      "segue: channel: dropped a message from a view: unknown type '\u{1B}]0;PWN\u{7}\u{9B}2J'")
    #expect(line == "segue: channel: dropped a message from a view: unknown type '␛]0;PWN␇�2J'\n")
  }
}
