import SegueRender

/// An image file's header judged and its pixels decoded, nothing drawn: the checks that stand
/// between a small hostile file and a large decode (issue 27), fast enough to run a million
/// inputs where the whole `image` target, with chafa's drawing, runs a few hundred a second.
///
/// A header that passes promises no more than the pixel limit and no more than its bytes can
/// hold; anything decoded passed the header first and has its size; the shared decode budget
/// never holds more than one largest image; an HTML page embeds only what passes, once.
enum ImageHeaderFuzz {
  static func run(_ bytes: [UInt8]) {
    _ = decode(bytes)
  }

  /// The pixels of `bytes` after every header property is checked; nil when refused.
  static func decode(_ bytes: [UInt8]) -> Pixels? {
    let header = ImageDecoder.size(of: bytes)
    if case .success(let size) = header { checkHeader(size, of: bytes) }
    checkEmbedding(bytes, header: header)
    guard case .success(let pixels) = ImageDecoder.decode(bytes) else { return nil }
    guard case .success(let size) = header else {
      require(false, "decoded an image whose header was refused")
      return nil
    }
    require(
      pixels.width == size.width && pixels.height == size.height,
      "decoded \(pixels.width)×\(pixels.height), the header said \(size.width)×\(size.height)")
    require(pixels.rgba.count == pixels.width * pixels.height * 4, "pixels of the wrong count")
    require(
      ImageDecoder.peakDecodedPixels <= ImageDecoder.pixelLimit,
      "\(ImageDecoder.peakDecodedPixels) pixels held at once, over the budget")
    return pixels
  }

  /// A header that passes promises no more than the limit, and no more than its bytes hold.
  static func checkHeader(_ size: (width: Int, height: Int), of bytes: [UInt8]) {
    let pixels = size.width * size.height
    require(size.width > 0 && size.height > 0, "a header of \(size.width)×\(size.height) passed")
    require(pixels <= ImageDecoder.pixelLimit, "\(pixels) pixels passed the header check")
    require(
      pixels / ImageDecoder.mostPixelsPerByte(bytes) <= bytes.count,
      "\(size.width)×\(size.height) passed from \(bytes.count) bytes")
  }

  /// HTML embeds only bytes whose header passes, each picture once by its bytes.
  static func checkEmbedding(
    _ bytes: [UInt8], header: Result<(width: Int, height: Int), ImageProblem>
  ) {
    var pictures = HTMLPictures { _ in bytes }
    var written = ByteBuffer()
    let first = pictures.number(of: "a", writingTo: &written)
    let once = written.count
    let second = pictures.number(of: "./a", writingTo: &written)
    require(first == second && written.count == once, "the same bytes embedded twice")
    if first != nil, case .failure(let problem) = header {
      require(false, "embedded bytes whose header was refused: \(problem.reason)")
    }
  }
}
