import SegueRender

/// An image file's bytes as a deck's picture goes: its header read and judged (the pixel
/// limit, what the bytes can hold), decoded (stb) within the shared budget, drawn as symbols
/// (chafa) at several sizes and colour depths, encoded for kitty, iTerm2 and sixel (chafa
/// again), and embedded as an HTML export embeds it. The decoder reads untrusted files (stb
/// 2.27 has known overflows, one of which `stb.c` checks for), so this is where a hostile
/// picture would crash, or a small one be let through to take a large decode.
enum ImageFuzz {
  static let sizes = [(1, 1), (3, 2), (17, 6)]

  static func run(_ bytes: [UInt8]) {
    let header = ImageDecoder.size(of: bytes)
    if case .success(let size) = header { checkHeader(size, of: bytes) }
    checkEmbedding(bytes, header: header)
    guard case .success(let pixels) = ImageDecoder.decode(bytes) else { return }
    guard case .success(let size) = header else {
      return require(false, "decoded an image whose header was refused")
    }
    require(
      pixels.width == size.width && pixels.height == size.height,
      "decoded \(pixels.width)×\(pixels.height), the header said \(size.width)×\(size.height)")
    require(pixels.rgba.count == pixels.width * pixels.height * 4, "pixels of the wrong count")
    require(
      ImageDecoder.peakDecodedPixels <= ImageDecoder.pixelLimit,
      "\(ImageDecoder.peakDecodedPixels) pixels held at once, over the budget")
    for (columns, rows) in sizes {
      for depth in ColorDepth.allCases {
        let cells = ImageSymbols.cells(pixels, columns: columns, rows: rows, depth: depth)
        require(
          cells.columns == columns && cells.rows == rows && cells.cells.count == columns * rows,
          "\(columns)×\(rows) cells asked, \(cells.columns)×\(cells.rows) given")
      }
    }
    for kind in ImageProtocol.allCases where kind != .symbols {
      _ = PixelEncoder.encode(
        pixels, columns: 4, rows: 2, cell: CellPixels(width: 8, height: 16), protocol: kind)
    }
  }

  /// A header that passes promises no more than the limit, and no more than its bytes hold.
  static func checkHeader(_ size: (width: Int, height: Int), of bytes: [UInt8]) {
    let pixels = size.width * size.height
    require(size.width > 0 && size.height > 0, "a header of \(size.width)×\(size.height) passed")
    require(pixels <= ImageDecoder.pixelLimit, "\(pixels) pixels passed the header check")
    let density = ImageDecoder.mostPixelsPerByte(bytes)
    require(
      pixels / density <= bytes.count,
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
