import SegueRender

/// An image file's bytes as a deck's picture goes: its header judged and its pixels decoded
/// (`ImageHeaderFuzz`: stb, the pixel limit, what the bytes can hold, the shared budget, HTML
/// embedding), drawn as symbols (chafa) at several sizes and colour depths, and encoded for
/// kitty, iTerm2 and sixel (chafa again). The decoder reads untrusted files (stb
/// 2.27 has known overflows, one of which `stb.c` checks for), so this is where a hostile
/// picture would crash, or a small one be let through to take a large decode.
enum ImageFuzz {
  static let sizes = [(1, 1), (3, 2), (17, 6)]

  static func run(_ bytes: [UInt8]) {
    guard let pixels = ImageHeaderFuzz.decode(bytes) else { return }
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
