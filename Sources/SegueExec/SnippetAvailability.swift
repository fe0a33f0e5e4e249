import SegueCore

/// Whether a block can run on this machine, told without writing or starting anything: what
/// plain `segue check` says beside each block that would run, so a missing interpreter is
/// found before the talk, not on stage.
public enum SnippetAvailability {
  /// Why `block` cannot run here (Segue has no executor for it, or a program is missing,
  /// naming what to install), or nil when it can.
  public static func problem(_ block: CodeBlock) -> String? {
    switch SnippetLaunch.plan(for: block).flatMap({ $0.arguments("/nonexistent") }) {
    case .success: nil
    case .failure(let failure): failure.message
    }
  }
}
