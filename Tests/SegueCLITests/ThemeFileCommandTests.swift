import Foundation
import SegueTestSupport
import Testing

@testable import SegueCLI

/// The theme files a deck names, on a real disk: every special file as the deck's theme and as
/// an `extends:` target, files that are not themes, and cycles made with real links, through
/// `segue check` (a warning, exit 0: the deck still shows, in the default theme) and
/// `segue export --theme` (an error, exit 1).
@Suite struct ThemeFileCommandTests {
  /// A folder holding a copy of `Tests/Fixtures/files/talk.md` and its `themes/`.
  struct Folder {
    let path: String

    init() throws {
      path =
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "segue-\(UUID().uuidString.prefix(8))"
        ).path
      try FileManager.default.copyItem(
        atPath: TestPaths.fixture("Tests/Fixtures/files").path, toPath: path)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func write(_ name: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }
  }

  /// A file that is no theme file, made at a path.
  enum Special: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case fifo, deviceLink, directory, unixSocket, huge, symlinkLoop, missing

    var testDescription: String { rawValue }

    /// The reason the message gives.
    var reason: String {
      switch self {
      case .fifo: "not a regular file (a FIFO)"
      case .deviceLink: "not a regular file (a character device)"
      case .directory: "is a directory"
      case .unixSocket: "not a regular file (a socket)"
      case .huge: "larger than 1 MiB, the most a theme may be"
      case .symlinkLoop: "too many levels of symbolic links"
      case .missing: "no such file"
      }
    }

    func make(at path: String) throws {
      try? FileManager.default.removeItem(atPath: path)
      switch self {
      case .fifo: try #require(mkfifo(path, 0o600) == 0)
      case .deviceLink: try #require(symlink("/dev/zero", path) == 0)
      case .directory: try #require(mkdir(path, 0o755) == 0)
      case .unixSocket: try Self.bindSocket(at: path)
      case .huge:
        // Sparse: 100 MiB that take no room, the size a `stat` would trust.
        try #require(FileManager.default.createFile(atPath: path, contents: nil))
        try #require(truncate(path, 100 << 20) == 0)
      case .symlinkLoop: try #require(symlink(path, path) == 0)
      case .missing: break
      }
    }

