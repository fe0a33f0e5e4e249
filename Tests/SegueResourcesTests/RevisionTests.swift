import Foundation
import SegueResources
import Testing

/// The git revision `segue --version` shows: segue-embed reads it at build time, and says
/// `unknown` for a tree without .git (an unpacked tarball), even one inside another repository.
@Suite struct RevisionTests {
  static let root = BuiltInFilesTests.root

  /// The build tool, beside the test bundle (or in .build/debug).
  static let tool: URL = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appending(path: "segue-embed")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return root.appending(path: ".build/debug/segue-embed")
  }()

  /// The revision segue-embed writes for a package whose root is `packageRoot`.
  func embeddedRevision(root packageRoot: URL, in folder: URL) throws -> String {
    let output = folder.appending(path: "EmbeddedFiles.swift")
    let (status, _, errors) = try RoundTripTests.run(
      Self.tool,
      [
        output.path, Self.root.appending(path: "Decks").path,
        Self.root.appending(path: "Themes").path, Self.root.appending(path: "Resources").path,
        folder.appending(path: "stamp").path, packageRoot.path,
      ], in: folder)
    try #require(status == 0, "segue-embed failed: \(errors)")
    let source = try String(contentsOf: output, encoding: .utf8)
    let line = try #require(
      source.split(separator: "\n").first { $0.contains("static let revision: String = ") })
    return String(line.split(separator: "\"")[1])
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: RevisionTests.tool.path)))
  func aTreeWithoutGitSaysUnknown() throws {
    // Inside the repository's own .build: git would find the repository above it.
    let folder = Self.root.appending(path: ".build/revision-test-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try embeddedRevision(root: folder, in: folder) == "unknown")
  }

  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: RevisionTests.tool.path)),
    .enabled(
      if: FileManager.default.fileExists(atPath: RevisionTests.root.appending(path: ".git").path)))
  func aGitTreeGivesItsCommit() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "segue-revision-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, head, _) = try RoundTripTests.run(
      URL(fileURLWithPath: "/usr/bin/git"),
      ["-C", Self.root.path, "rev-parse", "--short=12", "HEAD"], in: folder)
    try #require(status == 0)
    #expect(
      try embeddedRevision(root: Self.root, in: folder) == head.trimmingCharacters(in: .newlines))
  }

  @Test func theBuiltRevisionIsACommitOrUnknown() {
    let revision = BuiltInFiles.revision
    #expect(revision == "unknown" || (revision.count == 12 && revision.allSatisfy(\.isHexDigit)))
  }
}
