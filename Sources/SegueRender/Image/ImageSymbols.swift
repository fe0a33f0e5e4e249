import CChafa
import SegueCore

/// An image drawn as terminal cells: a symbol and two colours per cell, row by row.
public struct ImageCells: Sendable, Equatable {
  public struct Cell: Sendable, Equatable {
    public var symbol: Unicode.Scalar
    public var fg: Color
    public var bg: Color
  }

  public var columns: Int
  public var rows: Int
  public var cells: [Cell]

  /// The cell at column `x` of row `y`.
  public subscript(x: Int, y: Int) -> Cell { cells[y * columns + x] }
}

/// Turns pixels into block and sextant symbols with chafa: the one file that talks to chafa.
///
/// chafa picks, for every cell, the symbol and the pair of colours that come closest to the
/// pixels under it, at the colour depth of the output: 24-bit colours, the 240 fixed colours of
/// the 256-colour palette (the first 16 are the terminal's to choose), the 16 ANSI colours, or
/// none (shapes only). Doing this at the output's depth, rather than degrading 24-bit cells
/// afterwards, is what keeps a 16-colour picture recognisable.
public enum ImageSymbols {
  /// Makes chafa draw in the calling thread, for every picture from now on: for the fuzz
  /// target, so a run is the same each time and leaves no worker threads behind, whose
  /// thread data LeakSanitizer reported as leaks of glib's (they come and go with chafa's
  /// pool). The presenter and export keep chafa's threads.
  public static func drawInTheCallingThread() {
    chafa_set_n_threads(1)
  }

  public static func cells(_ pixels: Pixels, columns: Int, rows: Int, depth: ColorDepth)
    -> ImageCells
  {
    let columns = max(1, columns)
    let rows = max(1, rows)
    guard let config = chafa_canvas_config_new() else { return blank(columns, rows) }
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
    chafa_canvas_config_set_canvas_mode(config, mode(depth))
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS)
    guard let symbols = chafa_symbol_map_new() else { return blank(columns, rows) }
    defer { chafa_symbol_map_unref(symbols) }
    chafa_symbol_map_add_by_tags(
      symbols,
      ChafaSymbolTags(
        rawValue: CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_BLOCK.rawValue
          | CHAFA_SYMBOL_TAG_SEXTANT.rawValue))
    chafa_canvas_config_set_symbol_map(config, symbols)
    guard let canvas = chafa_canvas_new(config) else { return blank(columns, rows) }
    defer { chafa_canvas_unref(canvas) }
    pixels.rgba.withUnsafeBufferPointer { buffer in
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, buffer.baseAddress, Int32(pixels.width),
        Int32(pixels.height), Int32(pixels.width * 4))
    }
    var cells: [ImageCells.Cell] = []
    cells.reserveCapacity(columns * rows)
    for y in 0..<rows {
      for x in 0..<columns {
        let symbol = Unicode.Scalar(chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))) ?? " "
        var fg: Int32 = -1
        var bg: Int32 = -1
        if depth == .trueColor {
          chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &fg, &bg)
        } else {
          chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &fg, &bg)
        }
        cells.append(
          ImageCells.Cell(
            symbol: symbol, fg: color(fg, depth: depth), bg: color(bg, depth: depth)))
      }
    }
    return ImageCells(columns: columns, rows: rows, cells: cells)
  }

  private static func mode(_ depth: ColorDepth) -> ChafaCanvasMode {
    switch depth {
    case .trueColor: CHAFA_CANVAS_MODE_TRUECOLOR
    case .palette256: CHAFA_CANVAS_MODE_INDEXED_240
    case .ansi16: CHAFA_CANVAS_MODE_INDEXED_16
    case .none: CHAFA_CANVAS_MODE_FGBG
    }
  }

  /// A colour chafa gave (-1 for transparent: the slide's own background shows).
  private static func color(_ value: Int32, depth: ColorDepth) -> Color {
    guard value >= 0 else { return .default }
    switch depth {
    case .trueColor:
      return .rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    case .palette256: return .indexed(UInt8(value & 0xFF))
    case .ansi16: return .ansi(UInt8(value & 0x0F))
    case .none: return .default
    }
  }

  private static func blank(_ columns: Int, _ rows: Int) -> ImageCells {
    ImageCells(
      columns: columns, rows: rows,
      cells: Array(
        repeating: ImageCells.Cell(symbol: " ", fg: .default, bg: .default),
        count: columns * rows))
  }
}

extension LinkedLibrary {
  /// chafa reports no version at run time: the one it was built against.
  public static var chafa: LinkedLibrary {
    LinkedLibrary(
      name: "chafa", version: "\(CHAFA_MAJOR_VERSION).\(CHAFA_MINOR_VERSION).\(CHAFA_MICRO_VERSION)"
    )
  }
}
