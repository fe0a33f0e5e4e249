/// The characters a PDF or PNG export had no glyph for, kept for the command to report once.
///
/// Without a font for a script Pango draws a box with the code point in it: the page is
/// still made, but the reader should hear once what to install, not once per character.
/// A class so the command keeps a handle on what the format's copies collect; one export
/// adds to it on one thread.
public final class MissingGlyphs: @unchecked Sendable {
  public private(set) var scalars: Set<Unicode.Scalar> = []

  public init() {}

  public func add(_ more: Set<Unicode.Scalar>) { scalars.formUnion(more) }

  /// `3 characters have no glyph in the installed fonts (日本語) and show as boxes: install
  /// fonts-noto-cjk`; nil when every character had one.
  public var message: String? {
    guard !scalars.isEmpty else { return nil }
    let sorted = scalars.sorted { $0.value < $1.value }
    let sample = String(String.UnicodeScalarView(sorted.prefix(8)))
    let packages = Set(sorted.map(Self.package(for:))).sorted()
    let count = sorted.count == 1 ? "1 character has" : "\(sorted.count) characters have"
    return
      "\(count) no glyph in the installed fonts (\(sample)) and show as boxes: install \(packages.joined(separator: " "))"
  }

  /// The Debian package with a font for `scalar`.
  static func package(for scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
      0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
      "fonts-noto-cjk"
    case 0x1F000...0x1FAFF, 0x2600...0x27BF, 0xFE0F:
      "fonts-noto-color-emoji"
    default:
      "fonts-noto-core"
    }
  }
}
