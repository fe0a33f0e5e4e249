import Synchronization

/// The links a deck's text points to, each given a small number that cells carry in their
/// style (`Style.link`), so a canvas stays plain data and the screen looks the URL up when it
/// writes the cells (OSC 8, `ScreenWriter`).
///
/// Only a plain absolute URL gets a number: `http`, `https`, `mailto` or `file`, with no
/// control character, space or quote anywhere (a URL is written inside an escape sequence, so
/// an ESC or BEL in it would end the sequence and write the rest to the terminal), at most
/// `maximumLength` bytes. Anything else shows as text, never as a link.
public enum Hyperlinks {
  /// Longer URLs stay text: terminals cut or drop them (VTE's limit is 2083 bytes).
  public static let maximumLength = 2048
  /// Distinct URLs numbered in one process: past this, new ones stay text. A deck is 4 MiB at
  /// most; a reload's links are mostly the ones already numbered.
  static let capacity = 1 << 16

  private struct Table {
    var ids: [String: UInt32] = [:]
    var urls: [String] = [""]
  }

  private static let table = Mutex(Table())

  /// The number of `url`, numbering it the first time; 0 when it is not a URL to link.
  public static func id(for url: String) -> UInt32 {
    guard isLinkable(url) else { return 0 }
    return table.withLock { table in
      if let id = table.ids[url] { return id }
      guard table.urls.count < capacity else { return 0 }
      let id = UInt32(table.urls.count)
      table.urls.append(url)
      table.ids[url] = id
      return id
    }
  }

  /// The URL numbered `id`; nil for 0 or a number never given.
  public static func url(_ id: UInt32) -> String? {
    guard id != 0 else { return nil }
    return table.withLock { Int(id) < $0.urls.count ? $0.urls[Int(id)] : nil }
  }

  /// Whether `url` is a plain absolute URL of a scheme a terminal opens.
  public static func isLinkable(_ url: String) -> Bool {
    guard url.utf8.count <= maximumLength else { return false }
    let lower = url.lowercased()
    let rest: Substring
    if let scheme = ["https://", "http://", "file://"].first(where: lower.hasPrefix) {
      rest = url.dropFirst(scheme.count)
    } else if lower.hasPrefix("mailto:") {
      rest = url.dropFirst("mailto:".count)
    } else {
      return false
    }
    guard let first = rest.first, first != "/" || lower.hasPrefix("file:") else { return false }
    return url.unicodeScalars.allSatisfy { scalar in
      scalar.value > 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value)
        && scalar != "\"" && scalar != "<" && scalar != ">" && scalar != "\\"
        && !scalar.properties.isWhitespace
    }
  }
}
