import SegueCore

/// Pictures written into the deck itself (`![logo](data:image/png;base64,…)`): read from the
/// URL, never from the network or a file, and under the same byte limit as an image file.
///
/// A deck with no folder (the built-in demo, a deck read from standard input) shows pictures
/// this way, and a deck shared as one file keeps its pictures. Any other `data:` URL (text,
/// HTML) is no picture and stays a placeholder, as a remote image does.
extension ImageReader {
  /// This reader, answering `data:image/…` URLs itself.
  public func readingDataURLs() -> ImageReader {
    let (stamp, read) = (self.stamp, self.read)
    return ImageReader(
      stamp: { path in Image.isDataURL(path) ? "data" : stamp(path) },
      read: { path in
        guard Image.isDataURL(path) else { return read(path) }
        guard let bytes = SVGEmbeds.dataURL(ArraySlice(path.utf8)), !bytes.isEmpty else {
          return .failure(ImageProblem("a data: URL that holds no picture"))
        }
        guard bytes.count <= ImageDecoder.byteLimit else {
          return .failure(ImageProblem("a data: picture larger than the image limit"))
        }
        return .success(bytes)
      })
  }
}
