import SegueCore
import SegueRender
import SegueTerminal

/// `segue present --record FILE`: the talk recorded as it happens (see `CastRecorder`).
extension PresentCommand {
  /// Why the talk is not recorded to `record`: it is one of the files the talk reads (the
  /// deck, a theme file, a file the deck shows), which the recording would destroy.
  static func recordRefusal(_ record: String, inputs: InputFiles) -> String? {
    guard let input = inputs.input(at: record) else { return nil }
    return "\(record) is \(input.role): record the talk to another file"
  }

  /// The recorder for `record` at the terminal's `size`, nil without the option; the file is
  /// opened by `OutputFile`'s rule (never an input, never a FIFO), so opening it cannot block
  /// a terminal already in the alternate screen.
  static func startRecording(_ record: String?, size: Size, deck: Deck, inputs: InputFiles)
    throws(WriteError) -> CastRecorder?
  {
    guard let record else { return nil }
    let fd = try OutputFile.open(record, inputs: inputs, allowsPipe: false)
    return try CastRecorder(
      descriptor: fd, size: size, title: deck.meta.title, timestamp: Platform.now())
  }

  /// Closes the recording after the talk; a recording that stopped early is an error, told
  /// once the terminal is back.
  static func finishRecording(
    _ recorder: CastRecorder?, _ record: String?, output: inout some CommandOutput
  ) -> ExitCode {
    guard let recorder, let record else { return .success }
    recorder.close()
    guard let failure = recorder.failure else { return .success }
    DiagnosticPrinter.error("\(record): recording stopped: \(failure)", output: &output)
    return .failure
  }
}
