/// How a dialect's tool places an incremental list's steps against what surrounds it.
///
/// Every dialect reveals nested items one by one in document order (a parent, then each of its
/// children, then the next parent), as presenterm and patat do. Where the tools differ is the
/// list's edges: patat (0.8, Debian's) and presenterm (0.12 and later, by default) show the
/// lead-in text alone before the first item, and presenterm also waits one step after the last
/// item before what follows; Segue's own decks show the first item with the lead-in.
struct ListReveal: Equatable {
  /// The first item waits one step after what precedes the list.
  var pauseBefore = false
  /// That step is taken only when something shows alone before the list: patat's lead-in (or
  /// the slide's title). Right after a pause (`. . .`) nothing does, and patat adds no step;
  /// presenterm pauses regardless.
  var pauseBeforeNeedsLeadIn = false
  /// What follows the list waits one step after its last item (no step when nothing follows).
  var pauseAfter = false

  init(pauseBefore: Bool = false, pauseBeforeNeedsLeadIn: Bool = false, pauseAfter: Bool = false) {
    self.pauseBefore = pauseBefore
    self.pauseBeforeNeedsLeadIn = pauseBeforeNeedsLeadIn
    self.pauseAfter = pauseAfter
  }

  /// The rule of the tool that `dialect` stands for.
  init(_ dialect: Dialect) {
    switch dialect {
    case .pandoc: self.init(pauseBefore: true, pauseBeforeNeedsLeadIn: true)
    case .presenterm: self.init(pauseBefore: true, pauseAfter: true)
    default: self.init()
    }
  }
}
