import SegueCore
import SegueRender

extension DeckSession {
  /// A deck read: a good deck replaces the shown one; anything else leaves the last good deck
  /// on screen and names the problem (`problems.deck`) until the file is good again.
  ///
  /// "Anything else" is a deck with errors, a file that cannot be read (gone, a FIFO, a
  /// device, a directory, past the size limit: `DeckSource.load` says which), and an empty
  /// file — what an editor leaves between truncating and writing, or `: > deck.md`, which
  /// would otherwise replace the talk by one blank slide.
  mutating func apply(_ prepared: PreparedDeck) -> [Request] {
    switch prepared.result {
    case .failure(let diagnostic):
      problems.deck = Self.bannerText(diagnostic)
    case .success(let load):
      guard let newDeck = load.deck else {
        problems.deck = load.errors.first.map(Self.bannerText) ?? "error: the deck does not load"
        break
      }
      guard !Self.isBlank(load.source) else {
        problems.deck = "error: \(load.source.fileName): the file is empty"
        break
      }
      problems.deck = nil
      let redrawsTheme = resolvesTheme(from: deck, to: newDeck)
      // Drawing pictures leaves the deck's shape (its slides and steps) as it was read.
      let shown = pictures.draw(newDeck)
      deck = shown
      source = load.source
      hash = prepared.hash ?? DeckHash.of(load.source.text)
      let replaced = Request.replaced(shown, shape: prepared.shape)
      guard redrawsTheme else { return [replaced, .redraw] }
      // Drawn once the theme is known, so the new deck never shows in the old theme.
      themeRequest = .deckChanged
      return [replaced, .resolveTheme(newDeck, load.source)]
    }
    return [.redraw]
  }

  /// The rule for when a new deck resolves its theme again: when it is the first deck, when
  /// its `theme:` names another theme and the deck chooses the theme, or when its footer or
  /// margins changed (they are drawn over whatever theme shows it).
  func resolvesTheme(from old: Deck?, to new: Deck) -> Bool {
    guard let old else { return true }
    let themeChanged = !ThemeReference.namesSameTheme(old.meta.theme, new.meta.theme)
    let chromeChanged =
      old.meta.footer != new.meta.footer || old.meta.margins != new.meta.margins
      || old.meta.showsTitleBar != new.meta.showsTitleBar
    return (themeChanged && deckChoosesTheme) || chromeChanged
  }

  /// Whether a deck's text is nothing but blank lines.
  static func isBlank(_ source: SourceText) -> Bool {
    source.text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }
  }
}
