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
