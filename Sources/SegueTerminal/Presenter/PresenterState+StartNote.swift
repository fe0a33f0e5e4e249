import SegueCore

/// The note over the first frame (`resumed at 2.3` with `--resume`): a banner that a timer
/// takes away after about a second, or the first key, whichever comes first.
extension PresenterState {
  public static let noteMilliseconds = 1200

  /// Shows the start note, if there is one, and asks to be woken when it is due to go.
  mutating func showStartNote(at now: Int) {
    guard let startNote else { return }
    banner = Banner(text: startNote, clearsOnKey: true)
    noteDeadline = now + Self.noteMilliseconds
  }

  /// Takes the note away when its time is up; nothing to draw when a key already did, or
  /// when another banner (a go-to error, a broken reload) has taken its place.
  mutating func startNoteTimeout(at now: Int) -> [PresenterEffect] {
    guard let deadline = noteDeadline, now >= deadline else { return [] }
    noteDeadline = nil
    guard let banner, banner.text == startNote else { return [] }
    self.banner = nil
    return [redraw()]
  }
}
