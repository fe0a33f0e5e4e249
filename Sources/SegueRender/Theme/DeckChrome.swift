import SegueCore

extension Theme {
  /// The theme with the deck's own footer and margins drawn over it.
  ///
  /// `footer:` (or the footer of the tool the deck was written for, `ToolChrome`), the title
  /// bar that tool shows, and patat's `margins:` belong to the deck, not to a theme: they apply whichever
  /// theme shows it (named by the deck, on the command line, or the default), so they are
  /// applied once, after the theme is chosen.
  public func applying(_ meta: DeckMeta) -> Theme {
    var theme = self
    if let footer = meta.footer {
      if let left = footer.left { theme.footer.left = left }
      if let center = footer.center { theme.footer.center = center }
      if let right = footer.right { theme.footer.right = right }
    }
    // lookatme's and patat's header: the title, centred at the top.
    if meta.showsTitleBar && theme.segmentBar.singleSection == .hide {
      theme.segmentBar.singleSection = .title
    }
    if let margins = meta.margins {
      if let top = margins.top { theme.margins.top = top }
      if let left = margins.left { theme.margins.left = left }
      if let right = margins.right { theme.margins.right = right }
    }
    return theme
  }
}
