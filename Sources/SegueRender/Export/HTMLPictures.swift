/// The image files of an HTML page, each once: numbered as frames first show them, each
/// written as a data URI in a `<template class="pictures">` just before the first frame that
/// shows it, which the page's script reads.
///
/// A picture on many frames (every step of its slide, every slide of a repeated logo) would
/// otherwise repeat its whole base64 text in each: a 2 MB photo on a ten-step slide is 27 MB
/// of page. A picture is known by its bytes (`ImageContent`), so one file named many ways, or
/// two copies of it, is written once; and it is written as soon as it is first shown, so the
/// export holds one picture's text at a time, never all of them until the end.
/// The file's own bytes are embedded, at full resolution, and only when its header passes the
/// decoder's checks (its pixels within the limit and what its bytes can hold); the media type
/// comes from the bytes' signature, never from the file's name, and only PNG, JPEG and GIF
/// are written, so nothing else (markup, script, SVG) can ride in a data URI: an SVG file is
/// drawn with librsvg and written as PNG. A file that is none of them, or that cannot be
/// read, keeps its symbol cells.
public struct HTMLPictures: Sendable {
  /// Reads an image file's bytes (`ImageStore.bytes`); nil when it cannot be read.
  public var read: @Sendable (String) -> [UInt8]?
  /// Each path asked for: its number from 1, or nil when it is not embedded.
  private var numbers: [String: Int?] = [:]
  /// Each picture written, by its bytes.
  private var written: [ImageContent: Int] = [:]

  public init(read: @escaping @Sendable (String) -> [UInt8]? = { _ in nil }) {
    self.read = read
  }

  /// The number of the picture at `path`, reading it the first time the path is asked for
  /// and appending its template to `buffer` the first time its bytes are seen; nil when it is
  /// not an image a browser is given.
  public mutating func number(of path: String, writingTo buffer: inout ByteBuffer) -> Int? {
    if let known = numbers[path] { return known }
    var number: Int?
    if let bytes = read(path), case .success = ImageDecoder.size(of: bytes) {
      let content = ImageContent(bytes)
      if let seen = written[content] {
        number = seen
      } else if let (mediaType, embedded) = Self.embedded(bytes) {
        number = written.count + 1
        written[content] = number
        Self.append(number!, mediaType: mediaType, bytes: embedded, to: &buffer)
      }
    }
    numbers[path] = number
    return number
  }

  /// What a page embeds for an image file: its own bytes for PNG, JPEG and GIF, an SVG drawn
  /// as PNG (its text, which may hold script, never reaches the browser), nothing for others.
  static func embedded(_ bytes: [UInt8]) -> (mediaType: String, bytes: [UInt8])? {
    if let mediaType = mediaType(of: bytes) { return (mediaType, bytes) }
    guard SVGImage.isSVG(bytes), case .success(let png) = SVGImage.png(bytes) else { return nil }
    return ("image/png", png)
  }

  /// `image/png`, `image/jpeg` or `image/gif` from the file's first bytes; nil for any other.
  public static func mediaType(of bytes: [UInt8]) -> String? {
    let signatures: [(prefix: [UInt8], type: String)] = [
      ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "image/png"),
      ([0xFF, 0xD8, 0xFF], "image/jpeg"),
      (Array("GIF87a".utf8), "image/gif"),
      (Array("GIF89a".utf8), "image/gif"),
    ]
    return signatures.first { bytes.starts(with: $0.prefix) }?.type
  }

  /// Appends `<template class="pictures"><img alt="" data-pic="N" src="data:…"></template>`.
  static func append(
    _ number: Int, mediaType: String, bytes: [UInt8], to buffer: inout ByteBuffer
  ) {
    buffer.append("<template class=\"pictures\"><img alt=\"\" data-pic=\"")
    buffer.append(decimal: number)
    buffer.append("\" src=\"data:")
    buffer.append(mediaType)
    buffer.append(";base64,")
    appendBase64(bytes, to: &buffer)
    buffer.append("\"></template>\n")
  }

  /// RFC 4648 base64 with padding, as a string: for tests.
  static func base64(_ bytes: [UInt8]) -> String {
    var buffer = ByteBuffer()
    appendBase64(bytes, to: &buffer)
    return buffer.text
  }

  /// Appends `bytes` in RFC 4648 base64 with padding.
  static func appendBase64(_ bytes: [UInt8], to buffer: inout ByteBuffer) {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var value = 0
      for offset in 0..<count { value |= Int(bytes[index + offset]) << (16 - 8 * offset) }
      for position in 0..<4 {
        buffer.append(position <= count ? alphabet[(value >> (18 - 6 * position)) & 63] : 0x3D)
      }
      index += 3
    }
  }
}
