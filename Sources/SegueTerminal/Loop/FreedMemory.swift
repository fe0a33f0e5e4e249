#if canImport(Glibc)
  import Glibc
#endif

/// Gives the memory of a larger screen back to the system after a resize.
///
/// ncurses keeps a screen in a line-sized block per row, and the frames and their rows are
/// as large as the terminal: after a window shrinks from the largest frame (1000×1000
/// cells, ~100 MB), glibc keeps those blocks for the process's next allocations, and the
/// presenter stayed at its largest size for the rest of the talk. `malloc_trim` returns the
/// free pages; it walks the heap once, and resizes are rare.
enum FreedMemory {
  static func release() {
    _ = glibcMallocTrim(0)
  }
}

/// glibc's `int malloc_trim(size_t pad)`, which Swift's Glibc module leaves out (`malloc.h`).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
