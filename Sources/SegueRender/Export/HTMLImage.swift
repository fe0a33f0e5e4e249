/// A picture laid over a frame's cells in the HTML export: an `<img>` that names one of the
/// page's pictures by number.
///
/// The image file itself is written once in the page, whatever the number of frames and steps
/// that show it (`HTMLPictures`): the frame's `<img>` carries only the picture's number and
/// its place in cells, and the page's script gives it the data URI. Without the script, or
/// before it runs, the symbol cells underneath are what shows.
public struct HTMLImage: Sendable, Equatable {
  /// The cells the image covers.
  public var rect: Rect
  /// The picture's number in the page, from 1.
  public var picture: Int
  /// The image's alt text, escaped as all deck text is (`HTMLEscape`).
  public var alt: String

  public init(rect: Rect, picture: Int, alt: String = "") {
    self.rect = rect
    self.picture = picture
    self.alt = alt
  }

  /// Appends `<img class="img" alt="" data-pic="N" style="--x:…">` placed over `rect`.
  ///
  /// The place is given as numbers in custom properties (the style sheet does the arithmetic),
  /// so the attribute holds digits, letters and `-:;` only, like every other style attribute.
  func append(to buffer: inout ByteBuffer) {
    guard !rect.isEmpty else { return }
    buffer.append("<img class=\"img\" alt=\"")
    HTMLEscape.append(alt, to: &buffer)
    buffer.append("\" data-pic=\"")
    buffer.append(decimal: picture)
    buffer.append("\" style=\"")
    for (name, value) in [("x", rect.x), ("y", rect.y), ("w", rect.width), ("h", rect.height)] {
      buffer.append(name == "x" ? "--x:" : ";--\(name):")
      buffer.append(decimal: value)
    }
    buffer.append("\">\n")
  }
}
