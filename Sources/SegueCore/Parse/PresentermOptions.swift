/// presenterm's `options:` in front matter, read where they change what the deck shows.
///
/// `end_slide_shorthand`, `implicit_slide_ends` and `h1_slide_titles` decide where slides end,
/// `incremental_lists` how lists appear; these become Segue's settings. A deck written for
/// presenterm must present, so every problem here is a warning: an option Segue does not have
/// (`command_prefix`, `incremental_tables`, …) is one warning at its key, a value of the wrong
/// shape one warning at the value. `strict_front_matter_parsing` says how presenterm reads
/// front matter, which Segue always reads leniently: accepted silently.
struct PresentermOptions: Equatable {
  var endSlideShorthand = false
  var implicitSlideEnds = false
  var h1SlideTitles = false
  var incrementalLists: Bool?

  static let used = [
    "end_slide_shorthand", "implicit_slide_ends", "h1_slide_titles", "incremental_lists",
    "strict_front_matter_parsing",
  ]
  static let unsupported = [
    "command_prefix", "image_attributes_prefix", "incremental_tables", "list_item_newlines",
    "auto_render_languages",
  ]

  /// Reads `node` (the value of `options:`), reporting what is not used as warnings.
  static func read(_ node: YAMLValue, source: SourceText, diagnostics: inout [Diagnostic])
    -> PresentermOptions
  {
    var options = PresentermOptions()
    func warn(_ message: String, _ node: YAMLValue) {
      diagnostics.append(
        .warning(message, at: source.location(line: node.line, column: node.column)))
    }
    guard case .mapping(let pairs) = node.kind else {
      warn("'options' is not a mapping of presenterm's options: it is ignored", node)
      return options
    }
    for (keyNode, value) in pairs {
      let key = keyNode.scalar ?? "?"
      if used.contains(key), key != "strict_front_matter_parsing" {
        guard let on = value.flag else {
          warn("presenterm's '\(key)' must be true or false: it is ignored", value)
          continue
        }
        switch key {
        case "end_slide_shorthand": options.endSlideShorthand = on
        case "implicit_slide_ends": options.implicitSlideEnds = on
        case "h1_slide_titles": options.h1SlideTitles = on
        default: options.incrementalLists = on
        }
      } else if unsupported.contains(key) {
        warn("presenterm option '\(key)' is not supported by Segue: it is ignored", keyNode)
      } else if !used.contains(key) {
        warn(
          "unknown presenterm option '\(key)' is ignored"
            + Suggestion.hint(for: key, in: used + unsupported), keyNode)
      }
    }
    return options
  }
}
