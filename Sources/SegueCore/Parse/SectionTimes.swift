/// Front matter's `time:`: time budgets per section, named as the segment bar names them.
///
/// Sections have no names of their own in front matter; the deck names them by their headings
/// (or `<!-- section: Name -->`), and `segue check` numbers them. So `time:` is a mapping from
/// a section's title, or its number counted from 1, to a time (`Intro: 3m`, `2: 90s`). Read
/// once in two halves: the values when front matter is read, the names once the splitter has
/// made the sections. A budget only paces the speaker, so every problem here is a warning.
public struct SectionTime: Sendable, Equatable {
  /// The section's title or number as written.
  public var name: String
  public var seconds: Int
  public var line: Int
  public var column: Int
}

enum SectionTimes {
  /// Reads the value of `time:`; problems go to `diagnostics` as warnings.
  static func read(_ node: YAMLValue, source: SourceText, diagnostics: inout [Diagnostic])
    -> [SectionTime]
  {
    func warn(_ message: String, _ at: YAMLValue) {
      diagnostics.append(
        .warning(message, at: source.location(line: at.line, column: at.column)))
    }
    guard case .mapping(let pairs) = node.kind else {
      warn(
        "'time' must be a mapping of sections to times, as in {Intro: 3m, Demo: 10m}:"
          + " it is ignored", node)
      return []
    }
    var times: [SectionTime] = []
    for (key, value) in pairs {
      guard let name = key.scalar, !name.isEmpty else {
        warn("a section in 'time' is named by its title or its number", key)
        continue
      }
      guard let text = value.scalar, let seconds = DurationText.seconds(text) else {
        warn(
          "the time of section '\(name)' must be a time such as 3m, 90s, 1m30s or 1.5m:"
            + " the section has no budget", value)
        continue
      }
      times.append(SectionTime(name: name, seconds: seconds, line: key.line, column: key.column))
    }
    return times
  }

  /// Gives each named section its budget; a name that is no section's title or number is a
  /// warning (with the closest title). A title shared by several sections names all of them.
  static func apply(_ times: [SectionTime], to sections: inout [Section], source: SourceText)
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    let titles = sections.map(\.title)
    for time in times {
      var matched = false
      for index in sections.indices
      where sections[index].title == time.name || Int(time.name) == index + 1 {
        sections[index].budget = time.seconds
        matched = true
      }
      if !matched {
        let numbers = sections.count == 1 ? "1" : "1 to \(sections.count)"
        diagnostics.append(
          .warning(
            "'time' names no section '\(time.name)' (sections are named by their titles or"
              + " numbered \(numbers))" + Suggestion.hint(for: time.name, in: titles),
            at: source.location(line: time.line, column: time.column)))
      }
    }
    return diagnostics
  }
}
