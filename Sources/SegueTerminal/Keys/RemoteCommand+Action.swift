/// The speaker view's keys travel to the presenter as `RemoteCommand`s, which the presenter
/// performs as the same actions: the two directions of that mapping, side by side.
extension RemoteCommand {
  /// The command for an action the speaker view sends; nil for an action it keeps.
  init?(_ command: Command) {
    switch command.action {
    case .next: self = .next
    case .previous: self = .previous
    case .nextSection: self = .nextSection
    case .previousSection: self = .previousSection
    case .first: self = .first
    case .last: self = .last
    case .selectSection:
      guard let n = command.count else { return nil }
      self = .selectSection(n)
    case .goToSlide:
      guard let n = command.count else { return nil }
      self = .goToSlide(n)
    case .runSnippet: self = .runSnippet
    default: return nil
    }
  }

  /// The action the presenter performs, with its count.
  var action: (Action, count: Int?) {
    switch self {
    case .next: (.next, nil)
    case .previous: (.previous, nil)
    case .nextSection: (.nextSection, nil)
    case .previousSection: (.previousSection, nil)
    case .first: (.first, nil)
    case .last: (.last, nil)
    case .selectSection(let n): (.selectSection, n)
    case .goToSlide(let n): (.goToSlide, n)
    case .runSnippet: (.runSnippet, nil)
    }
  }
}
