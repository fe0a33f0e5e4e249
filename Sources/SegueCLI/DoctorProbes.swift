import SegueCore
import SegueExec
import SegueRender
import SegueTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// What `segue doctor` asks of the machine, as values and functions: the command gives the
/// real ones (`live`), the golden test a controlled set, so the report's rules are tested on
/// any machine.
struct DoctorProbes {
  /// An environment variable, nil when unset.
  var environment: (String) -> String?
  /// The terminfo entry of TERM, nil when there is none.
  var terminfo: () -> TerminalProbe?
  /// The locale's character set once `setlocale(LC_ALL, "")` ran (`UTF-8`), and the columns a
  /// wide character (日) takes there.
  var codeset: String
  var wideColumns: Int
  /// Where a program is on PATH, nil when it is not.
  var findProgram: (String) -> String?
  /// The font family the PDF's monospace text is set in (fontconfig's match), nil when
  /// fontconfig cannot say.
  var monospaceFont: () -> String?
  /// Whether a file or folder is there, and the theme files in the user's folder.
  var exists: (String) -> Bool
  var userThemes: [String]
  var libraries: [LinkedLibrary]
  /// The config file did not read (its problems were printed above the report).
  var configIsBroken = false

  /// The machine's own answers.
  static var live: DoctorProbes {
    let locale = TerminalProbe.locale()
    return DoctorProbes(
      environment: Platform.environment, terminfo: TerminalProbe.terminfo,
      codeset: locale.codeset, wideColumns: locale.wideColumns,
      findProgram: PathSearch.find, monospaceFont: monospaceFont,
      exists: Platform.entryExists, userThemes: ThemeSelection.catalog.userThemeNames,
      libraries: [
        .cmark, .yaml, .ncurses, .syntaxHighlighting, .chafa, .librsvg, .cairo, .pango,
        .libvterm,
      ])
  }

  /// The family fontconfig gives for the PDF's and PNG's font (DejaVu Sans Mono): itself when
  /// installed, else the stand-in Pango will use.
  static func monospaceFont() -> String? {
    let command = "fc-match -f '%{family}' 'DejaVu Sans Mono' 2>/dev/null"
    guard PathSearch.find("fc-match") != nil, let pipe = popen(command, "r") else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 256)
    while bytes.count < 4096 {
      let n = fread(&chunk, 1, chunk.count, pipe)
      if n <= 0 { break }
      bytes += chunk[..<n]
    }
    guard pclose(pipe) == 0 else { return nil }
    let family = String(decoding: bytes, as: UTF8.self).split(separator: ",").first ?? ""
    return family.isEmpty ? nil : DiagnosticFormatter.shown(String(family))
  }

}
