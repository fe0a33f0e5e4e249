extension Canvas {
  /// Puts `style` under every cell: a cell keeps its own colours and attributes and takes
  /// `style`'s where it has none (a theme's background shows behind text drawn without one).
  public mutating func underlay(_ style: Style) {
    guard style != .plain else { return }
    for index in cells.indices {
      cells[index].style = style.patched(with: cells[index].style)
    }
  }
}
