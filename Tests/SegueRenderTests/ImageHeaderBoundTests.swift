import Dispatch
import Foundation
import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// Headers that promise more than their bytes can hold are refused before stb allocates
/// anything (issue 27: a 35-byte GIF declaring 6000×6000 peaked at 340 MB, a 110-byte JPEG
/// header with no scan data at 304 MB), a PNG too large for stb names the pixel limit as the
/// other formats do, and decoding on many threads holds one budget of pixels.
@Suite struct ImageHeaderBoundTests {
  @Test func aJPEGHeaderWithoutScanDataIsRefused() {
    #expect(ImageHeaderBytes.emptyJPEG.count == 110)
    #expect(
      throws: ImageProblem(
        "a truncated or corrupt JPEG: 6000×6000 pixels cannot come from 110 bytes")
    ) { try ImageDecoder.size(of: ImageHeaderBytes.emptyJPEG).get() }
    #expect(throws: ImageProblem.self) { try ImageDecoder.decode(ImageHeaderBytes.emptyJPEG).get() }
  }

  @Test func aGIFScreenLargerThanItsBytesIsRefused() {
    #expect(ImageHeaderBytes.screenGIF.count == 35)
    #expect(
      throws: ImageProblem("a truncated or corrupt GIF: 6000×6000 pixels cannot come from 35 bytes")
    ) { try ImageDecoder.decode(ImageHeaderBytes.screenGIF).get() }
  }

  /// stb refuses a PNG this large before saying its size; the message names the limit, as for
  /// a GIF, JPEG or BMP of that size.
  @Test func aHugePNGNamesThePixelLimit() {
    #expect(
      throws: ImageProblem("60000×60000 is more than the 36 million pixels an image may have")
    ) { try ImageDecoder.size(of: ImageHeaderBytes.pngHeader(60000, 60000)).get() }
    #expect(
      throws: ImageProblem(
        "4294967295×4294967295 is more than the 36 million pixels an image may have")
    ) { try ImageDecoder.size(of: ImageHeaderBytes.pngHeader(.max, .max)).get() }
  }

  /// Within the limit but with no data: the density rule, not the limit, refuses it.
  @Test func aPNGHeaderAloneIsRefused() {
    #expect(
      throws: ImageProblem("a truncated or corrupt PNG: 2000×2000 pixels cannot come from 33 bytes")
    ) { try ImageDecoder.size(of: ImageHeaderBytes.pngHeader(2000, 2000)).get() }
  }

  /// Real pictures pass, whatever their format.
  @Test(arguments: ["gradient.png", "photo.jpg", "logo.gif"])
  func realPicturesPass(name: String) throws {
    let bytes = try ImageSupport.bytes(name)
    #expect(throws: Never.self) { try ImageDecoder.size(of: bytes).get() }
  }

  /// Decodes on several threads at once hold at most the budget of pixels between them: the
  /// requests that do not fit wait, none is lost, and a request alone always goes ahead.
  @Test func concurrentDecodesShareOneBudget() {
    let budget = DecodeBudget(limit: 100)
    let done = Counter()
    DispatchQueue.concurrentPerform(iterations: 16) { index in
      let pixels = [60, 40, 100, 30][index % 4]
      budget.holding(pixels) {
        // Work while holding, so that the threads overlap.
        var sum = 0
        for value in 0..<20_000 { sum &+= value &* index }
        done.add("\(sum)")
      }
    }
    #expect(done.paths.count == 16)
    #expect(budget.peakHeld <= 100)
    #expect(budget.peakHeld >= 60)
  }

  /// The process's decoder holds no more than one largest image at once, whatever the threads.
  @Test func theDecoderHoldsAtMostOneLargestImage() throws {
    let bytes = try ImageSupport.bytes("gradient.png")
    DispatchQueue.concurrentPerform(iterations: 8) { _ in _ = ImageDecoder.decode(bytes) }
    #expect(ImageDecoder.budget.limit == ImageDecoder.pixelLimit)
    #expect(ImageDecoder.peakDecodedPixels <= ImageDecoder.pixelLimit)
  }

  /// A JPEG whose scan names a Huffman table it never defined (found by the image-header fuzz
  /// target): stb 2.27 read the table from its uncleared allocation, so the file decoded to a
  /// 320×240 picture after the heap held 0xFF bytes, failed after zeros, and tripped stb's
  /// assertion (an abort) after other bytes. Now every run is the same refusal.
  @Test func aJPEGDecodesTheSameWhateverTheHeapHeld() throws {
    let url = TestPaths.fixture(
      "Tests/Fixtures/fuzz/image-header/jpeg-undefined-huffman-table-heap-garbage")
    let bytes = [UInt8](try Data(contentsOf: url))
    var outcomes: [String] = []
    for fill: Int32 in [0x00, 0xFF, 0xA5] {
      // The size of stb's JPEG state: the block it is given next is likely this one.
      for size in [18_568, 18_576] {
        let block = malloc(size)!
        memset(block, fill, size)
        free(block)
      }
      switch ImageDecoder.decode(bytes) {
      case .success(let pixels): outcomes.append("\(pixels.width)×\(pixels.height)")
      case .failure(let problem): outcomes.append(problem.reason)
      }
    }
    #expect(outcomes == Array(repeating: "not a readable image (Corrupt JPEG)", count: 3))
  }
}
