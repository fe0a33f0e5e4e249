import CKSyntax
import SegueCore
import Synchronization

/// A run of one line of code in one token kind (nil: plain text).
public struct TokenRun: Sendable, Equatable {
  public var text: String
  public var kind: TokenKind?

  public init(_ text: String, _ kind: TokenKind?) {
    self.text = text
    self.kind = kind
  }
}

/// The only door to KSyntaxHighlighting (through `CKSyntax`): languages, highlighted lines and
/// the colour themes, with the one conversion from its UTF-16 offsets to our characters.
///
/// A class because the repository it holds is one object for the process: built lazily, at
/// the first slide that shows code in a language (never while a deck is parsed), and never
/// freed. The library is not thread-safe, so every use goes through one lock, one thread at a
/// time; export draws frames on every core and they take turns here. Highlighted lines are
/// cached per (definition, text), so a block is highlighted once whatever the theme, width or
/// step it is drawn at.
final class SyntaxHighlighter: Sendable {
  static let shared = SyntaxHighlighter()

  /// Blocks kept highlighted; past this the cache starts afresh (an export of a deck larger
  /// than this goes through it in order and never comes back).
  static let cacheCapacity = 4096

  private struct State {
    var repository: OpaquePointer?
    var opened = false
    var catalog: LanguageCatalog?
    var themeNames: [String]?
    var cache: [CacheKey: [[TokenRun]]] = [:]
    /// How often each cached block went through the library: once, unless the cache failed.
    var highlights: [CacheKey: Int] = [:]
  }

  private struct CacheKey: Hashable {
    var definition: String
    var text: String
  }

  private let state = Mutex(State())

  /// How often `text` went through the library since it was cached: for tests of the cache.
  func timesHighlighted(_ text: String, definition: String) -> Int {
    state.withLock { $0.highlights[CacheKey(definition: definition, text: text)] ?? 0 }
  }

  /// Every syntax definition, read once; empty when the library cannot be loaded.
  var catalog: LanguageCatalog {
    state.withLock { state in
      if let catalog = state.catalog { return catalog }
      var definitions: [LanguageCatalog.Definition] = []
      if let repository = Self.repository(&state) {
        _ = withUnsafeMutablePointer(to: &definitions) { list in
          cks_list_definitions(repository, list) {
            context, name, section, hidden, priority, patterns in
            context!.assumingMemoryBound(to: [LanguageCatalog.Definition].self).pointee.append(
              LanguageCatalog.Definition(
                name: String(cString: name), section: String(cString: section),
                isHidden: hidden != 0, priority: Int(priority),
                patterns: String(cString: patterns).split(separator: ";").map(String.init)))
          }
        }
      }
      let catalog = LanguageCatalog(definitions: definitions)
      state.catalog = catalog
      return catalog
    }
  }

  /// The lines of `text` (split at `\n`) highlighted with the definition named `definition`;
  /// nil when the library fails, so the caller shows plain text.
  func lines(of text: String, definition: String) -> [[TokenRun]]? {
    guard !text.isEmpty else { return [[]] }
    let key = CacheKey(definition: definition, text: text)
    return state.withLock { state -> [[TokenRun]]? in
      if let hit = state.cache[key] { return hit }
      guard let repository = Self.repository(&state) else { return nil }
      var spans: [RawSpan] = []
      var bytes = text
      let status = bytes.withUTF8 { utf8 in
        utf8.withMemoryRebound(to: CChar.self) { chars in
          withUnsafeMutablePointer(to: &spans) { list in
            cks_highlight(repository, definition, chars.baseAddress!, chars.count, list) {
              context, line, offset, length, style in
              context!.assumingMemoryBound(to: [RawSpan].self).pointee.append(
                RawSpan(line: Int(line), offset: Int(offset), length: Int(length), style: style))
            }
          }
        }
      }
      guard status == 0 else { return nil }
      let lines = Self.runs(of: text, spans: spans)
      if state.cache.count >= Self.cacheCapacity {
        state.cache.removeAll(keepingCapacity: true)
        state.highlights.removeAll(keepingCapacity: true)
      }
      state.highlights[key, default: 0] += 1
      state.cache[key] = lines
      return lines
    }
  }

