import Foundation
import PackagePlugin

/// Embeds the package's top-level `Decks/*.md`, `Themes/*.yaml` and `Resources/*.yaml`, and the
/// package's git revision, in the target that uses it: runs `segue-embed`, which lists the folders and writes `EmbeddedFiles.swift` (an internal
/// `enum EmbeddedFiles`) into the plugin's work directory; SwiftPM compiles it with the target.
///
/// The command runs on every build, and rewrites `EmbeddedFiles.swift` only when an embedded
/// text changed, so a build with no change recompiles nothing (the run costs a few milliseconds).
/// Why not declare each file as an input: SwiftPM asks this plugin for its commands only when it
/// re-plans the build (after a change to Package.swift or to the file list of a target folder;
/// `Decks/`, `Themes/` and `Resources/` are none of them), and reuses the cached commands
/// otherwise. With the files as inputs, a deck or theme added since the last plan would be
/// missed or its edits ignored, and removing or renaming one would stop the build with "missing
/// inputs". So the only input is a stamp file the tool rewrites on each run, which makes the
/// next build run it again; the tool lists the folders itself. (An output the tool never writes
/// would do the same, but SwiftPM would treat it as a resource.)
@main
struct EmbedResources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let work = context.pluginWorkDirectoryURL
    let output = work.appending(path: "EmbeddedFiles.swift")
    let stamp = work.appending(path: "EmbeddedFiles.stamp")
    // The stamp must exist before the first build: a missing input stops the build.
    if !FileManager.default.fileExists(atPath: stamp.path) {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      try Data().write(to: stamp)
    }
    return [
      .buildCommand(
        displayName: "Embedding the built-in decks, themes and resources",
        executable: try context.tool(named: "segue-embed").url,
        arguments: [
          output.path, root.appending(path: "Decks").path, root.appending(path: "Themes").path,
          root.appending(path: "Resources").path, stamp.path, root.path,
        ],
        inputFiles: [stamp],
        outputFiles: [output])
    ]
  }
}
