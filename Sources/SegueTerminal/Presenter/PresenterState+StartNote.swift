import SegueCore

/// The note over the first frame (`resumed at 2.3` with `--resume`): a banner that a timer
/// takes away after about a second, or the first key, whichever comes first.
extension PresenterState {
  public static let noteMilliseconds = 1200

  /// Shows the start note, if there is one, and asks to be woken when it is due to go.
  mutating func showStartNote(at now: Int) {
    guard let startNote else { return }
    overlays.banner = Banner(text: startNote, clearsOnKey: true)
    timers.noteDeadline = now + Self.noteMilliseconds
  }

  /// Takes the note away when its time is up; nothing to draw when a key already did, or
  /// when another banner (a go-to error, a broken reload) has taken its place.
  mutating func startNoteTimeout(at now: Int) -> [PresenterEffect] {
    guard let deadline = timers.noteDeadline, now >= deadline else { return [] }
    timers.noteDeadline = nil
    guard overlays.banner?.text == startNote else { return [] }
    overlays.banner = nil
    return [redraw()]
  }
}
