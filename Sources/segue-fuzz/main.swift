// `segue-fuzz TARGET [libFuzzer options] [corpus folders]`: one fuzzing executable for every
// target in `FuzzTarget`, built only by `make fuzz` (see Package.swift and docs/testing.md).
import CFuzzerDriver
import SegueFuzz

#if canImport(Glibc)
  import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
  let usage =
    "usage: segue-fuzz TARGET [libFuzzer options] [corpus…]; targets: \(FuzzTarget.names)\n"
  _ = usage.withCString { write(2, $0, strlen($0)) }
  exit(64)
}
target.prepare()
// libFuzzer reads its options from argv: it sees the program name and what follows TARGET.
nonisolated(unsafe) var selected = target
var argv: [UnsafeMutablePointer<CChar>?] =
  ([arguments[0]] + arguments.dropFirst(2)).map { strdup($0) } + [nil]
var argc = Int32(argv.count - 1)
let status = argv.withUnsafeMutableBufferPointer { buffer -> Int32 in
  var pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
  return LLVMFuzzerRunDriver(&argc, &pointer) { data, size in
    selected.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }
}
exit(status)
