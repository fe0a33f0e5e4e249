import SegueCore
import SegueExec
import SegueRender
import SegueTerminal

extension DoctorChecks {
  static func pictures(_ probes: DoctorProbes) -> [DoctorReport.Finding] {
    var environment: [String: String] = [:]
    for name in ImageProtocolChoice.environmentNames {
      environment[name] = probes.environment(name)
    }
    let images: DoctorReport.Finding =
      if ImageProtocolChoice.isMultiplexer(environment) {
        .note(
          "images",
          "drawn in coloured characters (inside tmux or screen, whose panes do not "
            + "pass pictures through)",
          fix: "present outside the multiplexer in kitty, WezTerm, iTerm2 or a sixel terminal "
            + "for full pictures, or --image-protocol kitty|sixel if yours passes them")
      } else if let named = ImageProtocolChoice.named(by: environment) {
        .fine("images", "\(named.rawValue) pictures (the terminal says who it is)")
      } else {
        .note(
          "images", "asked at start: kitty's graphics, then sixel, else coloured characters",
          fix: "--image-protocol kitty|iterm2|sixel|symbols decides without asking")
      }
    let font: DoctorReport.Finding =
      if let family = probes.monospaceFont(), family == "DejaVu Sans Mono" {
        .fine("PDF and PNG font", family)
      } else if let family = probes.monospaceFont() {
        .off(
          "PDF and PNG font", "DejaVu Sans Mono is missing; fontconfig gives \(family)",
          fix: "install fonts-dejavu-core: box drawing and block glyphs are set in it")
      } else {
        .off(
          "PDF and PNG font", "fontconfig finds no monospace font",
          fix: "install fonts-dejavu-core (Debian) or any monospace font")
      }
    return [images, font]
  }

  /// The diagram tools and the snippets' interpreters: which run here, which are missing.
  static func tools(_ probes: DoctorProbes) -> [DoctorReport.Finding] {
    var findings: [DoctorReport.Finding] = []
    for tool in DiagramTool.all {
      let missing = tool.programs().filter { probes.findProgram($0) == nil }
      findings.append(
        missing.isEmpty
          ? .fine("\(tool.name) diagrams", tool.programs().joined(separator: ", ") + " found")
          : .note(
            "\(tool.name) diagrams", missing.joined(separator: ", ") + " not found",
            fix: "install \(tool.install)"))
    }
    var found: [String] = []
    var missing: [String] = []
    for (language, executor) in ExecutorTable.builtIn.languages.sorted(by: { $0.key < $1.key }) {
      guard let program = executor.commands.first?.first else { continue }
      if probes.findProgram(program) != nil {
        found.append(language)
      } else {
        missing.append(language)
      }
    }
    findings.append(
      .fine("snippets run in", found.isEmpty ? "none" : found.joined(separator: ", ")))
    if !missing.isEmpty {
      findings.append(
        .note(
          "snippets need", missing.joined(separator: ", "),
          fix: "install the language's interpreter or compiler; 'segue check' names the "
            + "package for each block"))
    }
    return findings
  }

  static func folders(_ probes: DoctorProbes) -> [DoctorReport.Finding] {
    let env = probes.environment
    let config = configHome(env).map { $0 + "/segue" }
    var findings: [DoctorReport.Finding] = []
    if let config {
      let file = config + "/config.yaml"
      findings.append(
        probes.configIsBroken
          ? .off(
            "config", "does not read (its problems are above)",
            fix: "segue config check shows each problem with its place")
          : .note("config", probes.exists(file) ? file : "\(file) (none: the defaults)"))
      let themes = probes.userThemes
      findings.append(
        .note(
          "your themes",
          config + "/themes"
            + (themes.isEmpty ? " (none)" : ": " + themes.joined(separator: ", "))))
    } else {
      findings.append(
        .off(
          "config", "neither XDG_CONFIG_HOME nor HOME is set",
          fix: "set HOME: your themes and config live under it"))
    }
    if let state = StateFolder.folder(environment: env) {
      findings.append(.note("state", state + " (positions, rehearsal times, speaker sockets)"))
    }
    if let cache = DiagramCache.defaultFolder(environment: env) {
      findings.append(.note("diagram cache", cache))
    }
    return findings
  }

  static func configHome(_ env: (String) -> String?) -> String? {
    if let xdg = env("XDG_CONFIG_HOME"), xdg.hasPrefix("/") { return xdg }
    if let home = env("HOME"), home.hasPrefix("/") { return home + "/.config" }
    return nil
  }
}
