/// How many cells an image takes: its width as the author asked (a share of the area, or all
/// of it), its height from its aspect ratio, both within the area.
///
/// A terminal cell is about twice as tall as it is wide, so an image `w` pixels wide and `h`
/// high drawn `c` columns wide takes `c · h / w / 2` rows.
public enum ImageFit {
  /// Height of a cell over its width.
  public static let cellAspect = 2.0

  /// The columns and rows for an image of `width`×`height` pixels in an area of `columns`×`rows`
  /// cells, `percent` of its width when given (clamped to 1…100).
  public static func cells(
    width: Int, height: Int, percent: Int?, columns: Int, rows: Int
  ) -> (columns: Int, rows: Int) {
    let share = Double(min(100, max(1, percent ?? 100))) / 100
    var wide = max(1, Int((Double(columns) * share).rounded()))
    var tall = max(
      1, Int((Double(wide) * Double(height) / Double(max(1, width)) / cellAspect).rounded()))
    if tall > rows {
      tall = max(1, rows)
      wide = max(
        1,
        min(
          wide, Int((Double(tall) * cellAspect * Double(width) / Double(max(1, height))).rounded()))
      )
    }
    return (wide, tall)
  }
}
