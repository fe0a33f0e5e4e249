/// What an image file's bytes can hold: the most pixels each byte of a well-formed file of its
/// format can decode to, so a header that promises more than its data can carry is refused
/// before anything is allocated.
///
/// stb trusts the header's size and fills what the data does not cover (a JPEG's missing scan
/// as zero bits, a GIF's screen around a one-pixel frame): a 110-byte JPEG header decodes to 36
/// megapixels, a 35-byte GIF to a 6000×6000 canvas. Each figure here is twice the densest a
/// conforming encoder can write, so no real image is refused:
/// - PNG: deflate expands a byte to at most 1,032, a byte holds 8 one-bit pixels: 8,256.
/// - GIF: an LZW code of at least 3 bits gives at most 4,096 pixels, and the codes of that
///   length are 12 bits: under 4,096 (a canvas larger than its frames counts too).
/// - JPEG (baseline and progressive; stb reads no arithmetic coding): every 8×8 block of the
///   full-resolution component costs at least one bit of DC code: 512.
/// - BMP (stb reads no RLE): at least one bit a pixel: 8.
/// - TGA and PSD: a run of 128 pixels in 2 bytes at the least: 64.
/// - SVG: drawn at a size of its own (`SVGImage.longSide`), not from its bytes: a whole
///   drawing per byte, so the bound holds for any file.
enum ImageDensity {
  /// The most pixels one byte of a file that starts with `bytes`' signature may hold.
  static func pixelsPerByte(_ bytes: [UInt8]) -> (format: String, pixels: Int) {
    if SVGImage.isSVG(bytes) { return ("SVG", SVGImage.longSide * SVGImage.longSide) }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return ("PNG", 16_512) }
    if bytes.starts(with: Array("GIF8".utf8)) { return ("GIF", 8_192) }
    if bytes.starts(with: [0xFF, 0xD8]) { return ("JPEG", 1_024) }
    if bytes.starts(with: Array("BM".utf8)) { return ("BMP", 16) }
    if bytes.starts(with: Array("8BPS".utf8)) { return ("PSD", 128) }
    return ("TGA", 128)
  }

  /// Why `bytes` cannot hold an image of `width`×`height`, or nil when they can.
  static func problem(_ bytes: [UInt8], width: Int, height: Int) -> ImageProblem? {
    let (format, density) = pixelsPerByte(bytes)
    let pixels = width * height
    guard pixels / density > bytes.count else { return nil }
    return ImageProblem(
      "a truncated or corrupt \(format): \(width)×\(height) pixels cannot come from \(bytes.count) bytes"
    )
  }

  /// The width and height a PNG's header declares (its first chunk, IHDR), for one that stb
  /// refuses to read at all because it is too large; nil when `bytes` is no PNG header.
  static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, bytes.starts(with: signature),
      bytes[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }
}
