#if canImport(Glibc)
  import Glibc
#endif

/// Memory for a C library that allocates many small pieces and frees them all together:
/// cmark-gfm's parser, nodes and buffers during one parse.
///
/// Small pieces are cut one after another from blocks of about 64 KB (below glibc's mmap
/// threshold, so the blocks come from the heap); `reset` gives every block back. Taking a piece
/// costs a few instructions instead of a trip through `malloc`. A freed piece of up to 512 bytes
/// goes on a list for its size (cmark frees and makes nodes of one size all along) and is taken
/// again first; the last piece taken grows in place (a buffer being appended to). Pieces larger
/// than a quarter of a block are ordinary `malloc` memory, freed and resized as such.
///
/// Why: for a 6 KB deck cmark makes ~1,800 calls to calloc, realloc and free, and its freed
/// nodes left the heap in pieces too small for what comes next (ncurses' windows), which then
/// had to take fresh pages. Given back as whole blocks, the same memory is reused without a page
/// fault. The presenter's first frame came 0.11–0.17 ms sooner.
///
/// Every piece is 16-byte aligned and follows a 16-byte header (its size, and whether it is a
/// large piece). `reset` gives back the blocks only: a large piece never freed stays allocated,
/// as it would with `malloc` (cmark frees every one). Not thread-safe: one owner at a time.
struct BumpArena: ~Copyable {
  static let blockSize = 64 * 1024 - 64
  static let largePiece = blockSize / 4
  private static let pieceHeader = 16
  private static let blockHeader = 16
  /// Freed pieces up to this size are kept for reuse, in lists by size (multiples of 16).
  private static let reusedSize = 512

  /// The newest block; its first word points at the block before it.
  private var block: UnsafeMutableRawPointer?
  private var capacity = 0
  private var used = 0
  /// Offset of the last piece's header in the newest block; nil once it has been freed.
  private var lastPiece: Int?
  /// Blocks held now (for tests).
  private(set) var blockCount = 0
  /// The first freed piece of each size 16, 32, … `reusedSize`; each links to the next.
  private let freed: UnsafeMutablePointer<UnsafeMutableRawPointer?>

  init() {
    freed = .allocate(capacity: Self.reusedSize / 16)
    freed.initialize(repeating: nil, count: Self.reusedSize / 16)
  }

  deinit {
    Self.freeBlocks(from: block)
    freed.deallocate()
  }

  /// Memory for `byteCount` bytes, zeroed when asked for.
  mutating func allocate(byteCount: Int, zeroed: Bool = false) -> UnsafeMutableRawPointer {
    // A C size_t of 2^63 or more arrives as a negative Int: no memory can hold it.
    guard byteCount >= 0 else { Self.outOfMemory() }
    let size = byteCount
    if let list = Self.list(for: size), let piece = freed[list] {
      freed[list] = piece.load(as: UnsafeMutableRawPointer?.self)
      (piece - Self.pieceHeader).storeBytes(of: size, as: Int.self)
      if zeroed { piece.initializeMemory(as: UInt8.self, repeating: 0, count: size) }
      return piece
    }
    let need = Self.rounded(size) + Self.pieceHeader
    guard need <= Self.largePiece else {
      return Self.allocateLarge(byteCount: size, zeroed: zeroed)
    }
    if block == nil || used + need > capacity { addBlock() }
    let header = block! + used
    header.storeBytes(of: size, as: Int.self)
    (header + MemoryLayout<Int>.size).storeBytes(of: 0, as: Int.self)
    lastPiece = used
    used += need
    let piece = header + Self.pieceHeader
    if zeroed { piece.initializeMemory(as: UInt8.self, repeating: 0, count: size) }
    return piece
  }

  /// `pointer`'s contents in memory for `byteCount` bytes: the same piece when it can grow in
  /// place, otherwise a new one with the contents copied.
  mutating func reallocate(_ pointer: UnsafeMutableRawPointer?, byteCount: Int)
    -> UnsafeMutableRawPointer
  {
    guard let pointer else { return allocate(byteCount: byteCount) }
    // A C size_t of 2^63 or more arrives as a negative Int: no memory can hold it.
    guard byteCount >= 0 else { Self.outOfMemory() }
    let size = byteCount
    let header = pointer - Self.pieceHeader
    let oldSize = header.load(as: Int.self)
    if Self.isLarge(header) {
      guard let moved = realloc(header, Self.pieceHeader + size) else { Self.outOfMemory() }
      moved.storeBytes(of: size, as: Int.self)
      return moved + Self.pieceHeader
    }
    let need = Self.rounded(size) + Self.pieceHeader
    if let block, let lastPiece, header == block + lastPiece, need <= Self.largePiece,
      lastPiece + need <= capacity
    {
      used = lastPiece + need
      header.storeBytes(of: size, as: Int.self)
      return pointer
    }
    let moved = allocate(byteCount: size)
    moved.copyMemory(from: pointer, byteCount: min(oldSize, size))
    free(pointer)
    return moved
  }

  /// Gives a piece back: a large piece to `malloc` at once, a small one for reuse (the last
  /// piece taken back into its block, others up to `reusedSize` onto their list), any other at
  /// `reset`.
  mutating func free(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    let header = pointer - Self.pieceHeader
    if Self.isLarge(header) {
      Glibc.free(header)
    } else if let block, let lastPiece, header == block + lastPiece {
      used = lastPiece
      self.lastPiece = nil
    } else if let list = Self.list(for: header.load(as: Int.self)) {
      pointer.storeBytes(of: freed[list], as: UnsafeMutableRawPointer?.self)
      freed[list] = pointer
    }
  }

  /// Gives every block back. Pieces taken before are invalid afterwards.
  mutating func reset() {
    Self.freeBlocks(from: block)
    block = nil
    freed.update(repeating: nil, count: Self.reusedSize / 16)
    capacity = 0
    used = 0
    lastPiece = nil
    blockCount = 0
  }

  private mutating func addBlock() {
    guard let fresh = malloc(Self.blockSize) else { Self.outOfMemory() }
    fresh.storeBytes(of: block, as: UnsafeMutableRawPointer?.self)
    block = fresh
    capacity = Self.blockSize
    used = Self.blockHeader
    lastPiece = nil
    blockCount += 1
  }

  private static func freeBlocks(from newest: UnsafeMutableRawPointer?) {
    var next = newest
    while let current = next {
      next = current.load(as: UnsafeMutableRawPointer?.self)
      Glibc.free(current)
    }
  }

  private static func allocateLarge(byteCount: Int, zeroed: Bool) -> UnsafeMutableRawPointer {
    let total = pieceHeader + byteCount
    guard let header = zeroed ? calloc(1, total) : malloc(total) else { outOfMemory() }
    header.storeBytes(of: byteCount, as: Int.self)
    (header + MemoryLayout<Int>.size).storeBytes(of: 1, as: Int.self)
    return header + pieceHeader
  }

  /// The free list for pieces of `byteCount` bytes, nil when such pieces are not reused.
  private static func list(for byteCount: Int) -> Int? {
    let size = rounded(byteCount)
    return size > 0 && size <= reusedSize ? size / 16 - 1 : nil
  }

  private static func isLarge(_ header: UnsafeMutableRawPointer) -> Bool {
    (header + MemoryLayout<Int>.size).load(as: Int.self) != 0
  }

  private static func rounded(_ byteCount: Int) -> Int { (byteCount + 15) & ~15 }

  /// What cmark does too when its allocator fails.
  private static func outOfMemory() -> Never { fatalError("out of memory") }
}
