import Foundation
import PackagePlugin

/// Embeds the package's top-level `Decks/*.md` and `Themes/*.yaml` in the target that uses it:
/// runs `segue-embed` to write `EmbeddedFiles.swift` (an internal `enum EmbeddedFiles`) into the
/// plugin's work directory, which SwiftPM then compiles with the target.
///
/// Every embedded file is an input of the command, so editing one regenerates the Swift file on
/// the next build; adding or removing one changes the command line, which does too. A missing or
/// empty `Themes/` embeds no themes. Hidden files and subfolders are ignored.
@main
struct EmbedResources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let decks = try files(in: root.appending(path: "Decks"), withExtension: "md")
    let themes = try files(in: root.appending(path: "Themes"), withExtension: "yaml")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
    let arguments =
      [output.path] + ["--decks"] + decks.map(\.path) + ["--themes"] + themes.map(\.path)
    return [
      .buildCommand(
        displayName: "Embedding \(decks.count) decks and \(themes.count) themes",
        executable: try context.tool(named: "segue-embed").url,
        arguments: arguments,
        inputFiles: decks + themes,
        outputFiles: [output])
    ]
  }

  /// The regular files directly in `folder` whose extension is `ext`, sorted by name; none when
  /// the folder does not exist.
  func files(in folder: URL, withExtension ext: String) throws -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") && $0.hasSuffix("." + ext) }
      .sorted()
      .map { folder.appending(path: $0) }
      .filter { url in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
          && !isFolder.boolValue
      }
  }
}