    /// A listening Unix socket's file (the descriptor is left open: the file is what counts).
    static func bindSocket(at path: String) throws {
      let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      try #require(fd >= 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let bytes = Array(path.utf8)
      try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (index, byte) in bytes.enumerated() { raw[index] = byte }
        raw[bytes.count] = 0
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      try #require(bound == 0)
    }
  }

  func run(_ arguments: [String]) -> (code: ExitCode, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stderr)
  }

  /// `/proc` files say they are regular and empty: they are refused by their file system,
  /// from the open file, before a byte is read.
  @Test func aProcFileIsNeverRead() {
    #expect(
      Platform.readFile("/proc/self/maps", limit: Platform.themeLimit)
        == .failure(.systemFile("procfs (/proc)")))
  }

  @Test func theFixtureDeckLoadsItsThemeChainFromItsOwnFolder() throws {
    let folder = try Folder()
    defer { folder.remove() }
    // From another working folder: the paths are the deck's, not the cwd's.
    let result = run(["check", folder.path + "/talk.md"])
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
  }

  @Test(arguments: Special.allCases)
  func aSpecialFileAsTheDecksTheme(_ special: Special) throws {
    let folder = try Folder()
    defer { folder.remove() }
    try special.make(at: folder.path + "/themes/talk.yaml")
    let result = run(["check", folder.path + "/talk.md"])
    #expect(result.code == .success)
    #expect(
      result.err.hasPrefix(
        "\(folder.path)/talk.md:4:8: warning: cannot read theme file 'themes/talk.yaml': \(special.reason)\n"
      ))
    #expect(result.err.hasSuffix("warning: the deck's theme settings are ignored; using 'dark'\n"))
  }

  /// `segue theme check` gives the same reason as `--theme` (a folder, a dangling link and a
  /// link loop all said "cannot read the theme file").
  @Test(arguments: Special.allCases)
  func themeCheckOfASpecialFileSaysWhy(_ special: Special) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let path = folder.path + "/odd.yaml"
    try special.make(at: path)
    let result = run(["theme", "check", path])
    #expect(result.code == .failure)
    #expect(result.err.hasSuffix("\(path): \(special.reason)\n"), "\(result.err)")
  }

  @Test(arguments: Special.allCases)
  func aSpecialFileAsAnExtendsTarget(_ special: Special) throws {
    let folder = try Folder()
    defer { folder.remove() }
    try special.make(at: folder.path + "/themes/brand.yaml")
    let result = run(["check", folder.path + "/talk.md"])
    #expect(result.code == .success)
    #expect(
      result.err.hasPrefix(
        "\(folder.path)/themes/talk.yaml:2:10: warning: cannot read theme file 'brand.yaml': \(special.reason)\n"
          + "extends: brand.yaml\n"))
  }

  @Test(arguments: Special.allCases)
  func aSpecialFileAsTheCommandLineThemeIsAnError(_ special: Special) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let theme = folder.path + "/x.yaml"
    try special.make(at: theme)
    let result = run(["export", folder.path + "/talk.md", "--theme", theme])
    #expect(result.code == .failure)
    #expect(
      result.err == "error: cannot read theme file '\(theme)': \(special.reason)\n1 error found\n")
  }

  /// A block device of this machine, if it shows any (containers often do not).
  static let blockDevice: String? = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? []
    return names.sorted().map { "/dev/" + $0 }.first { path in
      var info = stat()
      return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFBLK
    }
  }()

  @Test(.enabled(if: blockDevice != nil, "no block device in /dev"))
  func aLinkToABlockDeviceIsRefusedAsThemeAndAsDeck() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let device = try #require(Self.blockDevice)
    try FileManager.default.removeItem(atPath: folder.path + "/themes/talk.yaml")
    try #require(symlink(device, folder.path + "/themes/talk.yaml") == 0)
    let check = run(["check", folder.path + "/talk.md"])
    #expect(check.code == .success)
    #expect(
      check.err.hasPrefix(
        "\(folder.path)/talk.md:4:8: warning: cannot read theme file 'themes/talk.yaml': not a regular file (a block device)\n"
      ))
    try #require(symlink(device, folder.path + "/disk.md") == 0)
    let deck = run(["check", folder.path + "/disk.md"])
    #expect(deck.code == .failure)
    #expect(
      deck.err.hasPrefix("error: \(folder.path)/disk.md: not a regular file (a block device)\n"))
  }

  static let notThemes = [
    "passwd.yaml", "shadow.yaml", "environ.yaml", "junk.yaml", "compose.yaml", "list.yaml",
  ]

  /// Each fixture holds the word SECRET: no message may show it, nor any line of the file.
  @Test(arguments: notThemes)
  func aFileThatIsNotAThemeIsNamedNotQuoted(_ name: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("themes/brand.yaml", "extends: ../not-themes/\(name)\n")
    let check = run(["check", folder.path + "/talk.md"])
    #expect(check.code == .success)
    #expect(check.err.contains(": warning: '../not-themes/\(name)' is not a theme: "))
    let export = run([
      "export", folder.path + "/talk.md", "--theme", folder.path + "/not-themes/" + name,
    ])
    #expect(export.code == .failure)
    let themeCheck = run(["theme", "check", folder.path + "/not-themes/" + name])
    #expect(themeCheck.code == .failure)
    #expect(themeCheck.err.contains("not-themes/\(name)' is not a theme: "))
    for err in [check.err, export.err, themeCheck.err] {
      #expect(!err.contains("SECRET"), "\(err)")
      #expect(!err.contains("root") && !err.contains("nginx"), "\(err)")
    }
  }

  @Test func aThemeExtendingTheDeckThroughALinkIsACycle() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try #require(symlink("../talk.md", folder.path + "/themes/deck.yaml") == 0)
    try folder.write("themes/brand.yaml", "extends: deck.yaml\n")
    let result = run(["check", folder.path + "/talk.md"])
    #expect(result.code == .success)
    #expect(
      result.err.hasPrefix(
        "\(folder.path)/themes/brand.yaml:1:10: warning: 'extends' makes a cycle: "
          + "\(folder.path)/talk.md → themes/talk.yaml → brand.yaml → deck.yaml "
          + "(the same file as \(folder.path)/talk.md)\n"))
  }

  @Test func aCycleThroughALinkedFolderIsACycle() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try #require(symlink("themes", folder.path + "/alias") == 0)
    try folder.write("themes/brand.yaml", "extends: ../alias/talk.yaml\n")
    let result = run(["theme", "check", folder.path + "/themes/talk.yaml"])
    #expect(result.code == .failure)
    #expect(
      result.err.hasPrefix(
        "\(folder.path)/themes/brand.yaml:1:10: error: 'extends' makes a cycle: "
          + "\(folder.path)/themes/talk.yaml → brand.yaml → ../alias/talk.yaml "
          + "(the same file as \(folder.path)/themes/talk.yaml)\n"))
  }

  @Test func aThemePathWithoutAYAMLNameIsRefusedBeforeItIsOpened() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let text = try String(contentsOfFile: folder.path + "/talk.md", encoding: .utf8)
    try folder.write(
      "talk.md", text.replacingOccurrences(of: "themes/talk.yaml", with: "/proc/self/environ"))
    let result = run(["check", folder.path + "/talk.md"])
    #expect(result.code == .success)
    #expect(
      result.err.hasPrefix(
        "\(folder.path)/talk.md:4:8: warning: theme file '/proc/self/environ' must have a .yaml or .yml name\n"
      ))
  }
}
