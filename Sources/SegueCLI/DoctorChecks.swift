import SegueCore
import SegueExec
import SegueRender
import SegueTerminal

/// The rules of `segue doctor`: what the terminal can do and what Segue will use there, the
/// tools it runs, its folders and libraries, each finding with a fix when something is off.
/// Pure over `DoctorProbes`, so the whole report is a golden in a controlled environment.
enum DoctorChecks {
  static func report(_ probes: DoctorProbes) -> DoctorReport {
    DoctorReport(sections: [
      .init(title: "Terminal", findings: terminal(probes)),
      .init(title: "Pictures and pages", findings: pictures(probes)),
      .init(title: "Diagrams and snippets", findings: tools(probes)),
      .init(title: "Folders", findings: folders(probes)),
      .init(title: "Libraries", findings: probes.libraries.map { .fine($0.name, $0.version) }),
    ])
  }

  static func terminal(_ probes: DoctorProbes) -> [DoctorReport.Finding] {
    let env = probes.environment
    let term = env("TERM") ?? ""
    var findings: [DoctorReport.Finding] = []
    let inside = ImageProtocolChoice.isMultiplexer([
      "TERM": term, "TMUX": env("TMUX") ?? "",
      "STY": env("STY") ?? "",
    ])
    if term.isEmpty {
      return [
        .off(
          "terminal", "TERM is not set",
          fix: "present in a terminal emulator, which sets TERM to its name")
      ]
    }
    if term == "dumb" {
      return [
        .off(
          "terminal", "TERM=dumb cannot place the cursor, which a slide needs",
          fix: "present in a terminal emulator (an editor's output pane is not one)")
      ]
    }
    guard let entry = probes.terminfo() else {
      return [
        .off(
          "terminal", "no terminfo entry for TERM=\(term)",
          fix: "install ncurses-term, which has the entries of most terminals, or set "
            + "TERM=xterm-256color")
      ]
    }
    findings.append(.fine("terminal", "TERM=\(term)" + (inside ? " (inside tmux or screen)" : "")))
    let (depth, reason) = entry.depth(
      noColor: !(env("NO_COLOR") ?? "").isEmpty, colorTerm: env("COLORTERM"))
    let shown = "\(name(of: depth)) (\(reason))"
    switch depth {
    case .trueColor: findings.append(.fine("colours", shown))
    case .none where env("NO_COLOR").map({ !$0.isEmpty }) ?? false:
      findings.append(
        .note("colours", shown, fix: "unset NO_COLOR to see the themes' colours"))
    case .none: findings.append(.off("colours", shown, fix: "--colors 256 if it has colour"))
    default:
      findings.append(
        .note(
          "colours", shown,
          fix: "if the terminal shows 24-bit colour, set COLORTERM=truecolor or use "
            + "--colors 24bit"))
    }
    findings.append(locale(probes))
    findings.append(
      probes.wideColumns == 2
        ? .fine("wide characters", "日本 takes 4 columns")
        : .off(
          "wide characters", "日 is not two columns wide in this locale",
          fix: "a UTF-8 locale (LANG=C.UTF-8)"))
    findings.append(
      entry.hasMouse
        ? .fine("mouse", "wheel and clicks (SGR mouse reports)")
        : .note("mouse", "the terminfo entry names no mouse (kmous); Segue asks for it anyway"))
    findings.append(background(env("COLORFGBG")))
    return findings
  }

  static func locale(_ probes: DoctorProbes) -> DoctorReport.Finding {
    probes.codeset == "UTF-8"
      ? .fine("UTF-8 locale", "characters are \(probes.codeset)")
      : .off(
        "UTF-8 locale", "the locale's characters are \(probes.codeset)",
        fix: "export LANG=C.UTF-8 (or any *.UTF-8 locale) before presenting")
  }

  static func background(_ colorFGBG: String?) -> DoctorReport.Finding {
    guard let colorFGBG else {
      return .note(
        "background",
        "not told (no COLORFGBG); the presenter asks the terminal (OSC 11) "
          + "and picks dark or light")
    }
    guard let rgb = TerminalThemes.background(colorFGBG: colorFGBG) else {
      return .note(
        "background",
        "COLORFGBG=\(DiagnosticFormatter.shown(colorFGBG)) names no colour; the presenter "
          + "asks the terminal (OSC 11)")
    }
    let kind = TerminalThemes.isLight(rgb) ? "light" : "dark"
    return .fine(
      "background",
      "\(kind) (COLORFGBG=\(colorFGBG)): the \(kind) theme, or a chosen theme's "
        + "counterpart where its text cannot be read")
  }

  static func name(of depth: ColorDepth) -> String {
    switch depth {
    case .trueColor: "24-bit"
    case .palette256: "256 colours"
    case .ansi16: "16 colours"
    case .none: "no colour"
    }
  }

}
