import SegueCore
import SegueRender

/// `segue export --format notes`: the speaker script, which is text about the deck rather
/// than frames of it, so it needs no size, theme or renderer.
extension ExportCommand {
  static func exportNotes(
    path: String, file: String?, clock: @Sendable () -> Int, output: inout some CommandOutput
  ) -> ExitCode {
    guard let (deck, load) = DeckFile.deck(from: DeckFile.load(path), output: &output) else {
      return .failure
    }
    // The script reads no theme, but the deck's `file` blocks and images were read.
    let inputs = InputFiles(deck: path, themeFiles: [], shownFiles: load.includedFiles)
    if let file, let input = inputs.input(at: file) {
      refuse(file, input, output: &output)
      return .failure
    }
    let script = NotesScript.render(deck, fileName: load.source.fileName)
    guard let file else {
      output.out(script)
      return .success
    }
    do throws(WriteError) {
      var sink = try FileSink.create(file, inputs: inputs)
      try sink.write(Array(script.utf8))
      try sink.close()
    } catch {
      DiagnosticPrinter.error("\(file): cannot write: \(error.reason)", output: &output)
      return .failure
    }
    // The line every export to a file ends with: what was written, how much, how long.
    let slides = deck.sections.reduce(0) { $0 + $1.slides.count }
    let notes = "the notes of \(slides) slide\(slides == 1 ? "" : "s")"
    output.err(ExportProgress.line(name: file, what: notes, milliseconds: clock()))
    return .success
  }
}
