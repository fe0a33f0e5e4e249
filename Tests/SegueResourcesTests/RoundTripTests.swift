import Foundation
import Testing

@testable import SegueEmbedding

/// Awkward texts survive the trip through generated Swift source: the literals and a whole
/// generated `EmbeddedFiles` are compiled with `swiftc`, and the program prints the UTF-8 bytes
/// of every value it holds.
@Suite struct RoundTripTests {
  static let awkward: [String] = [
    "", "\n", "\n\n", "a", "a\n", " ", "   \n  \n",
    "\"", "\"\"", "\"\"\"", "\"\"\"\"\"\"", "#\"\"\"", "\"\"\"#", "\"\"\"##\n\"\"\"#", "\"#", "'",
    "#", "##########", "# Title\n\n## Sub\n### #hash #\n",
    "\\", "\\\\", "\\n", "\\(x)", "\\#(x)", "\\##(x)", "line\\\nnext", "end\\", "end\\#", "\\#",
    "\"\"\"\n\\#(x)\n\"\"\"#\n", "  \"\"\"\n", "\"\"\"   ",
    "a\r\nb\r\n", "\r", "\r\n", "lone\rCR", "\0", "nul\0in\0middle",
    "\u{1}\u{7}\u{8}\u{B}\u{C}\u{1B}[31mred\u{1B}[0m\u{7F}", "\t\ttabs\t\n\t",
    "    indented\n        more\n  \n", "trailing spaces   \n",
    "é", "e\u{301}", "\u{301}leading combining", "combining at end e\u{301}",
    "👨‍👩‍👧‍👦 🇫🇷 日本語 한국어", "\u{202E}right-to-left override\u{202C}", "\u{FEFF}BOM first",
    "\u{2028}\u{2029}\u{85}", "\u{10FFFF}\u{FFFD}", "\u{80}\u{9F}",
    "```swift\nlet s = \"\"\"\n  x\n  \"\"\"\n```\n", "---\ntitle: \"A \\\"deck\\\"\"\n---\n",
    "/* not a comment */ // nor this", "\"\"\"\n\"\"\"", "#\"\n\"#",
    pseudoRandomText(count: 3000),
  ]

  /// A deterministic text mixing every character class above.
  static func pseudoRandomText(count: Int) -> String {
    let pieces: [String] = [
      "a", "Z", " ", "\n", "\t", "\r", "\r\n", "\"", "\"\"\"", "#", "##", "\\", "\\#", "(", ")",
      "\0", "\u{1B}", "\u{7F}", "é", "e\u{301}", "🇫🇷", "日", "\u{202E}", "\u{2028}", "\u{FEFF}",
    ]
    var state: UInt64 = 0x5E97_E5E9_0E5E_A11E
    var text = ""
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      text += pieces[Int(state >> 33) % pieces.count]
    }
    return text
  }

  static func hex(_ text: String) -> String {
    text.utf8.map { String($0, radix: 16) }.joined(separator: " ")
  }

  /// `swiftc` from PATH: `swift test` runs with the toolchain there.
  static let swiftc: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appending(path: "swiftc")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  @Test(.enabled(if: swiftc != nil, "needs swiftc on PATH"))
  func literalsAndGeneratedFileCompileToTheSameBytes() throws {
    let cases = Self.awkward
    // Each case in both spellings (raw when it fits), then a generated file holding them all.
    var literals: [String] = []
    var expected: [String] = []
    for text in cases {
      literals.append(SwiftLiteral.escaped(text))
      expected.append(Self.hex(text))
      if let raw = SwiftLiteral.rawMultiline(text) {
        literals.append(raw)
        expected.append(Self.hex(text))
      }
    }
    #expect(literals.count > cases.count + 30, "most awkward texts fit a raw literal")

    let decks =
      cases.enumerated().map { EmbeddedFile(name: "deck \"\\#\($0.offset)", text: $0.element) }
      + [EmbeddedFile(name: "demo", text: "# Demo\r\n\"\"\"#")]
    let themes = [EmbeddedFile(name: "dark", text: "fg: \"#ffffff\"\n")]
    let generated = try EmbeddedSource.generate(decks: decks, themes: themes)
    for deck in decks.sorted(by: { $0.name < $1.name }) {
      expected.append(Self.hex(deck.name) + " = " + Self.hex(deck.text))
    }
    expected.append(Self.hex("dark") + " = " + Self.hex(themes[0].text))
    expected.append("demo = " + Self.hex(decks.last!.text))

    let main = """
      func hex(_ text: String) -> String {
        text.utf8.map { String($0, radix: 16) }.joined(separator: " ")
      }
      let literals: [String] = [
      \(literals.joined(separator: ",\n"))
      ]
      for text in literals { print(hex(text)) }
      for (name, text) in EmbeddedFiles.decks + EmbeddedFiles.themes {
        print(hex(name) + " = " + hex(text))
      }
      print("demo = " + hex(EmbeddedFiles.demoDeck))

      """
    let output = try Self.compileAndRun(["main.swift": main, "EmbeddedFiles.swift": generated])
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == expected.count)
    for (index, (line, want)) in zip(lines, expected).enumerated() {
      #expect(String(line) == want, "value \(index)")
    }
  }

  /// Compiles `files` into a program with `swiftc` and returns what it prints.
  static func compileAndRun(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "segue-embed-roundtrip-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appending(path: name))
    }
    let program = folder.appending(path: "roundtrip")
    let (status, _, errors) = try run(
      swiftc!,
      ["-swift-version", "6", "-module-name", "RoundTrip", "-o", program.path]
        + files.keys.sorted().map { folder.appending(path: $0).path },
      in: folder)
    try #require(status == 0, "swiftc failed:\n\(errors)")
    let (runStatus, output, runErrors) = try run(program, [], in: folder)
    try #require(runStatus == 0, "the program failed:\n\(runErrors)")
    return output
  }

  /// Runs `executable`, its output and errors going to files in `folder`.
  static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> (
    Int32, String, String
  ) {
    let outURL = folder.appending(path: "stdout")
    let errURL = folder.appending(path: "stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    // Not `Data(contentsOf:)`: it leaks a 4 KB buffer on an empty file (`make sanitize`).
    func read(_ url: URL) throws -> Data {
      try FileHandle(forReadingFrom: url).readToEnd() ?? Data()
    }
    return (
      process.terminationStatus, String(decoding: try read(outURL), as: UTF8.self),
      String(decoding: try read(errURL), as: UTF8.self)
    )
  }
}
