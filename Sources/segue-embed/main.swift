// segue-embed: the build tool behind the EmbedResources plugin. It runs only at build time. It
// uses Glibc rather than Foundation: SwiftPM builds this tool before anything else can start, and
// importing Foundation (even FoundationEssentials) costs seconds of that serial time on a clean
// build.
//
//   segue-embed <output.swift> <decks folder> <themes folder> <resources folder> <stamp> <root>
//
// Embeds the visible regular files `*.md` of the decks folder (which must hold demo.md), and
// `*.yaml` of the themes and resources folders (which may be missing or empty; resources are
// the other built-in files, such as the executors table), each named by its file name
// without extension, into one Swift file declaring `EmbeddedFiles` (see
// SegueEmbedding.EmbeddedSource), with the git commit checked out at <root> (the package's
// folder; `unknown` when it holds no .git, as an unpacked tarball, or git fails). Rewrites the output only when it changes, and the stamp always
// (the plugin's only declared input: rewriting it makes the next build run this tool again).

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

enum Kind { case missing, folder, file, other }

func kind(of path: String) -> Kind {
  var info = stat()
  guard stat(path, &info) == 0 else { return .missing }
  switch info.st_mode & S_IFMT {
  case S_IFDIR: return .folder
  case S_IFREG: return .file
  default: return .other
  }
}

/// The names in `folder`, `.` and `..` included.
func names(in folder: String) -> [String] {
  guard let directory = opendir(folder) else { fail("cannot list \(folder)") }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    names.append(
      withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      })
  }
  return names
}

func contents(of path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    bytes += buffer[..<count]
    if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
  }
}

/// Writes through a temporary file and a rename, so a reader never sees half a file.
func write(_ bytes: [UInt8], to path: String) {
  let temporary = path + ".tmp"
  guard let file = fopen(temporary, "wb") else { fail("cannot write \(temporary)") }
  let written = fwrite(bytes, 1, bytes.count, file)
  guard fclose(file) == 0, written == bytes.count, rename(temporary, path) == 0 else {
    fail("cannot write \(path)")
  }
}

/// The files `<folder>/*.<ext>`, by name; none when `folder` is missing and `optional`.
func files(in folder: String, withExtension ext: String, optional: Bool) -> [EmbeddedFile] {
  guard kind(of: folder) == .folder else {
    if optional { return [] }
    fail("no folder \(folder)")
  }
  return names(in: folder).filter { !$0.hasPrefix(".") && $0.hasSuffix("." + ext) }.sorted()
    .compactMap { name in
      let path = folder + "/" + name
      guard kind(of: path) == .file else { return nil }
      guard let bytes = contents(of: path) else { fail("cannot read \(path)") }
      if !EmbeddedFile.isValidUTF8(bytes) {
        printError("\(path): warning: not valid UTF-8; invalid bytes embedded as U+FFFD\n")
      }
      return EmbeddedFile(name: String(name.dropLast(ext.count + 1)), bytes: bytes)
    }
}

/// `git rev-parse --short=12 HEAD` in `root`; `unknown` when `root` has no `.git` of its own (a
/// tarball unpacked inside another repository must not take that one's commit) or git fails.
func revision(of root: String) -> String {
  guard kind(of: root + "/.git") != .missing else { return "unknown" }
  let quoted =
    "'"
    + root.split(separator: "'", omittingEmptySubsequences: false)
    .joined(separator: "'\\''") + "'"
  guard let pipe = popen("git -C \(quoted) rev-parse --short=12 HEAD 2>/dev/null", "r") else {
    return "unknown"
  }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 256)
  while case let count = fread(&buffer, 1, buffer.count, pipe), count > 0 {
    bytes += buffer[..<count]
  }
  let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first ?? ""
  guard pclose(pipe) == 0, text.count >= 7, text.allSatisfy(\.isHexDigit) else { return "unknown" }
  return String(text)
}

let arguments = CommandLine.arguments
guard arguments.count == 7 else {
  fail(
    "usage: segue-embed <output.swift> <decks folder> <themes folder> <resources folder> <stamp> "
      + "<root>")
}
let (output, decksFolder, themesFolder, resourcesFolder, stamp, root) = (
  arguments[1], arguments[2], arguments[3], arguments[4], arguments[5], arguments[6]
)
let source: String
do {
  source = try EmbeddedSource.generate(
    decks: files(in: decksFolder, withExtension: "md", optional: false),
    themes: files(in: themesFolder, withExtension: "yaml", optional: true),
    resources: files(in: resourcesFolder, withExtension: "yaml", optional: true),
    revision: revision(of: root))
} catch {
  fail(error.description)
}
let bytes = Array(source.utf8)
if contents(of: output) != bytes {
  write(bytes, to: output)
}
var now = timespec()
clock_gettime(CLOCK_REALTIME, &now)
write(Array("\(now.tv_sec).\(now.tv_nsec)\n".utf8), to: stamp)
