import SegueRender

extension PageFormats {
  /// Makes `pdf` and `png` available to `segue export` in this process.
  public static func install() {
    make = { request -> any ExportFormat in
      if request.format == "png" {
        return PNGFormat(
          theme: request.theme, scale: request.scale, paper: request.paper, files: request.files,
          missing: request.missing)
      }
      return PDFFormat(theme: request.theme, paper: request.paper, missing: request.missing)
    }
  }
}
