import SegueCore
import SegueRender
import Synchronization

/// The files a talk read from outside its deck's tree, over every load of the deck (the first
/// and each live reload), for the note after the talk.
///
/// A file block added while presenting reads its file on the reload's thread, so the list is
/// gathered where the deck is loaded and read once the talk is over.
final class OutsideFiles: Sendable {
  let tree: DeckTree
  private let found = Mutex<[String]>([])

  init(tree: DeckTree) {
    self.tree = tree
  }

  /// Adds the outside files of `load` (and of the theme files the deck named), once each.
  func note(_ load: DeckLoad, theme: ThemeResolution? = nil) {
    let lines = tree.outsideLines(of: load, theme: theme)
    guard !lines.isEmpty else { return }
    found.withLock { known in known += lines.filter { !known.contains($0) } }
  }

  /// Every outside file noted so far, in the order first read.
  var lines: [String] { found.withLock { $0 } }
}
