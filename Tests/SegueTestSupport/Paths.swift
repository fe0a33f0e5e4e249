import Foundation

/// Where things are when tests run: the package, its fixtures, the shared corpus, the binary.
public enum TestPaths {
  /// The package root, found from this file's location.
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  /// `../shared/corpus` beside the repository (or the folder `SEGUE_CORPUS` names), when it is
  /// there.
  ///
  /// `SEGUE_CORPUS=/nonexistent swift test` shows what a machine without the corpus runs: the
  /// corpus tests are reported as skipped (see `needsCorpus`), never as passed.
  public static var corpus: URL? {
    let url =
      ProcessInfo.processInfo.environment["SEGUE_CORPUS"].map { URL(fileURLWithPath: $0) }
      ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  public static func fixture(_ relativePath: String) -> URL {
    packageRoot.appendingPathComponent(relativePath)
  }

  /// The built `segue` binary (built by `swift build` before `swift test`).
  public static var segueBinary: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("segue")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return packageRoot.appendingPathComponent(".build/debug/segue")
  }

  /// Every file under a corpus folder, sorted; empty when the corpus is absent.
  public static func corpusFiles(_ folder: String) -> [URL] {
    guard let corpus else { return [] }
    let dir = corpus.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.sorted().map { dir.appendingPathComponent($0) }
  }
}
