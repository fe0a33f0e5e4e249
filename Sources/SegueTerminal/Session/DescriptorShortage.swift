#if canImport(Glibc)
  import Glibc
#endif

/// Whether a read failed because the process or the system had no descriptor left (`EMFILE`,
/// `ENFILE`): a passing state, unlike every other reason a deck cannot be read.
///
/// The reason reaches the session as the text of a diagnostic (`cannot read: too many open
/// files`), made where the file was opened, so it is told by the system's own wording.
enum DescriptorShortage {
  private static let reasons = [EMFILE, ENFILE].map { String(cString: strerror($0)).lowercased() }

  static func explains(_ message: String) -> Bool {
    let message = message.lowercased()
    return reasons.contains { message.contains($0) }
  }
}
