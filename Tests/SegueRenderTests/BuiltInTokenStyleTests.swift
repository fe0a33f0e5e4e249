import SegueCore
import Testing

@testable import SegueRender

/// Every built-in theme gives code token colours of its own: from its own palette, telling
/// keywords, strings, comments, types and numbers apart from plain text; mono by attributes.
@Suite struct BuiltInTokenStyleTests {
  static let coloured = ["catppuccin", "dark", "gruvbox", "high-contrast", "light", "nord"]
  static let core: [TokenKind] = [.keyword, .string, .comment, .dataType, .number]

  @Test(arguments: coloured)
  func coreKindsDifferFromPlainCode(_ name: String) throws {
    let theme = try BuiltInThemeFiles.theme(name)
    let text = theme.codeBlock.style
    for kind in Self.core {
      let style = theme.codeBlock.syntax.style(kind, over: text)
      #expect(style != text, "\(name): \(kind) looks like plain code")
      #expect(style.fg != text.fg, "\(name): \(kind) has the text's colour")
    }
    let distinct = Set(Self.core.map { theme.codeBlock.syntax.style($0, over: text) })
    #expect(distinct.count >= 4, "\(name): the core kinds share styles")
  }

  /// A theme with a palette draws its tokens in palette colours: the colours belong to it.
  @Test(arguments: coloured.filter { $0 != "dark" })
  func tokenColoursComeFromTheThemesPalette(_ name: String) throws {
    let theme = try BuiltInThemeFiles.theme(name)
    let palette = Set(theme.palette.values)
    for (kind, style) in theme.codeBlock.syntax.styles {
      #expect(style.fg == .default || palette.contains(style.fg), "\(name): \(kind) \(style.fg)")
      #expect(style.bg == .default, "\(name): \(kind) paints its own background")
    }
  }

  /// A theme names every token kind base colours (or starts afresh with `syntax_theme`), so
  /// none of base's colours is left over in it by accident.
  @Test(arguments: coloured.filter { $0 != "dark" } + ["mono"])
  func everyKindBaseColoursIsNamed(_ name: String) throws {
    let root = try #require(try YAMLReader.parse(BuiltInThemeFiles.text(name)))
    func child(_ value: YAMLValue?, _ key: String) -> YAMLValue? {
      guard case .mapping(let pairs)? = value?.kind else { return nil }
      return pairs.first { $0.key.scalar == key }?.value
    }
    let code = child(root, "code_block")
    guard child(code, "syntax_theme") == nil else { return }
    guard case .mapping(let pairs)? = child(code, "syntax")?.kind else {
      Issue.record("\(name) has no code_block.syntax")
      return
    }
    let named = Set(pairs.compactMap(\.key.scalar))
    for kind in Theme.dark.codeBlock.syntax.styles.keys {
      #expect(named.contains(kind.rawValue), "\(name) keeps base's \(kind.rawValue)")
    }
  }

  @Test func monoMarksCodeByAttributesOnly() throws {
    let theme = try BuiltInThemeFiles.theme("mono")
    let syntax = theme.codeBlock.syntax
    let text = theme.codeBlock.style
    #expect(syntax.style(.keyword, over: text).attributes.contains(.bold))
    #expect(syntax.style(.controlFlow, over: text).attributes.contains(.bold))
    #expect(syntax.style(.comment, over: text).attributes.contains(.italic))
    #expect(syntax.style(.operator, over: text).attributes.contains(.dim))
    #expect(syntax.styles.values.allSatisfy { $0.fg == .default && $0.bg == .default })
  }

  /// Token colours degrade with the rest: 256 colours keep keywords and strings apart (at 16,
  /// pastel colours may all become the terminal's white; attributes still mark comments); with
  /// no colour only attributes are left (dark's comments stay italic).
  @Test(arguments: [ColorDepth.palette256])
  func tokenColoursDegradeAndStayApart(_ depth: ColorDepth) {
    let syntax = Theme.dark.codeBlock.syntax
    let text = Theme.dark.codeBlock.style
    let keyword = ColorDegradation.degrade(syntax.style(.keyword, over: text), to: depth)
    let string = ColorDegradation.degrade(syntax.style(.string, over: text), to: depth)
    #expect(keyword.fg != string.fg)
    #expect(keyword.fg != ColorDegradation.degrade(text, to: depth).fg)
  }

  @Test func withNoColourOnlyAttributesRemain() {
    let syntax = Theme.dark.codeBlock.syntax
    let comment = ColorDegradation.degrade(syntax.style(.comment, over: .plain), to: .none)
    #expect(comment == Style(attributes: .italic))
  }
}
