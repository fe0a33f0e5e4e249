import Foundation
import SegueTestSupport
import Testing

/// A folder named by the environment (`XDG_CONFIG_HOME`) is printed as deck text is: a value
/// planted with OSC 0 and BEL retitled the terminal from `segue themes --help` and `segue
/// theme new`.
@Suite struct EnvironmentPathTests {
  @Test(arguments: [["themes", "--help"], ["theme", "new", "mine"]])
  func theThemeFolderIsShownNotSent(_ arguments: [String]) throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: base) }
    let planted = base.path + "/x\u{1B}]0;PWN\u{7}y"
    let result = try SegueProcess.run(arguments, environment: ["XDG_CONFIG_HOME": planted])
    #expect(result.status == 0)
    #expect(!result.stdoutBytes.contains(0x1B) && !result.stdoutBytes.contains(0x07))
    #expect(result.stdout.contains("x␛]0;PWN␇y/segue/themes"))
  }
}

/// `segue themes` lists the user's themes that are regular files only: a FIFO, a folder or a
/// dangling link named `x.yaml` was listed as a theme.
@Suite struct UserThemeListTests {
  @Test func onlyRegularFilesAreListed() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: base) }
    let folder = base.appendingPathComponent("segue/themes").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(mkfifo(folder + "/fifo.yaml", 0o600) == 0)
    #expect(mkdir(folder + "/folder.yaml", 0o700) == 0)
    #expect(symlink("nowhere.yaml", folder + "/dangling.yaml") == 0)
    #expect(symlink("good.yaml", folder + "/linked.yaml") == 0)
    try "segment_bar:\n  position: top\n".write(
      toFile: folder + "/good.yaml", atomically: true, encoding: .utf8)
    let result = try SegueProcess.run(["themes"], environment: ["XDG_CONFIG_HOME": base.path])
    #expect(result.status == 0)
    let users = result.stdout.split(separator: "\n").filter { $0.contains(" user ") }
      .map { $0.split(separator: " ").first.map(String.init) ?? "" }
    #expect(users == ["good", "linked"])
  }
}

/// `segue theme new` never writes through a link: a dangling `NAME.yaml` link in the theme
/// folder made it create the link's target, wherever that was.
@Suite struct ThemeNewLinkTests {
  @Test func aDanglingLinkIsAnExistingTheme() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: base) }
    let folder = base.appendingPathComponent("segue/themes").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let target = base.appendingPathComponent("elsewhere.txt").path
    #expect(symlink(target, folder + "/mine.yaml") == 0)
    let result = try SegueProcess.run(
      ["theme", "new", "mine"], environment: ["XDG_CONFIG_HOME": base.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("mine.yaml already exists"))
    #expect(!FileManager.default.fileExists(atPath: target))
  }
}
