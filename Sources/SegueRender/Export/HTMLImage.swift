/// An image laid over a frame's cells in the HTML export, as a data URI.
///
/// The hook for image slides: `HTMLFormat.images` returns these for a frame, and the page
/// draws each over the cells of `rect`, so the image shows at its own resolution where the
/// terminal shows symbols. Only image media types are written, so the URI cannot carry script.
public struct HTMLImage: Sendable, Equatable {
  /// The cells the image covers.
  public var rect: Rect
  /// `image/png`, `image/jpeg`, `image/gif` or `image/webp`; any other is not drawn.
  public var mediaType: String
  /// The image file's bytes.
  public var bytes: [UInt8]

  public init(rect: Rect, mediaType: String, bytes: [UInt8]) {
    self.rect = rect
    self.mediaType = mediaType
    self.bytes = bytes
  }

  static let mediaTypes: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp"]

  /// Appends `<img class="img" … src="data:…;base64,…">` placed over `rect`.
  func append(to buffer: inout ByteBuffer) {
    guard Self.mediaTypes.contains(mediaType), !rect.isEmpty else { return }
    buffer.append(
      "<img class=\"img\" alt=\"\" style=\"left:\(rect.x)ch;top:calc(\(rect.y) * var(--lh));")
    buffer.append("width:\(rect.width)ch;height:calc(\(rect.height) * var(--lh))\" src=\"data:")
    buffer.append(mediaType)
    buffer.append(";base64,")
    buffer.append(Self.base64(bytes))
    buffer.append("\">\n")
  }

  /// RFC 4648 base64 with padding.
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var text = ""
    text.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var value = 0
      for (offset, byte) in chunk.enumerated() { value |= Int(byte) << (16 - 8 * offset) }
      for position in 0..<4 {
        text.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : "=")
      }
      index += 3
    }
    return text
  }
}
