/// presenterm's footer, as a deck's `theme.override.footer` writes it, read into Segue's shape.
///
/// presenterm's footer is `style: template` (or `empty`, or `progress_bar`) with `left`,
/// `center` and `right` templates that may hold Markdown, an `{image: …}` part, and a
/// `height`. Segue's theme footer has the same three templates and a style mapping. Rewriting
/// the override here, where the deck is read, lets the theme layer read one shape, and lets
/// what Segue cannot draw be a warning with its position instead of a theme error that
/// throws the whole override away.
enum PresentermFooter {
  /// `override` with its `footer:` in Segue's shape; other keys are left as written.
  static func normalize(
    override: YAMLValue, source: SourceText, diagnostics: inout [Diagnostic]
  ) -> YAMLValue {
    guard case .mapping(var pairs) = override.kind,
      let index = pairs.firstIndex(where: { $0.key.scalar == "footer" }),
      case .mapping(let footer) = pairs[index].value.kind
    else { return override }
    var rewriter = Rewriter(source: source)
    pairs[index].value.kind = .mapping(rewriter.rewrite(footer))
    diagnostics += rewriter.diagnostics
    var result = override
    result.kind = .mapping(pairs)
    return result
  }

  private struct Rewriter {
    let source: SourceText
    var diagnostics: [Diagnostic] = []

    mutating func warn(_ message: String, _ node: YAMLValue) {
      diagnostics.append(
        .warning(message, at: source.location(line: node.line, column: node.column)))
    }

    mutating func rewrite(_ pairs: [(key: YAMLValue, value: YAMLValue)]) -> [(
      key: YAMLValue, value: YAMLValue
    )] {
      var out: [(key: YAMLValue, value: YAMLValue)] = []
      var empty = false
      for (key, value) in pairs {
        switch key.scalar {
        case "style" where value.scalar != nil:
          // presenterm's footer kind, not a style mapping.
          switch value.scalar {
          case "template": break
          case "empty": empty = true
          default:
            warn(
              "presenterm's footer style '\(value.scalar ?? "")' is not drawn by Segue:"
                + " the theme's footer is kept", value)
          }
        case "height", "character":
          warn(
            "presenterm's footer '\(key.scalar ?? "")' is not used: Segue's footer is one line", key
          )
        case "left", "center", "right":
          out.append((key, part(value)))
        default:
          out.append((key, value))
        }
      }
      if empty {
        out.removeAll { ["left", "center", "right"].contains($0.key.scalar) }
        for name in ["left", "center", "right"] {
          out.append((text(name, at: pairs[0].key), text("", at: pairs[0].key)))
        }
      }
      return out
    }

    /// A template part: its Markdown marks dropped; an image part becomes empty, with a warning.
    mutating func part(_ value: YAMLValue) -> YAMLValue {
      switch value.kind {
      case .scalar(let s, _):
        return text(InlineMarkdown.plainText(s), at: value)
      case .mapping(let pairs) where pairs.contains(where: { $0.key.scalar == "image" }):
        warn("footer images are not drawn by Segue: this part of the footer is left empty", value)
        return text("", at: value)
      default:
        return value
      }
    }

    func text(_ s: String, at node: YAMLValue) -> YAMLValue {
      YAMLValue(.scalar(s, isPlain: false), line: node.line, column: node.column)
    }
  }
}
