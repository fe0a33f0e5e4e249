/// All the input state of a screen that reads keys: the byte decoder and the deadline of a
/// lone Escape, the pending sequence or count and its deadline. The presenter and both
/// viewers hold one, so the rules for Escape and for counts are written once.
///
/// A value that reads no clock: the owner passes the time in, asks for a wake-up at
/// `deadline` and calls `due(at:)` then.
public struct KeyReader: Sendable {
  /// How long a sequence (`g g`) or a count (`12G`) waits for its next key.
  public static let sequenceTimeoutMilliseconds = 1000

  public let table: KeyTable
  private var decoder = KeyDecoder()
  private var matcher = KeyMatcher()
  private var escapeDeadline: Int?
  private var sequenceDeadline: Int?

  public init(table: KeyTable = .standard) {
    self.table = table
  }

  /// The events in `bytes`; a lone Escape (or the start of a sequence) waits for more until
  /// `TerminalScreen.escapeDelayMilliseconds` from now.
  public mutating func read(_ bytes: [UInt8], at now: Int) -> [InputEvent] {
    let events = decoder.feed(bytes)
    escapeDeadline = decoder.hasPending ? now + TerminalScreen.escapeDelayMilliseconds : nil
    return events
  }

  /// What `key` asks for in `mode`, per the table; nil when it is unbound or only part of a
  /// sequence or count (which then waits `sequenceTimeoutMilliseconds` for its next key).
  public mutating func command(for key: Key, in mode: KeyMode, at now: Int) -> Command? {
    let command = matcher.match(key, in: table[mode])
    sequenceDeadline = matcher.isWaiting ? now + Self.sequenceTimeoutMilliseconds : nil
    return command
  }

  /// What is due at `now`: the events of input that stopped short (a lone Escape); a sequence
  /// or count past its deadline is forgotten.
  public mutating func due(at now: Int) -> [InputEvent] {
    if let deadline = sequenceDeadline, now >= deadline {
      sequenceDeadline = nil
      matcher.reset()
    }
    guard let deadline = escapeDeadline, now >= deadline else { return [] }
    escapeDeadline = nil
    return decoder.flush()
  }

  /// When `due(at:)` has something to do.
  public var deadline: Int? { [escapeDeadline, sequenceDeadline].compactMap { $0 }.min() }

  /// Whether a sequence or a count waits for its next key.
  var isWaiting: Bool { matcher.isWaiting }
}
