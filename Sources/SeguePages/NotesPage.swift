import SegueCore
import SegueRender

/// A page of speaker notes after the slide they belong to (`--notes` with PDF or PNG): the
/// slide's name as a heading, then each note as a paragraph wrapped to the grid's width.
///
/// A page of its own rather than a band under the slide keeps every page the same size, so a
/// viewer flips through slides and notes without the page jumping.
struct NotesPage {
  var geometry: PageGeometry
  var colors: PaperColors

  func paint(_ frame: ExportFrame, on drawing: CairoDrawing) {
    drawing.fill(
      PaintRect(x: 0, y: 0, width: geometry.pageWidth, height: geometry.pageHeight),
      color: colors.background)
    let cell = geometry.cells(x: 0, y: 0)
    let columns = max(1, frame.canvas.width - 4)
    let heading = "Notes · " + ControlCharacters.visible(frame.label.text)
    drawing.text(
      String(heading.prefix(columns)), in: geometry.cells(x: 2, y: 1, count: columns),
      cell: cell, face: FontFace(bold: true), color: colors.foreground)
    var y = geometry.cells(x: 2, y: 3).y
    for note in frame.notes {
      y +=
        drawing.paragraph(
          ControlCharacters.visible(note, keeping: { $0 == "\n" }), x: geometry.cells(x: 2, y: 0).x,
          y: y,
          width: Double(columns) * geometry.cellWidth, cell: cell, color: colors.foreground)
      y += geometry.cellHeight
    }
  }
}
