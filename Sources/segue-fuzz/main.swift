// `segue-fuzz TARGET [libFuzzer options] [corpus folders]`: one fuzzing executable for every
// target in `FuzzTarget`, built only by `make fuzz` (see Package.swift and docs/testing.md).
import CFuzzerDriver
import SegueFuzz

#if canImport(Glibc)
  import Glibc
#endif

// The target is the first argument, or SEGUE_FUZZ_TARGET: libFuzzer's -fork and -jobs modes
// run this program again with libFuzzer's own options only, and the variable, set here, is
// what tells those children which target they are.
let arguments = CommandLine.arguments
let named = arguments.count >= 2 ? FuzzTarget(rawValue: arguments[1]) : nil
let inherited = getenv("SEGUE_FUZZ_TARGET").flatMap { FuzzTarget(rawValue: String(cString: $0)) }
guard let target = named ?? inherited else {
  let usage =
    "usage: segue-fuzz TARGET [libFuzzer options] [corpus…]; targets: \(FuzzTarget.names)\n"
  _ = usage.withCString { write(2, $0, strlen($0)) }
  exit(64)
}
setenv("SEGUE_FUZZ_TARGET", target.rawValue, 1)
target.prepare()
// libFuzzer reads its options from argv: it sees the program name and what follows TARGET.
nonisolated(unsafe) var selected = target
var argv: [UnsafeMutablePointer<CChar>?] =
  ([arguments[0]] + arguments.dropFirst(named == nil ? 1 : 2)).map { strdup($0) } + [nil]
var argc = Int32(argv.count - 1)
let status = argv.withUnsafeMutableBufferPointer { buffer -> Int32 in
  var pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
  return LLVMFuzzerRunDriver(&argc, &pointer) { data, size in
    selected.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }
}
exit(status)
