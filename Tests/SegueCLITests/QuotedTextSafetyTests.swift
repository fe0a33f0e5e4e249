import Foundation
import SegueTestSupport
import Testing

/// Every message that quotes deck or theme text shows it as the renderer would: no control
/// character a deck planted reaches the terminal, and a line break in a quoted value does not
/// break the message's line (issue 13, item 3).
///
/// Each case runs the real binary, so what is checked is the bytes written to the terminal:
/// no ESC, no C0 control but the output's own line feeds, no C1 control, valid UTF-8 — and the
/// payload's visible stand-in in its place in the message.
@Suite struct QuotedTextSafetyTests {
  @Test(arguments: QuotingCase.matrix)
  func quotedTextIsShownVisibly(_ kind: QuotingCase, _ payload: HostilePayload) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-quoting-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in kind.files(payload) {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try #require(FileManager.default.createFile(atPath: url.path, contents: Data(file.bytes)))
    }
    let arguments = kind.arguments(payload).map {
      $0.hasPrefix("./") ? folder.path + "/" + $0.dropFirst(2) : $0
    }
    let result = try SegueProcess.run(
      arguments, timeout: 30, environment: ["XDG_CONFIG_HOME": folder.path + "/xdg"])

    #expect([0, 1, 64].contains(result.status), "exit status \(result.status)")
    for (stream, bytes) in [("stdout", result.stdoutBytes), ("stderr", result.stderrBytes)] {
      Self.expectSafe(bytes, stream)
    }
    let shown = kind.readsJSON ? try Self.strings(inJSON: result.stdoutBytes) : [result.stdout]
    for text in kind.expected(payload) {
      #expect(
        (shown + [result.stderr]).contains { $0.contains(text) },
        "no \(text.debugDescription) in\n\(result.stdout)\(result.stderr)")
    }
  }

  /// The CLI writes text with values in it to stderr only through `DiagnosticPrinter`, so
  /// nothing a later change prints about a deck or theme can skip the formatter; the two
  /// exceptions show what they quote with `DiagnosticFormatter.shown` themselves. A fixed
  /// message may be written directly.
  @Test func stderrWithValuesIsWrittenOnlyByTheDiagnosticPrinter() throws {
    let folder = TestPaths.packageRoot.appendingPathComponent("Sources/SegueCLI")
    let allowed = ["DiagnosticPrinter.swift", "SegueCommand.swift", "PresentCommand.swift"]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where !allowed.contains(name) {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for call in Self.arguments(of: "output.err(", in: text) {
        #expect(!call.contains("\\("), "\(name) writes a value to stderr: \(call)")
      }
    }
  }

  /// The text between the parentheses of each call to `function` (which ends in `(`).
  static func arguments(of function: String, in text: String) -> [Substring] {
    var calls: [Substring] = []
    var rest = text[...]
    while let open = rest.range(of: function) {
      var depth = 1
      var index = open.upperBound
      while index < rest.endIndex, depth > 0 {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" { depth -= 1 }
        index = rest.index(after: index)
      }
      calls.append(rest[open.upperBound..<rest.index(before: index)])
      rest = rest[index...]
    }
    return calls
  }

  /// Bytes a terminal can be given: UTF-8, and no control but the line feed.
  static func expectSafe(_ bytes: [UInt8], _ stream: String) {
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(Array(text.utf8) == bytes, "\(stream) is not valid UTF-8")
    let control = text.unicodeScalars.first {
      ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value)
    }
    #expect(control == nil, "\(stream) holds U+\(String(control?.value ?? 0, radix: 16))")
  }

  /// Every string in a JSON document, decoded; the document must parse.
  static func strings(inJSON bytes: [UInt8]) throws -> [String] {
    func collect(_ value: Any) -> [String] {
      switch value {
      case let s as String: [s]
      case let array as [Any]: array.flatMap(collect)
      case let object as [String: Any]: object.values.flatMap(collect)
      default: []
      }
    }
    return collect(try JSONSerialization.jsonObject(with: Data(bytes)))
  }
}
