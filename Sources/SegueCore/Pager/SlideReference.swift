/// A slide as a person names it: `2/3` (section 2, page 3, reveal.js style) or `12` (slide 12).
///
/// People count from 1; the cases hold 0-based numbers, converted once in `parse`, so the rest of
/// the code never does arithmetic on 1-based numbers. Parsing checks only the text; whether the
/// deck has such a slide is `PagerShape.resolve`'s question, because only the deck knows.
public enum SlideReference: Hashable, Sendable, CustomStringConvertible {
  /// Page `page` of section `section`, both 0-based.
  case sectionPage(section: Int, page: Int)
  /// The slide with 0-based global number `index`.
  case slide(Int)

  /// Reads `s/p` or `n` (1-based; surrounding whitespace is ignored).
  public static func parse(_ text: String) throws(SlideReferenceError) -> SlideReference {
    let trimmed = text.trimmingWhitespace
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
      .map { String($0).trimmingWhitespace }
    switch parts.count {
    case 1:
      return .slide(try number(parts[0], in: trimmed) - 1)
    case 2:
      if parts[0].isEmpty && parts[1].isEmpty { throw .notAReference(trimmed) }
      if parts[0].isEmpty { throw .missingSection(trimmed) }
      if parts[1].isEmpty { throw .missingPage(trimmed) }
      let section = try number(parts[0], in: trimmed)
      let page = try number(parts[1], in: trimmed)
      return .sectionPage(section: section - 1, page: page - 1)
    default:
      throw .notAReference(trimmed)
    }
  }

  /// A 1-based number; zero is its own error because it is the likeliest slip (0-based habits).
  private static func number(_ part: String, in text: String) throws(SlideReferenceError) -> Int {
    guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part)
    else { throw .notAReference(text) }
    guard value > 0 else { throw .zero(text) }
    return value
  }

  /// The reference as a person would type it (1-based).
  public var description: String {
    switch self {
    case .sectionPage(let section, let page): "\(section + 1)/\(page + 1)"
    case .slide(let index): "\(index + 1)"
    }
  }
}

/// Why a typed slide reference cannot be followed; the message says what to type instead.
///
/// Numbers in the cases are 1-based, as the person typed them.
public enum SlideReferenceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not a number and not `section/page`.
  case notAReference(String)
  /// `2/`: the page number is missing.
  case missingPage(String)
  /// `/3`: the section number is missing.
  case missingSection(String)
  /// A 0 where numbering starts at 1.
  case zero(String)
  /// The deck has fewer sections.
  case noSuchSection(section: Int, sectionCount: Int)
  /// The section has fewer pages.
  case noSuchPage(section: Int, page: Int, pageCount: Int)
  /// The deck has fewer slides.
  case noSuchSlide(slide: Int, slideCount: Int)

  public var description: String {
    let forms = "type a slide number such as 12, or section/page such as 2/3"
    switch self {
    case .notAReference(let text) where text.isEmpty:
      return "no slide given; \(forms)"
    case .notAReference(let text):
      return "'\(text)' is not a slide reference; \(forms)"
    case .missingPage(let text):
      return "'\(text)' has no page number; type section/page such as 2/3"
    case .missingSection(let text):
      return "'\(text)' has no section number; type section/page such as 2/3"
    case .zero(let text):
      return "'\(text)': sections, pages and slides are numbered from 1"
    case .noSuchSection(let section, let count):
      return "there is no section \(section); the deck has \(counted(count, "section"))"
    case .noSuchPage(let section, let page, let count):
      return "section \(section) has no page \(page); it has \(counted(count, "page"))"
    case .noSuchSlide(let slide, let count):
      return "there is no slide \(slide); the deck has \(counted(count, "slide"))"
    }
  }

  private func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

extension PagerShape {
  /// The 0-based global number of the slide `reference` names; throws when there is none.
  public func resolve(_ reference: SlideReference) throws(SlideReferenceError) -> Int {
    switch reference {
    case .slide(let index):
      guard let position = position(ofGlobalSlide: index) else {
        throw .noSuchSlide(slide: index + 1, slideCount: slideCount)
      }
      return globalSlideIndex(of: position)
    case .sectionPage(let section, let page):
      guard sections.indices.contains(section) else {
        throw .noSuchSection(section: section + 1, sectionCount: sections.count)
      }
      guard sections[section].indices.contains(page) else {
        throw .noSuchPage(section: section + 1, page: page + 1, pageCount: sections[section].count)
      }
      return globalSlideIndex(of: Position(section: section, page: page))
    }
  }
}
