import Testing

/// Text a deck or theme author can plant wherever Segue might quote it: the control sequences
/// that drive a terminal, and the line breaks that would break a message's layout.
///
/// Each comes in the forms the places that quote it are written in: raw bytes in a Markdown or
/// YAML file, a YAML double-quoted escape (libyaml refuses raw controls, and front matter shows
/// them before YAML reads it, so an escape is how a control reaches a value), and a file name.
struct HostilePayload: Sendable, CustomTestStringConvertible {
  var name: String
  /// As written raw into a file.
  var raw: [UInt8]
  /// Inside a YAML double-quoted string.
  var yaml: [UInt8]
  /// As a file name, where one can hold it (a String path cannot hold invalid UTF-8).
  var fileName: String?
  /// How every message must show it: the renderer's stand-ins.
  var shown: String
  /// How it must show when written raw into a file, whose line endings are LF by then.
  var shownFromFile: String

  var testDescription: String { name }

  init(
    _ name: String, raw: [UInt8], yaml: String? = nil, fileName: String? = nil, shown: String,
    shownFromFile: String? = nil
  ) {
    self.name = name
    self.raw = raw
    self.yaml = yaml.map { Array($0.utf8) } ?? raw
    self.fileName = fileName
    self.shown = shown
    self.shownFromFile = shownFromFile ?? shown
  }

  static let esc = HostilePayload(
    "ESC", raw: [0x1B], yaml: #"\e"#, fileName: "\u{1B}", shown: "␛")
  static let osc = HostilePayload(
    "OSC 0 title BEL", raw: Array("\u{1B}]0;pwned\u{07}".utf8), yaml: #"\e]0;pwned\a"#,
    fileName: "\u{1B}]0;pwned\u{07}", shown: "␛]0;pwned␇")
  static let dcs = HostilePayload(
    "DCS … ST", raw: Array("\u{1B}Pq#0\u{1B}\\".utf8), yaml: #"\ePq#0\e\\"#,
    fileName: "\u{1B}Pq#0\u{1B}\\", shown: "␛Pq#0␛\\")
  static let csi = HostilePayload(
    "CSI 2J", raw: Array("\u{1B}[2J".utf8), yaml: #"\e[2J"#, fileName: "\u{1B}[2J",
    shown: "␛[2J")
  /// The 8-bit CSI, U+009B, as valid UTF-8 (C2 9B).
  static let c1 = HostilePayload(
    "C1 U+009B", raw: [0xC2, 0x9B], yaml: #"\x9b"#, fileName: "\u{9B}", shown: "\u{FFFD}")
  /// The 8-bit CSI as a lone byte: invalid UTF-8, read as U+FFFD.
  static let invalidByte = HostilePayload(
    "raw byte 0x9B", raw: [0x9B], shown: "\u{FFFD}")
  static let newline = HostilePayload(
    "LF", raw: [0x0A], yaml: #"\n"#, fileName: "\n", shown: "␊")
  /// A lone CR in a file is a line ending, read as LF; a YAML escape keeps it a CR.
  static let carriageReturn = HostilePayload(
    "CR", raw: [0x0D], yaml: #"\r"#, fileName: "\r", shown: "␍", shownFromFile: "␊")

  static let all = [esc, osc, dcs, csi, c1, invalidByte, newline, carriageReturn]
  /// What one Markdown line can hold: no line break.
  static let inOneLine = all.filter { ![newline, carriageReturn].map(\.name).contains($0.name) }
  /// One character, for names that are reported only when near a known one.
  static let single = [esc, c1, invalidByte]
  /// What a theme file can hold and still be read as one: invalid UTF-8 makes it binary data,
  /// reported without a word of it.
  static let validUTF8 = all.filter { $0.name != invalidByte.name }
  /// What a file name given as a String can hold.
  static let inFileNames = all.filter { $0.fileName != nil }
}
