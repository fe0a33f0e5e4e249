import SegueCore
import SegueRender
import SegueTerminal

/// `segue present --record FILE`: the talk recorded as it happens (see `CastRecorder`).
extension PresentCommand {
  /// The recorder for `record` at the terminal's `size`, nil without the option.
  static func startRecording(_ record: String?, size: Size, deck: Deck) throws(WriteError)
    -> CastRecorder?
  {
    guard let record else { return nil }
    return try CastRecorder(
      path: record, size: size, title: deck.meta.title, timestamp: Platform.now())
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
