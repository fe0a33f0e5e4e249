/// The image files of an HTML page, each once: numbered as frames first show them, written
/// at the end of the page as data URIs in a `<template>` that the script reads.
///
/// A picture on many frames (every step of its slide, every slide of a repeated logo) would
/// otherwise repeat its whole base64 text in each: a 2 MB photo on a ten-step slide is 27 MB
/// of page. The file's own bytes are embedded, at full resolution; the media type comes from
/// the bytes' signature, never from the file's name, and only PNG, JPEG and GIF are written,
/// so nothing else (markup, script, SVG) can ride in a data URI. A file that is none of them,
/// or that cannot be read, keeps its symbol cells.
public struct HTMLPictures: Sendable {
  /// Reads an image file's bytes (`ImageStore.bytes`); nil when it cannot be read.
  public var read: @Sendable (String) -> [UInt8]?
  /// Each path asked for: its number from 1, or nil when it is not embedded.
  private var numbers: [String: Int?] = [:]
  private var embedded: [(mediaType: String, bytes: [UInt8])] = []

  public init(read: @escaping @Sendable (String) -> [UInt8]? = { _ in nil }) {
    self.read = read
  }

  /// Whether no picture has been embedded.
  public var isEmpty: Bool { embedded.isEmpty }

  /// The number of the picture at `path`, reading and embedding it the first time it is
  /// asked for; nil when it is not an image a browser is given.
  public mutating func number(of path: String) -> Int? {
    if let known = numbers[path] { return known }
    var number: Int?
    if let bytes = read(path), let mediaType = Self.mediaType(of: bytes) {
      embedded.append((mediaType, bytes))
      number = embedded.count
    }
    numbers[path] = number
    return number
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

  /// Appends `<template id="pictures">` with one `<img data-pic="N" src="data:…">` a picture.
  func append(to buffer: inout ByteBuffer) {
    guard !embedded.isEmpty else { return }
    buffer.append("<template id=\"pictures\">\n")
    for (index, picture) in embedded.enumerated() {
      buffer.append("<img alt=\"\" data-pic=\"")
      buffer.append(decimal: index + 1)
      buffer.append("\" src=\"data:")
      buffer.append(picture.mediaType)
      buffer.append(";base64,")
      buffer.append(Self.base64(picture.bytes))
      buffer.append("\">\n")
    }
    buffer.append("</template>\n")
  }

  /// RFC 4648 base64 with padding.
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var text: [UInt8] = []
    text.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var value = 0
      for offset in 0..<count { value |= Int(bytes[index + offset]) << (16 - 8 * offset) }
      for position in 0..<4 {
        text.append(position <= count ? alphabet[(value >> (18 - 6 * position)) & 63] : 0x3D)
      }
      index += 3
    }
    return String(decoding: text, as: UTF8.self)
  }
}
