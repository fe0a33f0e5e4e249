import CChafa
import Glibc

/// Encodes pixels for a terminal graphics protocol with chafa: the only file besides
/// `ImageSymbols` that talks to chafa.
///
/// chafa scales the picture to exactly `columns`×`rows` cells of `cell` pixels and writes the
/// protocol's bytes (kitty's chunked base64 RGBA, iTerm2's inline TIFF, or sixel bands with a
/// transparent background). The bytes are only the picture: where it goes is the caller's
/// (a cursor position written before it).
public enum PixelEncoder {
  /// The bytes that draw `pixels` over `columns`×`rows` cells, or nothing for `.symbols` or
  /// when chafa fails. A kitty picture gets the image id `kittyID` (so it can be deleted by
  /// id) and asks for no replies (`q=2`), which would otherwise arrive as input.
  public static func encode(
    _ pixels: Pixels, columns: Int, rows: Int, cell: CellPixels, protocol kind: ImageProtocol,
    kittyID: UInt32 = 1
  ) -> [UInt8] {
    guard let mode = pixelMode(kind), pixels.width > 0, pixels.height > 0 else { return [] }
    guard let config = chafa_canvas_config_new() else { return [] }
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(max(1, columns)), Int32(max(1, rows)))
    chafa_canvas_config_set_cell_geometry(
      config, Int32(max(1, cell.width)), Int32(max(1, cell.height)))
    chafa_canvas_config_set_pixel_mode(config, mode)
    chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
    guard let canvas = chafa_canvas_new(config) else { return [] }
    defer { chafa_canvas_unref(canvas) }
    pixels.rgba.withUnsafeBufferPointer { buffer in
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, buffer.baseAddress, Int32(pixels.width),
        Int32(pixels.height), Int32(pixels.width * 4))
    }
    guard let info = termInfo(kind) else { return [] }
    defer { chafa_term_info_unref(info) }
    guard let printed = chafa_canvas_print(canvas, info) else { return [] }
    defer { g_string_free(printed, 1) }
    let bytes = Array(
      UnsafeBufferPointer(
        start: UnsafeRawPointer(printed.pointee.str).assumingMemoryBound(to: UInt8.self),
        count: Int(printed.pointee.len)))
    return kind == .kitty ? identified(bytes, id: kittyID) : bytes
  }

  /// kitty's command that deletes the placements of image `id`: with `keepingData` the terminal
  /// keeps the image (`d=i`) for `kittyPlace` to show again, else frees it too (`d=I`).
  public static func kittyDelete(id: UInt32, keepingData: Bool = false) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=\(keepingData ? "i" : "I"),i=\(id),q=2\u{1B}\\".utf8)
  }

  /// kitty's command that shows image `id`, transmitted before, again over `columns`×`rows`
  /// cells at the cursor: a few bytes instead of the picture's megabytes.
  public static func kittyPlace(id: UInt32, columns: Int, rows: Int) -> [UInt8] {
    Array("\u{1B}_Ga=p,i=\(id),c=\(columns),r=\(rows),q=2\u{1B}\\".utf8)
  }

  private static func pixelMode(_ kind: ImageProtocol) -> ChafaPixelMode? {
    switch kind {
    case .symbols: nil
    case .kitty: CHAFA_PIXEL_MODE_KITTY
    case .iterm2: CHAFA_PIXEL_MODE_ITERM2
    case .sixel: CHAFA_PIXEL_MODE_SIXELS
    }
  }

  /// chafa's sequences for the protocol, from its own terminal database as the terminal that
  /// protocol is named after would be detected (not from our environment: the choice is made).
  private static func termInfo(_ kind: ImageProtocol) -> OpaquePointer? {
    let environment: [String]
    switch kind {
    case .symbols: return nil
    case .kitty: environment = ["TERM=xterm-kitty"]
    case .iterm2: environment = ["TERM=xterm-256color", "TERM_PROGRAM=iTerm.app"]
    case .sixel: environment = ["TERM=mlterm"]
    }
    guard let database = chafa_term_db_get_default() else { return nil }
    var strings = environment.map { strdup($0) }
    defer { strings.forEach { free($0) } }
    strings.append(nil)
    return strings.withUnsafeMutableBufferPointer { chafa_term_db_detect(database, $0.baseAddress) }
  }

  /// Puts `i=ID,q=2,` at the start of the first command's keys (the others are continuation
  /// chunks, which carry only `m=`).
  private static func identified(_ bytes: [UInt8], id: UInt32) -> [UInt8] {
    let start: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
    guard bytes.starts(with: start) else { return bytes }
    return start + Array("i=\(id),q=2,".utf8) + bytes.dropFirst(start.count)
  }
}
