import Foundation
import SegueResources
import Testing

/// The embedded files match the package's Decks/, Themes/ and Resources/ folders byte for byte.
@Suite struct BuiltInFilesTests {
  /// The package root: this file is Tests/SegueResourcesTests/BuiltInFilesTests.swift.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The visible files of `folder` ending in `.ext`, by name without extension; none when the
  /// folder is missing.
  static func files(in folder: String, ext: String) throws -> [(name: String, bytes: [UInt8])] {
    let url = root.appending(path: folder)
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { !$0.hasPrefix(".") && $0.hasSuffix("." + ext) }
      .sorted()
      .map { (String($0.dropLast(ext.count + 1)), try bytes(of: url.appending(path: $0))) }
  }

  static func bytes(of url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url))
  }

  @Test func demoDeckIsDecksDemoMd() throws {
    let file = try Self.bytes(of: Self.root.appending(path: "Decks/demo.md"))
    #expect(Array(BuiltInFiles.demoDeck.utf8) == file)
    #expect(BuiltInFiles.deck(named: "demo") == BuiltInFiles.demoDeck)
  }

  @Test func everyDeckIsEmbedded() throws {
    let files = try Self.files(in: "Decks", ext: "md")
    #expect(files.count >= 1)
    #expect(BuiltInFiles.decks.map(\.name) == files.map(\.name))
    for (file, deck) in zip(files, BuiltInFiles.decks) {
      #expect(Array(deck.text.utf8) == file.bytes, "Decks/\(file.name).md")
    }
  }

  @Test func decksAreSortedByName() {
    let names = BuiltInFiles.decks.map(\.name)
    #expect(names == names.sorted())
    #expect(names.contains("demo"))
    #expect(BuiltInFiles.deck(named: "no such deck") == nil)
  }

  @Test func everyThemeIsEmbedded() throws {
    let files = try Self.files(in: "Themes", ext: "yaml")
    #expect(BuiltInFiles.themes.map(\.name) == files.map(\.name))
    for (file, theme) in zip(files, BuiltInFiles.themes) {
      #expect(Array(theme.text.utf8) == file.bytes, "Themes/\(file.name).yaml")
      #expect(BuiltInFiles.theme(named: file.name) == theme.text)
    }
  }

  @Test func everyResourceIsEmbedded() throws {
    let files = try Self.files(in: "Resources", ext: "yaml")
    #expect(files.map(\.name).contains("executors"))
    #expect(BuiltInFiles.resources.map(\.name) == files.map(\.name))
    for (file, resource) in zip(files, BuiltInFiles.resources) {
      #expect(Array(resource.text.utf8) == file.bytes, "Resources/\(file.name).yaml")
    }
    #expect(BuiltInFiles.executors == BuiltInFiles.resource(named: "executors"))
  }
}
