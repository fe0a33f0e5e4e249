/// What `segue doctor` found, and how it is printed: a section per concern, a line per
/// finding, marked `✓` (fine), `!` (off, with its fix under it) or `·` (worth knowing).
struct DoctorReport: Equatable {
  struct Finding: Equatable {
    enum Mark: String { case fine = "✓", off = "!", note = "·" }
    var mark: Mark
    var topic: String
    var text: String
    /// What to do about it, for a finding that is off (or a note with a way to do better).
    var fix: String?

    static func fine(_ topic: String, _ text: String) -> Finding {
      Finding(mark: .fine, topic: topic, text: text)
    }
    static func off(_ topic: String, _ text: String, fix: String) -> Finding {
      Finding(mark: .off, topic: topic, text: text, fix: fix)
    }
    static func note(_ topic: String, _ text: String, fix: String? = nil) -> Finding {
      Finding(mark: .note, topic: topic, text: text, fix: fix)
    }
  }

  struct Section: Equatable {
    var title: String
    var findings: [Finding]
  }

  var sections: [Section]

  /// How many findings are off.
  var problems: Int { sections.flatMap(\.findings).filter { $0.mark == .off }.count }

  /// The report as printed: topics in a column, fixes indented under their finding, and a
  /// closing line that counts what is off.
  var text: String {
    let width = sections.flatMap(\.findings).map(\.topic.count).max() ?? 0
    var out = ""
    for section in sections {
      out += section.title + "\n"
      for finding in section.findings {
        let pad = String(repeating: " ", count: width - finding.topic.count)
        out += "  \(finding.mark.rawValue) \(finding.topic)\(pad)  \(finding.text)\n"
        if let fix = finding.fix {
          out += "    " + String(repeating: " ", count: width + 2) + "fix: \(fix)\n"
        }
      }
      out += "\n"
    }
    out +=
      problems == 0
      ? "Nothing is off.\n"
      : "\(problems) thing\(problems == 1 ? "" : "s") to look at (marked !).\n"
    return out
  }
}
