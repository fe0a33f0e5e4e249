import SegueRender

/// An image file's bytes as a deck's picture goes: its header read, decoded (stb), drawn as
/// symbols (chafa) at several sizes and colour depths, and encoded for kitty, iTerm2 and sixel
/// (chafa again). The decoder reads untrusted files (stb 2.27 has known overflows, one of
/// which `stb.c` checks for), so this is where a hostile picture would crash.
enum ImageFuzz {
  static let sizes = [(1, 1), (3, 2), (17, 6)]

  static func run(_ bytes: [UInt8]) {
    let header = ImageDecoder.size(of: bytes)
    guard case .success(let pixels) = ImageDecoder.decode(bytes) else { return }
    guard case .success(let size) = header else {
      return require(false, "decoded an image whose header was refused")
    }
    require(
      pixels.width == size.width && pixels.height == size.height,
      "decoded \(pixels.width)×\(pixels.height), the header said \(size.width)×\(size.height)")
    require(pixels.rgba.count == pixels.width * pixels.height * 4, "pixels of the wrong count")
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
}
