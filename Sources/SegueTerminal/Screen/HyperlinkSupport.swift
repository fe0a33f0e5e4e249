/// Whether the terminal makes OSC 8 hyperlinks clickable, as the environment tells it: no
/// terminal answers a query for it, so this decides as `ls --hyperlink=auto`, GCC and the
/// `supports-hyperlinks` package do, from the names terminals put in the environment.
///
/// `SEGUE_HYPERLINKS=1` or `0` decides outright. Otherwise yes for kitty, WezTerm, iTerm2
/// (3.1+), foot, Ghostty, VS Code's terminal (1.72+), Windows Terminal, Alacritty, and VTE
/// terminals (GNOME Terminal, Tilix…) from VTE 0.50; inside tmux only from 3.4, which keeps
/// links and passes them on to an outer terminal that has them (older versions drop them);
/// never inside GNU screen or on an unknown terminal, where the sequence could show as text.
public enum HyperlinkSupport {
  public static func isSupported(_ environment: (String) -> String?) -> Bool {
    switch environment("SEGUE_HYPERLINKS") {
    case "1", "on", "always", "yes": return true
    case "0", "off", "never", "no": return false
    default: break
    }
    let term = environment("TERM") ?? ""
    let program = environment("TERM_PROGRAM") ?? ""
    let version = environment("TERM_PROGRAM_VERSION") ?? ""
    if term == "dumb" || environment("STY") != nil || term.hasPrefix("screen") && program != "tmux"
    {
      return false
    }
    if program == "tmux" || environment("TMUX") != nil {
      return program == "tmux" && atLeast(version, [3, 4])
    }
    switch program {
    case "WezTerm", "ghostty", "Tabby", "rio": return true
    case "iTerm.app": return atLeast(version, [3, 1])
    case "vscode": return atLeast(version, [1, 72])
    default: break
    }
    if let vte = environment("VTE_VERSION").flatMap({ Int($0) }), vte >= 5000 { return true }
    if environment("KITTY_WINDOW_ID") != nil || environment("WT_SESSION") != nil { return true }
    return term == "xterm-kitty" || term.hasPrefix("foot") || term == "alacritty"
      || term == "xterm-ghostty" || term == "wezterm"
  }

  /// Whether a dotted version (`3.4`, `3.3a`, `1.85.2`) is at least `least`.
  static func atLeast(_ version: String, _ least: [Int]) -> Bool {
    let parts = version.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
    for (index, wanted) in least.enumerated() {
      let part = index < parts.count ? parts[index] : 0
      if part != wanted { return part > wanted }
    }
    return true
  }
}
