import SegueCore
import SegueRender
import SegueTerminal

/// What the presenter remembers of a deck between runs: where the talk stopped (`--resume`
/// starts there) and, with `--rehearse`, the time spent on each slide. Both live in the state
/// folder (`StateFolder`); a problem with them is a warning, never a reason not to present.
extension PresentCommand {
  /// The deck and what this run records.
  struct Memory {
    /// The deck's file; nil for the built-in demo.
    var deckPath: String?
    var rehearse = false
    /// The note over the first frame (`resumed at 2.3`).
    var note: String?
  }

  /// Where `--resume` starts: the saved position clamped into the deck as it is now, and the
  /// note that says so; the first slide when nothing (usable) is saved.
  static func resumePoint(
    _ deck: Deck, deckPath: String?, folder: String?? = nil, output: inout some CommandOutput
  ) -> (Position, String) {
    var saved: Position?
    if let folder = folder ?? StateFolder.readable(output: &output) {
      let path = StateFolder.file(folder, deckPath: deckPath, kind: "position")
      switch StateFolder.read(path) {
      case .missing: break
      case .text(let text):
        saved = SavedPosition.parse(text, deckPath: StateFolder.canonical(deckPath: deckPath))
        if saved == nil, SavedPosition.isOther(text) == false {
          DiagnosticPrinter.warning(
            "\(path): not a saved position; starting at the first slide", output: &output)
        }
      case .unusable(let reason):
        DiagnosticPrinter.warning(
          "\(path) is \(reason); starting at the first slide", output: &output)
      }
    }
    guard let saved else {
      let first = Pager(deck: deck).position
      return (first, "no saved position: starting at \(first.section + 1).\(first.page + 1)")
    }
    let position = Pager(deck: deck, at: saved).position
    return (position, "resumed at \(position.section + 1).\(position.page + 1)")
  }

  /// Keeps the position ready for a signal's exit (`PositionOnSignal`), and removes what a
  /// killed run's writes left; nothing when the state folder cannot be made (the quit then
  /// says why).
  static func savePositionOnSignals(_ presenter: Presenter, memory: Memory) {
    guard let folder = try? StateFolder.prepared() else { return }
    StateFolder.removeStaleTemporaries(in: folder)
    let deckPath = StateFolder.canonical(deckPath: memory.deckPath)
    PositionOnSignal.register(
      file: StateFolder.file(folder, deckPath: memory.deckPath, kind: "position"))
    presenter.positionChanged = {
      PositionOnSignal.update(SavedPosition.text($0, deckPath: deckPath))
    }
  }

  /// After the talk, with the terminal back: saves the position, and with `--rehearse` prints
  /// the rehearsal table and saves it.
  static func remember(
    _ state: PresenterState, memory: Memory, fileName: String, output: inout some CommandOutput
  ) {
    var record: RehearsalRecord?
    if memory.rehearse, let rehearsal = state.rehearsal {
      let rows = RehearsalRecord(
        deck: state.deck, deckPath: StateFolder.canonical(deckPath: memory.deckPath),
        rehearsal: rehearsal)
      output.out(RehearsalTable.render(state.deck, record: rows, fileName: fileName))
      record = rows
    }
    let folder: String
    do {
      folder = try StateFolder.prepared()
    } catch {
      let reason =
        switch error {
        case .noHome: "neither XDG_STATE_HOME nor HOME is set"
        case .folder(let reason): reason
        }
      DiagnosticPrinter.warning(
        "cannot save the position or the rehearsal: \(reason)", output: &output)
      return
    }
    let saves = [
      (
        "position",
        SavedPosition.text(
          state.pager.position, deckPath: StateFolder.canonical(deckPath: memory.deckPath))
      ),
      ("rehearsal", record?.text),
    ]
    for case (let kind, let text?) in saves {
      let path = StateFolder.file(folder, deckPath: memory.deckPath, kind: kind)
      if let reason = StateFolder.write(text, to: path) {
        DiagnosticPrinter.warning("\(path): cannot save the \(kind): \(reason)", output: &output)
      }
    }
  }
}

/// A deck's last position as saved: `segue position 1`, the deck's path, `s.p.step` (1-based).
enum SavedPosition {
  static let header = "segue position 1"

  static func text(_ position: Position, deckPath: String) -> String {
    "\(header)\ndeck\t\(deckPath)\nat\t\(position.section + 1).\(position.page + 1).\(position.step + 1)\n"
  }

  /// The position saved for `deckPath`; nil for anything else (garbage, another deck).
  static func parse(_ text: String, deckPath: String) -> Position? {
    let lines = text.split(separator: "\n")
    guard lines.count == 3, lines[0] == header, lines[1] == "deck\t" + deckPath,
      lines[2].hasPrefix("at\t")
    else { return nil }
    let numbers = lines[2].dropFirst(3).split(separator: ".", omittingEmptySubsequences: false)
      .map { Int($0) }
    guard numbers.count == 3, let s = numbers[0], let p = numbers[1], let step = numbers[2],
      s >= 1, p >= 1, step >= 1
    else { return nil }
    return Position(section: s - 1, page: p - 1, step: step - 1)
  }

  /// Whether `text` is a well-formed position of another deck (a collision of keys): then
  /// nothing is saved for this one, and there is nothing to warn about.
  static func isOther(_ text: String) -> Bool {
    let lines = text.split(separator: "\n")
    guard lines.count == 3, lines[0] == header, lines[1].hasPrefix("deck\t") else { return false }
    return parse(text, deckPath: String(lines[1].dropFirst(5))) != nil
  }
}
