// segue-embed: the build tool behind the EmbedResources plugin. It runs only at build time, so it
// may use Foundation; the code it writes does not. FoundationEssentials rather than Foundation:
// SwiftPM builds this tool before anything else can start, and the lighter import takes ~2 s off
// a clean build.
//
//   segue-embed <output.swift> [--decks <file.md>…] [--themes <file.yaml>…]
//
// Writes one Swift file declaring `EmbeddedFiles` (see SegueEmbedding.EmbeddedSource). A file's
// name is its file name without extension.

import FoundationEssentials
import Glibc
import SegueEmbedding

func printError(_ message: String) {
  var bytes = Array(message.utf8)
  _ = write(2, &bytes, bytes.count)
}

func fail(_ message: String) -> Never {
  printError("segue-embed: error: \(message)\n")
  exit(1)
}

var arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.popFirst() else {
  fail("usage: segue-embed <output.swift> [--decks <file>…] [--themes <file>…]")
}
var decks: [EmbeddedFile] = []
var themes: [EmbeddedFile] = []
var isTheme: Bool? = nil
for argument in arguments {
  switch argument {
  case "--decks": isTheme = false
  case "--themes": isTheme = true
  default:
    guard let isTheme else { fail("'\(argument)' comes before --decks or --themes") }
    let url = URL(fileURLWithPath: argument)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      fail("cannot read \(argument)")
    }
    let bytes = [UInt8](data)
    if !EmbeddedFile.isValidUTF8(bytes) {
      printError("\(argument): warning: not valid UTF-8; invalid bytes embedded as U+FFFD\n")
    }
    let file = EmbeddedFile(name: url.deletingPathExtension().lastPathComponent, bytes: bytes)
    if isTheme { themes.append(file) } else { decks.append(file) }
  }
}

let source: String
do {
  source = try EmbeddedSource.generate(decks: decks, themes: themes)
} catch {
  fail(error.description)
}
// Rewrite only on change, so an unchanged result does not recompile SegueResources.
let data = Data(source.utf8)
if FileManager.default.contents(atPath: output) != data {
  do {
    try data.write(to: URL(fileURLWithPath: output), options: .atomic)
  } catch {
    fail("cannot write \(output): \(error)")
  }
}
