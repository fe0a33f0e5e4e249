/// The body of a CSI or SS3 sequence (between the introducer and the final byte), parsed as
/// it arrives so a sequence of any length is consumed in bounded memory.
///
/// ECMA-48 shape: an optional private marker (`<` `=` `>` `?`), numeric parameters separated
/// by `;` (sub-parameters after `:` are skipped), then intermediate bytes (0x20–0x2F).
struct ControlSequence: Sendable, Equatable {
  /// The private marker right after the introducer (`<` in SGR mouse reports).
  var marker: UInt8?
  var parameters: [Int] = []
  /// The parameter being read; nil before its first digit.
  var current: Int?
  var inSubparameter = false
  var hasIntermediates = false
  /// A marker in the wrong place, or a parameter byte after an intermediate.
  var isMalformed = false
  var byteCount = 0

  static let maximumParameters = 16
  static let maximumValue = 99_999

  /// Adds one byte in 0x20–0x3F.
  mutating func add(_ byte: UInt8) {
    defer { byteCount += 1 }
    switch byte {
    case 0x20...0x2F:
      hasIntermediates = true
    case _ where hasIntermediates:
      isMalformed = true
    case 0x30...0x39:
      guard !inSubparameter else { return }
      current = min((current ?? 0) * 10 + Int(byte - 0x30), Self.maximumValue)
    case UInt8(ascii: ";"):
      if parameters.count < Self.maximumParameters { parameters.append(current ?? 0) }
      current = nil
      inSubparameter = false
    case UInt8(ascii: ":"):
      if current == nil { current = 0 }
      inSubparameter = true
    default:  // < = > ?
      if byteCount == 0 { marker = byte } else { isMalformed = true }
    }
  }

  /// The parameters, an empty one (`\e[;5A`, or a trailing `;`) counting as 0.
  var finishedParameters: [Int] {
    if let current { return parameters + [current] }
    return parameters.isEmpty ? [] : parameters + [0]
  }

  /// An ordinary sequence: no private marker, no intermediates.
  var isPlain: Bool { marker == nil && !hasIntermediates && !isMalformed }

  /// An SGR (1006) mouse report: `\e[<b;x;yM` or `m`.
  var isSGRMouse: Bool { marker == UInt8(ascii: "<") && !hasIntermediates && !isMalformed }
}
