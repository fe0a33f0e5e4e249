import Testing

@testable import SegueCore

@Suite struct BumpArenaTests {
  private func bytes(_ pointer: UnsafeMutableRawPointer, _ count: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }

  private func fill(_ pointer: UnsafeMutableRawPointer, _ count: Int, with value: UInt8) {
    pointer.initializeMemory(as: UInt8.self, repeating: value, count: count)
  }

  @Test func piecesAreAlignedAndDoNotOverlap() {
    var arena = BumpArena()
    var pieces: [(UnsafeMutableRawPointer, Int)] = []
    for (index, size) in [1, 15, 16, 17, 100, 0, 333, 4096].enumerated() {
      let piece = arena.allocate(byteCount: size)
      #expect(Int(bitPattern: piece) % 16 == 0)
      fill(piece, size, with: UInt8(index + 1))
      pieces.append((piece, size))
    }
    for (index, (piece, size)) in pieces.enumerated() {
      #expect(bytes(piece, size) == Array(repeating: UInt8(index + 1), count: size))
    }
  }

  @Test func zeroedPiecesAreZeroEvenWhereMemoryIsReused() {
    var arena = BumpArena()
    let first = arena.allocate(byteCount: 64)
    fill(first, 64, with: 0xAB)
    arena.free(first)  // the last piece: its space is taken again
    let second = arena.allocate(byteCount: 64, zeroed: true)
    #expect(second == first)
    #expect(bytes(second, 64) == Array(repeating: 0, count: 64))
  }

  @Test func theLastPieceGrowsInPlaceAndOthersMoveWithTheirContents() {
    var arena = BumpArena()
    let older = arena.allocate(byteCount: 10)
    fill(older, 10, with: 7)
    let last = arena.allocate(byteCount: 10)
    fill(last, 10, with: 9)
    let grown = arena.reallocate(last, byteCount: 500)
    #expect(grown == last)
    #expect(bytes(grown, 10) == Array(repeating: 9, count: 10))
    let moved = arena.reallocate(older, byteCount: 40)
    #expect(moved != older)
    #expect(bytes(moved, 10) == Array(repeating: 7, count: 10))
    let shrunk = arena.reallocate(moved, byteCount: 4)
    #expect(bytes(shrunk, 4) == Array(repeating: 7, count: 4))
    #expect(bytes(grown, 10) == Array(repeating: 9, count: 10))
  }

  @Test func reallocatingNothingAllocates() {
    var arena = BumpArena()
    let piece = arena.reallocate(nil, byteCount: 32)
    fill(piece, 32, with: 1)
    #expect(bytes(piece, 32) == Array(repeating: 1, count: 32))
  }

  @Test func blocksAreAddedAsNeededAndAllGivenBackByReset() {
    var arena = BumpArena()
    #expect(arena.blockCount == 0)
    for _ in 0..<200 { _ = arena.allocate(byteCount: 1000) }
    // 200 pieces of 1 KB (plus headers) need four blocks of 64 KB.
    #expect(arena.blockCount == 4)
    arena.reset()
    #expect(arena.blockCount == 0)
    let piece = arena.allocate(byteCount: 8)
    fill(piece, 8, with: 3)
    #expect(arena.blockCount == 1)
  }

  @Test func largePiecesLiveOutsideTheBlocksAndKeepTheirContentsWhenResized() {
    var arena = BumpArena()
    let small = arena.allocate(byteCount: 16)
    let large = arena.allocate(byteCount: BumpArena.largePiece * 3, zeroed: true)
    #expect(arena.blockCount == 1)
    #expect(bytes(large, 1000) == Array(repeating: 0, count: 1000))
    fill(large, 1000, with: 5)
    let larger = arena.reallocate(large, byteCount: BumpArena.blockSize * 4)
    #expect(bytes(larger, 1000) == Array(repeating: 5, count: 1000))
    arena.free(larger)
    // A small piece that outgrows a quarter of a block becomes a large one.
    fill(small, 16, with: 2)
    let grown = arena.reallocate(small, byteCount: BumpArena.largePiece * 2)
    #expect(bytes(grown, 16) == Array(repeating: 2, count: 16))
    arena.free(grown)
    #expect(arena.blockCount == 1)
  }

  @Test func aFreedPieceIsTakenAgainByTheNextOfItsSizeAndTheOthersStayIntact() {
    var arena = BumpArena()
    let first = arena.allocate(byteCount: 24)
    fill(first, 24, with: 1)
    let second = arena.allocate(byteCount: 24)
    fill(second, 24, with: 2)
    arena.free(first)
    arena.free(nil)
    let other = arena.allocate(byteCount: 100)  // another size: not the freed piece
    #expect(other != first)
    let third = arena.allocate(byteCount: 20, zeroed: true)  // 20 and 24 both take 32 bytes
    #expect(third == first)
    #expect(bytes(third, 20) == Array(repeating: 0, count: 20))
    #expect(bytes(second, 24) == Array(repeating: 2, count: 24))
    let fourth = arena.allocate(byteCount: 24)
    #expect(fourth != first && fourth != second)
  }

  @Test func aPieceMovedByReallocationIsReused() {
    var arena = BumpArena()
    let piece = arena.allocate(byteCount: 48)
    _ = arena.allocate(byteCount: 16)  // piece is no longer the last: growing it moves it
    let moved = arena.reallocate(piece, byteCount: 200)
    #expect(moved != piece)
    #expect(arena.allocate(byteCount: 48) == piece)
  }

  @Test func aSizeNoMemoryCanHoldStopsTheProgram() async {
    // A C size_t of 2^63 or more arrives as a negative Int; it must not become a small piece.
    await #expect(processExitsWith: .failure) {
      var arena = BumpArena()
      _ = arena.allocate(byteCount: -1)
    }
    await #expect(processExitsWith: .failure) {
      var arena = BumpArena()
      let piece = arena.allocate(byteCount: 8)
      _ = arena.reallocate(piece, byteCount: Int.min)
    }
  }
}
