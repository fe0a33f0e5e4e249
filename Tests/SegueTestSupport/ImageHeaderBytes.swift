/// Image files made of a header and little or nothing else, as an attacker writes them (issue
/// 27): each promises far more pixels than its bytes can hold.
public enum ImageHeaderBytes {
  /// A JPEG of one 6000×6000 grey component: its quantization table, frame header, a
  /// comment, a scan header, and no scan data. stb fills the missing data with zero bits, so it decoded to 36 megapixels.
  public static let emptyJPEG: [UInt8] = {
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
    bytes += [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x17, 0x70, 0x17, 0x70, 0x01, 0x01, 0x11, 0x00]
    bytes += [0xFF, 0xFE, 0x00, 0x0C] + Array("no scan!!!".utf8)
    bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0xFF, 0xD9]
    return bytes
  }()

  /// A GIF whose screen is 6000×6000 around a 1×1 frame: stb decodes the whole screen.
  public static let screenGIF: [UInt8] =
    Array("GIF89a".utf8) + [0x70, 0x17, 0x70, 0x17, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
    + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]

  /// A PNG header of `width`×`height` 8-bit RGBA pixels, and nothing after it.
  public static func pngHeader(_ width: UInt32, _ height: UInt32) -> [UInt8] {
    func word(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + word(width) + word(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
  }
}
