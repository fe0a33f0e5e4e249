/// The formulas `InlineMath.protect` sealed, found again in cmark's output.
extension InlineMath {
  /// `inlines` with each sealed formula as one `Inline.math`; as they were when none is sealed
  /// (the usual case, judged by one look at the text's bytes).
  static func resolve(_ inlines: [Inline]) -> [Inline] {
    guard inlines.contains(where: isSealed) else { return inlines }
    var out: [Inline] = []
    var formula: (source: String, isDisplay: Bool)?
    for inline in inlines {
      switch inline {
      case .text(let text):
        split(text, formula: &formula, into: &out)
      case .softBreak where formula != nil, .lineBreak where formula != nil:
        formula?.source += " "
      default:
        out.append(inline)
      }
    }
    if let formula { out.append(.text(formula.source)) }  // never closed: cannot happen
    return out
  }

  /// Whether `inline` is text holding a seal (U+FDD0…U+FDD3 all begin with the bytes EF B7).
  private static func isSealed(_ inline: Inline) -> Bool {
    guard case .text(let text) = inline else { return false }
    return text.unicodeScalars.contains { (0xFDD0...0xFDD3).contains($0.value) }
  }

  /// Text cut at its seals: the text between them goes out, a formula's source into `formula`.
  private static func split(
    _ text: String, formula: inout (source: String, isDisplay: Bool)?, into out: inout [Inline]
  ) {
    var plain = String.UnicodeScalarView()
    func flushText() {
      guard !plain.isEmpty else { return }
      if case .text(let previous)? = out.last {
        out[out.count - 1] = .text(previous + String(plain))
      } else {
        out.append(.text(String(plain)))
      }
      plain = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case openInline, openDisplay:
        flushText()
        formula = ("", scalar == openDisplay)
      case closeInline, closeDisplay:
        if let done = formula {
          out.append(.math(Math(source: done.source, isDisplay: done.isDisplay)))
        }
        formula = nil
      default:
        if formula != nil {
          formula!.source.unicodeScalars.append(scalar)
        } else {
          plain.append(scalar)
        }
      }
    }
    flushText()
  }
}
