/// Where a format that writes a file per frame puts them: a folder, or memory in tests.
public protocol PageFiles: Sendable {
  /// Writes `bytes` as the file `name`, or throws why it could not.
  func write(_ bytes: [UInt8], named name: String) throws(WriteError)
}

/// The page formats (`pdf`, `png`), when the running binary has them.
///
/// They need cairo and Pango, which Debian has only as shared libraries, so they are linked
/// into `segue-pages` alone (target `SeguePages`), not into the static `segue`: loading those
/// ~40 libraries would cost every command ~5 ms of start-up. `segue-pages` sets `make` at
/// start; a binary without it hands a PDF or PNG export over to `segue-pages`.
public enum PageFormats {
  /// What a page format is made from.
  public struct Request: Sendable {
    public var format: String
    public var theme: Theme
    public var paper: Paper?
    public var scale: Double
    /// Where PNG files go.
    public var files: any PageFiles
    public var missing: MissingGlyphs

    public init(
      format: String, theme: Theme, paper: Paper?, scale: Double, files: any PageFiles,
      missing: MissingGlyphs
    ) {
      (self.format, self.theme, self.paper, self.scale) = (format, theme, paper, scale)
      (self.files, self.missing) = (files, missing)
    }
  }

  /// Makes the format a request names; set once at start, before any export.
  nonisolated(unsafe) public static var make: (@Sendable (Request) -> any ExportFormat)?

  /// The program beside this one that has the page formats, for a binary without them to run
  /// instead (`segue` sets `segue-pages`); nil in tests, which run commands in their own process.
  nonisolated(unsafe) public static var helper: String?
}
