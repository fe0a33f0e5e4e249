import Testing

@testable import SegueRender

/// chafa's encoders for the three protocols: what each starts with, and that the picture is
/// sized to the cells it covers.
@Suite struct PixelEncoderTests {
  /// A 40×30 gradient.
  private let pixels: Pixels = {
    var rgba: [UInt8] = []
    for i in 0..<(40 * 30) {
      let red = UInt8(i % 256)
      let green = UInt8((i * 7) % 256)
      rgba += [red, green, 100, 255]
    }
    return Pixels(width: 40, height: 30, rgba: rgba)
  }()
  private let cell = CellPixels(width: 10, height: 20)

  private func text(_ kind: ImageProtocol, columns: Int = 4, rows: Int = 2, id: UInt32 = 9)
    -> String
  {
    String(
      decoding: PixelEncoder.encode(
        pixels, columns: columns, rows: rows, cell: cell, protocol: kind, kittyID: id),
      as: UTF8.self)
  }

  @Test func kittyStartsWithAPCAndHasOurIDAndNoReplies() {
    let kitty = text(.kitty)
    #expect(kitty.hasPrefix("\u{1B}_Gi=9,q=2,a=T,"))
    #expect(kitty.hasSuffix("\u{1B}\\"))
  }

  @Test func kittyIsSizedToTheCells() {
    #expect(text(.kitty, columns: 4, rows: 2).contains(",c=4,r=2,"))
    #expect(text(.kitty, columns: 12, rows: 5).contains(",c=12,r=5,"))
  }

  @Test func iterm2StartsWithItsOSCAndIsSizedToTheCells() {
    let iterm = text(.iterm2, columns: 6, rows: 3)
    #expect(iterm.hasPrefix("\u{1B}]1337;File=inline=1;"))
    #expect(iterm.contains("width=6;height=3;"))
    #expect(iterm.hasSuffix("\u{07}"))
  }

  @Test func sixelStartsWithDCSAndIsSizedToTheCellsPixels() throws {
    let sixel = text(.sixel, columns: 4, rows: 2)
    let raster = try #require(sixel.firstRange(of: "\"1;1;"))
    #expect(sixel.hasPrefix("\u{1B}P"))
    #expect(sixel[..<raster.lowerBound].hasSuffix("q"))
    #expect(sixel.hasSuffix("\u{1B}\\"))
    // The raster attributes give the picture's size in pixels: 4 cells of 10 wide; up to
    // 2 cells of 20 high, in sixel's bands of 6 rows.
    let size = sixel[raster.upperBound...].prefix { $0.isNumber || $0 == ";" }
    let numbers = size.split(separator: ";").compactMap { Int($0) }
    #expect(numbers.first == 40)
    #expect((30...40).contains(numbers.dropFirst().first ?? 0))
  }

  @Test func symbolsAndEmptyPicturesEncodeNothing() {
    #expect(text(.symbols).isEmpty)
    let empty = Pixels(width: 0, height: 0, rgba: [])
    #expect(PixelEncoder.encode(empty, columns: 4, rows: 2, cell: cell, protocol: .kitty).isEmpty)
  }

  @Test func kittyDeleteNamesTheID() {
    #expect(
      String(decoding: PixelEncoder.kittyDelete(id: 77), as: UTF8.self)
        == "\u{1B}_Ga=d,d=I,i=77,q=2\u{1B}\\")
  }

  @Test func theBytesHoldNoTextOfTheirOwnBesidesTheProtocol() {
    // Only the protocol's own introducers: no other escape sequence (a deck's path or alt
    // text never reaches the encoder).
    for kind in [ImageProtocol.kitty, .iterm2, .sixel] {
      let bytes = PixelEncoder.encode(pixels, columns: 4, rows: 2, cell: cell, protocol: kind)
      let escapes = bytes.indices.filter { bytes[$0] == 0x1B }.map { bytes[$0 + 1] }
      let allowed: Set<UInt8> = [
        UInt8(ascii: "_"), UInt8(ascii: "]"), UInt8(ascii: "P"),
        UInt8(ascii: "\\"),
      ]
      #expect(escapes.allSatisfy(allowed.contains), "\(kind)")
    }
  }
}
