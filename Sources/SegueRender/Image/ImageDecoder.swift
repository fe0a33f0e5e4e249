import CStb

/// An image's pixels, 4 bytes each (red, green, blue, alpha), row by row.
public struct Pixels: Sendable, Equatable {
  public var width: Int
  public var height: Int
  public var rgba: [UInt8]
}

/// Why an image shows a placeholder instead of its picture, as a person would say it.
public struct ImageProblem: Error, Sendable, Equatable {
  public var reason: String

  public init(_ reason: String) {
    self.reason = reason
  }
}

/// Decodes image files with stb (PNG, JPEG, GIF's first frame, BMP, TGA, PSD): the one file
/// that talks to stb. An SVG file goes to `SVGImage` (librsvg) instead, its size the one it is
/// drawn at, so it takes every path a decoded image takes.
///
/// Bytes in, never a path: files are read by the caller under the rules decks are read by
/// (regular files only, a byte limit). The header is read first, so an image whose pixels would
/// take more memory than `pixelLimit` allows is refused before anything is allocated.
public enum ImageDecoder {
  /// The most pixels an image may have: an 8K frame (7680×4320, 33 million) fits; decoded, the
  /// largest image takes 4 bytes a pixel, 144 MB, for as long as it takes to draw it.
  public static let pixelLimit = 36_000_000
  /// The most bytes an image file may have (`Platform.readFile`'s limit for images).
  public static let byteLimit = 32 << 20

  /// Decoded pixels held at once by all threads: one image of the largest size.
  static let budget = DecodeBudget(limit: pixelLimit)

  /// The most decoded pixels held at once so far (tests and the fuzz target check the budget).
  public static var peakDecodedPixels: Int { budget.peakHeld }

  /// The most pixels a byte of a file of `bytes`' format may hold (`ImageDensity`).
  public static func mostPixelsPerByte(_ bytes: [UInt8]) -> Int {
    ImageDensity.pixelsPerByte(bytes).pixels
  }

  /// The width and height of the image in `bytes` from its header alone, or why it is no image
  /// that can be drawn: more pixels than `pixelLimit`, or more than its bytes can hold.
  /// An SVG's size is the one it is drawn at (`SVGImage`), never the one it declares:
  /// `svgSide` pixels along its longer side, at most `SVGImage.longSide`.
  public static func size(of bytes: [UInt8], svgSide: Int? = nil) -> Result<
    (width: Int, height: Int), ImageProblem
  > {
    if SVGImage.isSVG(bytes) {
      return SVGImage.size(of: bytes, side: svgSide ?? SVGImage.longSide)
    }
    var width: Int32 = 0
    var height: Int32 = 0
    let known = bytes.withUnsafeBufferPointer { buffer in
      segue_stb_info(buffer.baseAddress, buffer.count, &width, &height)
    }
    guard known != 0, width > 0, height > 0 else {
      // A reason only for what the C side refuses before stb sees it (a JPEG whose tables
      // stb would overflow on: see stb.c), and for a PNG stb finds too large to say its size;
      // for anything else stb's header says nothing useful.
      if let refusal = segue_stb_refusal() {
        return .failure(ImageProblem("a corrupt JPEG: \(String(cString: refusal))"))
      }
      if let png = ImageDensity.pngSize(bytes),
        png.width > pixelLimit || png.height > pixelLimit || png.width * png.height > pixelLimit
      {
        return .failure(tooManyPixels(png.width, png.height))
      }
      return .failure(
        ImageProblem("not an image this can read (PNG, JPEG, GIF, BMP, TGA, PSD, SVG)"))
    }
    guard Int(width) * Int(height) <= pixelLimit else {
      return .failure(tooManyPixels(Int(width), Int(height)))
    }
    if let problem = ImageDensity.problem(bytes, width: Int(width), height: Int(height)) {
      return .failure(problem)
    }
    return .success((Int(width), Int(height)))
  }

  private static func tooManyPixels(_ width: Int, _ height: Int) -> ImageProblem {
    ImageProblem(
      "\(width)×\(height) is more than the \(pixelLimit / 1_000_000) million pixels an image may have"
    )
  }

  /// The pixels of the image in `bytes`, or why it cannot be drawn.
  public static func decode(_ bytes: [UInt8]) -> Result<Pixels, ImageProblem> {
    decode(bytes) { $0 }
  }

  /// What `body` makes of the pixels of the image in `bytes`, or why it cannot be drawn. The
  /// pixels count against the process's `budget` while they are decoded and while `body`
  /// runs, so however many threads decode at once, at most one largest image is in memory.
  /// `body` must not decode (it would wait for the budget it holds). An SVG is drawn
  /// `svgSide` pixels along its longer side (`size(of:svgSide:)`): the size it is shown at.
  public static func decode<T>(
    _ bytes: [UInt8], svgSide: Int? = nil, _ body: (Pixels) -> T
  ) -> Result<T, ImageProblem> {
    let size: (width: Int, height: Int)
    switch self.size(of: bytes, svgSide: svgSide) {
    case .failure(let problem): return .failure(problem)
    case .success(let known): size = known
    }
    return budget.holding(size.width * size.height) {
      if SVGImage.isSVG(bytes) {
        return SVGImage.pixels(bytes, width: size.width, height: size.height).map(body)
      }
      return load(bytes).map(body)
    }
  }

  /// stb's decode of `bytes`, copied into Swift's memory.
  private static func load(_ bytes: [UInt8]) -> Result<Pixels, ImageProblem> {
    var width: Int32 = 0
    var height: Int32 = 0
    let loaded = bytes.withUnsafeBufferPointer { buffer in
      segue_stb_load(buffer.baseAddress, buffer.count, &width, &height)
    }
    guard let loaded else {
      return .failure(
        ImageProblem("not a readable image (\(String(cString: segue_stb_failure())))"))
    }
    defer { segue_stb_free(loaded) }
    let count = Int(width) * Int(height) * 4
    return .success(
      Pixels(
        width: Int(width), height: Int(height),
        rgba: Array(UnsafeBufferPointer(start: loaded, count: count))))
  }
}
