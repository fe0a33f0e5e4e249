/// What a terminal answered to the graphics queries `TerminalQuery` sends: kitty's graphics
/// query (`ESC _Gi=31,…,a=q;… ESC \`, answered `ESC _Gi=31;OK ESC \`) and the primary device
/// attributes (`ESC [ c`, answered `ESC [ ? 62 ; 4 ; … c`, where 4 means sixel).
///
/// Pure: it reads the bytes that came back, in any order, with anything else among them.
public struct GraphicsReply: Sendable, Equatable {
  /// kitty's graphics protocol answered OK to our query's image id.
  public var kittyGraphics = false
  /// The device attributes listed in the DA1 reply; nil when there was none.
  public var deviceAttributes: [Int]?
  /// The terminal kept a 24-bit background colour: its DECRQSS report of the SGR in force
  /// gave back `48:2:1:2:3` (or `48;2;1;2;3`), as xterm, foot and mlterm do; a terminal
  /// that rounds to its palette reports an index, one that does not know DECRQSS nothing.
  public var trueColor = false

  public init(kittyGraphics: Bool = false, deviceAttributes: [Int]? = nil, trueColor: Bool = false)
  {
    self.kittyGraphics = kittyGraphics
    self.deviceAttributes = deviceAttributes
    self.trueColor = trueColor
  }

  /// The image id of our kitty query, so that its answer is told from any other.
  public static let queryID = 31

  /// The bytes that ask: kitty's query (a 1×1 RGB image that is checked, not stored), a
  /// 24-bit background set and DECRQSS asking for the SGR in force (then the SGR reset), then
  /// DA1. Terminals answer in order, so the DA1 reply ends the wait.
  public static let query: [UInt8] = Array(
    ("\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
      + "\u{1B}[48;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[m\u{1B}[c").utf8)

  /// Whether the terminal lists sixel graphics (attribute 4).
  public var sixel: Bool { deviceAttributes?.contains(4) ?? false }

  /// Reads the replies in `bytes`.
  public static func read(_ bytes: [UInt8]) -> GraphicsReply {
    var reply = GraphicsReply()
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == 0x1B else {
        index += 1
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "_"), bytes[index + 2] == UInt8(ascii: "G") {
        let end = stringEnd(bytes, from: index + 3)
        let body = String(decoding: bytes[(index + 3)..<end], as: UTF8.self)
        if body.hasPrefix("i=\(queryID);") || body.hasPrefix("i=\(queryID),"),
          body.hasSuffix(";OK")
        {
          reply.kittyGraphics = true
        }
        index = end
      } else if bytes[index + 1] == UInt8(ascii: "P") {
        // DECRQSS's answer: `ESC P 1 $ r <SGR> m ESC \`.
        let end = stringEnd(bytes, from: index + 2)
        let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        if body.hasPrefix("1$r"), body.hasSuffix("m") {
          let sgr = String(body.dropFirst(3).map { $0 == ":" ? ";" : $0 })
          reply.trueColor = sgr.contains("48;2;1;2;3") || sgr.contains("48;2;;1;2;3")
        }
        index = end
      } else if bytes[index + 1] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "?"),
        let (attributes, end) = deviceAttributes(bytes, from: index + 3)
      {
        reply.deviceAttributes = attributes
        index = end
      } else {
        index += 1
      }
    }
    return reply
  }

  /// Whether `bytes` hold the DA1 reply, which comes last: the wait can end.
  public static func isComplete(_ bytes: [UInt8]) -> Bool {
    read(bytes).deviceAttributes != nil
  }

  /// Where a control string that starts at `from` ends (at its ST, or the end of the bytes).
  private static func stringEnd(_ bytes: [UInt8], from: Int) -> Int {
    var index = from
    while index < bytes.count, bytes[index] != 0x1B, bytes[index] != 0x07 { index += 1 }
    return index
  }

  /// The numbers of `ESC [ ? n ; n … c` starting after the `?`, and the index after the `c`.
  private static func deviceAttributes(_ bytes: [UInt8], from: Int) -> ([Int], Int)? {
    var numbers: [Int] = []
    var current: Int?
    var index = from
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        current = min(99_999, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
      case UInt8(ascii: ";"):
        numbers.append(current ?? 0)
        current = nil
      case UInt8(ascii: "c"):
        if let current { numbers.append(current) }
        return (numbers, index + 1)
      default:
        return nil
      }
      index += 1
    }
    return nil
  }
}