  /// The names of the colour themes, as KSyntaxHighlighting spells them.
  var colourThemeNames: [String] {
    state.withLock { state in
      if let names = state.themeNames { return names }
      var names: [String] = []
      if let repository = Self.repository(&state) {
        _ = withUnsafeMutablePointer(to: &names) { list in
          cks_list_themes(repository, list) { context, name in
            context!.assumingMemoryBound(to: [String].self).pointee.append(String(cString: name))
          }
        }
      }
      names.sort { $0.lowercased() < $1.lowercased() }
      state.themeNames = names
      return names
    }
  }

  /// The colour theme named exactly `name`, nil when there is none.
  func colourTheme(named name: String) -> SyntaxColourTheme? {
    state.withLock { state in
      guard let repository = Self.repository(&state) else { return nil }
      var styles = [CKSTextStyle](repeating: CKSTextStyle(), count: 31)
      var editor = CKSTextStyle()
      guard cks_theme_styles(repository, name, &styles, Int32(styles.count), &editor) == 0 else {
        return nil
      }
      var kinds: [TokenKind: Style] = [:]
      for (index, style) in styles.enumerated() {
        if let kind = TokenKind(textStyle: Int32(index)) { kinds[kind] = Self.style(style) }
      }
      return SyntaxColourTheme(name: name, styles: kinds, text: Self.style(editor))
    }
  }

  private static func repository(_ state: inout State) -> OpaquePointer? {
    if !state.opened {
      state.opened = true
      state.repository = cks_repository_create()
    }
    return state.repository
  }

  private static func style(_ style: CKSTextStyle) -> Style {
    func color(_ rgb: UInt32, _ present: UInt8) -> Color {
      present == 0
        ? .default : .rgb(UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF))
    }
    var attributes: Attributes = []
    if style.bold != 0 { attributes.insert(.bold) }
    if style.italic != 0 { attributes.insert(.italic) }
    if style.underline != 0 { attributes.insert(.underline) }
    if style.strikethrough != 0 { attributes.insert(.strikethrough) }
    return Style(
      fg: color(style.foreground, style.has_foreground),
      bg: color(style.background, style.has_background), attributes: attributes)
  }

  // MARK: From UTF-16 offsets to characters

  /// A run as the library reports it: its line, and its place in UTF-16 code units.
  struct RawSpan: Equatable {
    var line: Int
    var offset: Int
    var length: Int
    var style: Int32
  }

  /// The lines of `text` as runs of characters, each character in the kind of the span that
  /// covers its first UTF-16 unit.
  ///
  /// The one place where the library's positions become ours. A span may end inside a
  /// character (between a letter and its combining accent, or inside an emoji sequence):
  /// judging a character by its first unit keeps it whole, in one kind.
  static func runs(of text: String, spans: [RawSpan]) -> [[TokenRun]] {
    let lines = CodeLines.split(text)
    var byLine = [[RawSpan]](repeating: [], count: lines.count)
    for span in spans where span.line >= 0 && span.line < lines.count {
      byLine[span.line].append(span)
    }
    return zip(lines, byLine).map { line, spans in runs(of: line, spans: spans) }
  }

  private static func runs(of line: Substring, spans: [RawSpan]) -> [TokenRun] {
    let units = line.utf16.count
    var kinds = [TokenKind?](repeating: nil, count: units)
    for span in spans {
      let start = max(0, span.offset)
      let end = min(units, span.offset + span.length)
      guard start < end else { continue }
      let kind = TokenKind(textStyle: span.style)
      for unit in start..<end { kinds[unit] = kind }
    }
    var runs: [TokenRun] = []
    var offset = 0
    for character in line {
      let kind = offset < units ? kinds[offset] : nil
      offset += character.utf16.count
      if let last = runs.indices.last, runs[last].kind == kind {
        runs[last].text.append(character)
      } else {
        runs.append(TokenRun(String(character), kind))
      }
    }
    return runs
  }
}

extension LinkedLibrary {
  public static var syntaxHighlighting: LinkedLibrary {
    LinkedLibrary(name: "KSyntaxHighlighting", version: String(cString: cks_version()))
  }
}
