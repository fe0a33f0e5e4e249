import Glibc
import SegueCore

/// The process's arguments as the kernel gives them, bytes, checked before Swift's
/// `CommandLine.arguments` reads them as text: that replaces bytes that are not UTF-8 by
/// U+FFFD, so a deck named in Latin-1 was looked for under another name and reported as
/// "no such file" though it is there. Segue names files in UTF-8 only, and says so.
enum RawArguments {
  /// The process's arguments after the program's name.
  static var process: [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: argument, count: strlen(argument)))
        .map { UInt8(bitPattern: $0) }
    }
  }

  /// The message for the first of `arguments` that is not UTF-8, or nil when all are.
  static func problem(in arguments: [[UInt8]]) -> String? {
    guard let index = arguments.firstIndex(where: { String(validating: $0, as: UTF8.self) == nil })
    else { return nil }
    let shown = ControlCharacters.visible(String(decoding: arguments[index], as: UTF8.self))
    return "error: argument \(index + 1) is not UTF-8: \(shown) (segue reads file names and "
      + "options as UTF-8 only: rename the file)\n"
  }
}
