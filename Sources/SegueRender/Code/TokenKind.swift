/// What a piece of highlighted code is: one of KSyntaxHighlighting's default text styles, by
/// the name a theme's `code_block.syntax` group gives it.
///
/// Every syntax definition maps its own token kinds onto these, so a theme styles 359
/// languages with 29 keys. Plain text ("Normal") has no kind: it keeps the block's style.
public enum TokenKind: String, Sendable, Hashable, CaseIterable {
  case keyword, controlFlow = "control_flow", function, variable, dataType = "data_type"
  case builtIn = "built_in", `extension`, preprocessor, attribute, `import`, annotation
  case string, verbatimString = "verbatim_string", specialString = "special_string", char
  case specialChar = "special_char", number, float, baseN = "base_n", constant, `operator`
  case comment, documentation, regionMarker = "region_marker", information, warning, alert
  case error, others

  /// The kind of KSyntaxHighlighting's `Theme::TextStyle` number, nil for Normal (0).
  ///
  /// CommentVar (a variable named in a documentation comment, `@param name`) has no key of its
  /// own: it is an annotation.
  init?(textStyle: Int32) {
    let kinds: [TokenKind?] = [
      nil, .keyword, .function, .variable, .controlFlow, .operator, .builtIn, .extension,
      .preprocessor, .attribute, .char, .specialChar, .string, .verbatimString, .specialString,
      .import, .dataType, .number, .baseN, .float, .constant, .comment, .documentation,
      .annotation, .annotation, .regionMarker, .information, .warning, .alert, .error, .others,
    ]
    guard textStyle >= 0, Int(textStyle) < kinds.count, let kind = kinds[Int(textStyle)] else {
      return nil
    }
    self = kind
  }

  /// KSyntaxHighlighting's `Theme::TextStyle` number of this kind.
  var textStyle: Int32 {
    switch self {
    case .keyword: 1
    case .function: 2
    case .variable: 3
    case .controlFlow: 4
    case .operator: 5
    case .builtIn: 6
    case .extension: 7
    case .preprocessor: 8
    case .attribute: 9
    case .char: 10
    case .specialChar: 11
    case .string: 12
    case .verbatimString: 13
    case .specialString: 14
    case .import: 15
    case .dataType: 16
    case .number: 17
    case .baseN: 18
    case .float: 19
    case .constant: 20
    case .comment: 21
    case .documentation: 22
    case .annotation: 23
    case .regionMarker: 25
    case .information: 26
    case .warning: 27
    case .alert: 28
    case .error: 29
    case .others: 30
    }
  }

  /// The kind whose style this one takes when a theme gives it none: a theme that styles
  /// `keyword`, `string`, `number` and `comment` colours every language sensibly.
  var fallback: TokenKind? {
    switch self {
    case .controlFlow, .preprocessor: .keyword
    case .import, .attribute: .preprocessor
    case .builtIn: .function
    case .extension: .builtIn
    case .verbatimString, .specialString, .char: .string
    case .specialChar: .char
    case .float, .baseN, .constant: .number
    case .documentation, .regionMarker, .information, .warning: .comment
    case .annotation: .documentation
    case .alert: .warning
    case .keyword, .function, .variable, .dataType, .string, .number, .operator, .comment,
      .error, .others:
      nil
    }
  }

  /// This kind, then the kinds it falls back to in order.
  var fallbackChain: [TokenKind] {
    var chain = [self]
    while let next = chain.last!.fallback { chain.append(next) }
    return chain
  }
}
