import SegueCore

/// Messages to and from lines of JSON: `{"v":1,"type":"position",…}` and a newline.
///
/// Every line carries the protocol version; a reader drops a line of another version, so a
/// newer presenter and an older view fail visibly (one log line each) rather than misread.
/// Unknown members are ignored, so adding one is not a new version.
public enum ChannelCodec {
  public static let version = 1
  /// The longest line either side accepts, newline excluded: far above any message (titles
  /// are cut to `maximumTitle`), small enough that a client cannot make the presenter hoard.
  public static let maximumLine = 16 * 1024
  static let maximumTitle = 512

  /// Why a line was dropped; `description` is the log line's reason.
  public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    case tooLong(Int)
    case malformed(JSONReader.Failure)
    case notAnObject
    case unknownVersion(String)
    case unknownType(String)
    case badField(String)

    public var description: String {
      switch self {
      case .tooLong(let count): "a line of \(count)+ bytes is over the \(maximumLine)-byte limit"
      case .malformed(let failure): "malformed JSON: \(failure)"
      case .notAnObject: "a message must be a JSON object"
      case .unknownVersion(let version):
        "unknown protocol version \(version) (this is \(ChannelCodec.version))"
      case .unknownType(let type): "unknown message type '\(type)'"
      case .badField(let name): "missing or bad field '\(name)'"
      }
    }
  }

  /// The line for `message`, newline included.
  public static func encode(_ message: ChannelMessage) -> [UInt8] {
    var members: [(String, JSONValue)] = [("v", .number(Double(version)))]
    switch message {
    case .deck(let deck):
      members += [
        ("type", .string("deck")), ("path", .string(deck.path)), ("hash", .string(deck.hash)),
      ]
    case .position(let report):
      members += [
        ("type", .string("position")),
        ("section", int(report.position.section)), ("page", int(report.position.page)),
        ("step", int(report.position.step)), ("slide", int(report.slide)),
        ("slides", int(report.slideCount)),
        ("sectionTitle", .string(cut(report.sectionTitle))), ("title", .string(cut(report.title))),
      ]
      if report.scroll > 0 { members.append(("scroll", int(report.scroll))) }
    case .live(let report): members += liveMembers(report)
    case .bye: members.append(("type", .string("bye")))
    case .hello(let role): members += [("type", .string("hello")), ("role", .string(cut(role)))]
    case .command(let command):
      members += [("type", .string("command")), ("command", .string(command.name))]
      if case .goToSlide(let n) = command { members.append(("slide", int(n))) }
      if case .selectSection(let n) = command { members.append(("section", int(n))) }
    }
    return Array(JSONValue.object(members).serialized.utf8) + [0x0A]
  }

  /// The message of one line (without its newline).
  public static func decode(_ line: some Collection<UInt8>) throws(Failure) -> ChannelMessage {
    guard line.count <= maximumLine else { throw .tooLong(line.count) }
    let value: JSONValue
    do throws(JSONReader.Failure) {
      value = try JSONReader.parse(line)
    } catch {
      throw .malformed(error)
    }
    guard case .object = value else { throw .notAnObject }
    guard let version = value["v"], version.int == Self.version else {
      throw .unknownVersion(value["v"]?.serialized ?? "(none)")
    }
    guard let type = value["type"]?.string else { throw .badField("type") }
    switch type {
    case "deck":
      return .deck(DeckAnnouncement(path: try text(value, "path"), hash: try text(value, "hash")))
    case "position": return .position(try position(value))
    case "bye": return .bye
    case "live": return .live(try live(value))
    case "hello": return .hello(role: try text(value, "role"))
    case "command": return .command(try command(value))
    default: throw .unknownType(type)
    }
  }

  private static func position(_ value: JSONValue) throws(Failure) -> PositionReport {
    let at = Position(
      section: try count(value, "section"), page: try count(value, "page"),
      step: try count(value, "step"))
    var report = PositionReport(
      position: at, slide: try count(value, "slide"), slideCount: try count(value, "slides"),
      sectionTitle: try text(value, "sectionTitle"), title: try text(value, "title"))
    // Optional: a presenter before scrolling sends none.
    if value["scroll"] != nil { report.scroll = try count(value, "scroll") }
    return report
  }

  private static func command(_ value: JSONValue) throws(Failure) -> RemoteCommand {
    switch try text(value, "command") {
    case "next": return .next
    case "previous": return .previous
    case "nextSection": return .nextSection
    case "previousSection": return .previousSection
    case "first": return .first
    case "last": return .last
    case "runSnippet": return .runSnippet
    case "goto":
      let slide = try count(value, "slide")
      guard slide >= 1 else { throw .badField("slide") }
      return .goToSlide(slide)
    case "section":
      let section = try count(value, "section")
      guard section >= 1 else { throw .badField("section") }
      return .selectSection(section)
    default: throw .badField("command")
    }
  }

  static func text(_ value: JSONValue, _ key: String) throws(Failure) -> String {
    guard let text = value[key]?.string else { throw .badField(key) }
    return text
  }

  /// A whole number from 0 to a million: positions and counts, never negative or absurd.
  static func count(_ value: JSONValue, _ key: String) throws(Failure) -> Int {
    guard let number = value[key]?.int, (0...1_000_000).contains(number) else {
      throw .badField(key)
    }
    return number
  }

  static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

  static func cut(_ text: String) -> String {
    text.count <= maximumTitle ? text : String(text.prefix(maximumTitle))
  }
}
