import SegueCore

/// A resolved theme: every colour, glyph and spacing the widgets draw with.
///
/// Widgets read nothing else: no colour or glyph is written in a widget. Theme files (YAML,
/// `extends:`, palettes) resolve into this type; `Theme.dark` is the built-in default.
public struct Theme: Sendable, Equatable {
  public var name: String
  /// The frame's base style: its background fills the whole screen.
  public var base: Style
  public var margins: Margins
  /// The default alignment of slide content.
  public var alignment: Alignment
  public var segmentBar: SegmentBarTheme
  public var pageDots: PageDotsTheme
  public var slideTitle: TitleTheme
  /// `headings[0]` is `#`, … `headings[5]` is `######`.
  public var headings: [TitleTheme]
  public var text: TextTheme
  public var codeBlock: CodeBlockTheme
  /// Live output of code blocks: a snippet's output, a terminal program's screen, the hint.
  public var codeOutput: CodeOutputTheme = .dark
  public var blockQuote: QuoteTheme
  public var alert: AlertTheme
  public var list: ListTheme
  public var table: TableTheme
  public var rule: GlyphTheme
  public var footer: FooterTheme
  public var introSlide: IntroTheme
  /// The `↓` drawn when content is cut at the bottom.
  public var overflow: GlyphTheme
  /// An occurrence of the presenter's search (`/`), laid over the text's own style.
  public var searchMatch = Style(attributes: .reverse)
  /// The "terminal too small" notice.
  public var notice: Style
  /// Help, overview and the go-to prompt, drawn over the slide.
  public var overlay: OverlayTheme
  /// The banner that reports a broken reload while the last good deck stays on screen.
  public var errorBanner: Style
  public var transition: TransitionTheme
  /// The theme file's `palette:` entries, which a deck's `<span class="name">` names.
  public var palette: [String: Color] = [:]
  /// The theme to switch to on a terminal whose background this theme's text cannot be read
  /// on (`counterpart:`, `light` for `dark` and back): set by one file, never inherited.
  public var counterpart: String? = nil

  public func heading(_ level: Int) -> TitleTheme {
    headings[max(0, min(headings.count - 1, level - 1))]
  }
}

public struct Margins: Sendable, Equatable {
  public var top, right, bottom, left: Int
  public init(top: Int, right: Int, bottom: Int, left: Int) {
    (self.top, self.right, self.bottom, self.left) = (top, right, bottom, left)
  }
}

public enum BarPosition: String, Sendable, Equatable, CaseIterable { case top, bottom, hidden }

public struct TransitionTheme: Sendable, Equatable {
  public enum Style: String, Sendable, Equatable, CaseIterable { case slide, none }
  public var style: Style
  public var durationMilliseconds: Int
}

public struct SegmentBarTheme: Sendable, Equatable {
  public enum Fit: String, Sendable, Equatable, CaseIterable {
    /// Every segment the same width, like a mobile segmented control.
    case equal
    /// Each segment as wide as its title.
    case content
  }
  public var position: BarPosition
  public var fit: Fit
  public var normal: Style
  public var selected: Style
  /// The bar's own background, between and around segments.
  public var background: Style
  public var separator: String
  public var separatorStyle: Style
  /// Spaces on each side of a title inside its segment.
  public var padding: Int
  /// Drawn at the edges when some segments are out of view.
  public var overflowLeft: String
  public var overflowRight: String
  /// The narrowest a segment may get before the bar shows a window around the selected one.
  public var minimumSegmentWidth: Int
  /// What the bar shows when the deck has one section.
  public var singleSection: SingleSection = .hide

  /// A lone segment would only repeat the deck's title, so a one-section deck's bar is chosen
  /// by the theme instead.
  public enum SingleSection: String, Sendable, Equatable, CaseIterable {
    /// No bar: its row goes to the content.
    case hide
    /// The deck's title, centred.
    case title
    /// A window of the neighbouring slides' titles around the current one, clickable.
    case slides
  }
}

public struct PageDotsTheme: Sendable, Equatable {
  public var position: BarPosition
  public var active: String
  public var inactive: String
  public var activeStyle: Style
  public var inactiveStyle: Style
  /// Between dots when they fit with it.
  public var spacing: String
  /// The `7/42` form used when the dots cannot fit.
  public var counterStyle: Style
  public var alignment: Alignment
  /// The form the dots take when there are more than `maximumDots` or they do not fit.
  public var compact: CompactDots = .progress
  /// More dots than this are hard to count at a glance, so they take the compact form.
  public var maximumDots: Int = 20
  /// The progress line's glyph for the slides up to the current one, and for the rest.
  public var progressFilled: String = "━"
  public var progressEmpty: String = "─"

  /// What stands for the dots when there are too many to read.
  public enum CompactDots: String, Sendable, Equatable, CaseIterable {
    /// `7 / 69`.
    case counter
    /// A thin line across the row, filled up to the current slide.
    case progress
    /// A window of dots around the current one, between `‹` `›`, then `7/69`.
    case window
  }
}

public struct TitleTheme: Sendable, Equatable {
  public var style: Style
  public var prefix: String
  public var alignment: Alignment?
  /// A glyph repeated under the title across its width (`""` for none).
  public var underline: String
  public var underlineStyle: Style
}

/// Styles of running text, each drawn over the paragraph style.
public struct TextTheme: Sendable, Equatable {
  public var paragraph: Style
  public var emphasis: Style
  public var strong: Style
  public var strikethrough: Style
  public var code: Style
  public var link: Style
  /// Whether a link's URL is shown after its text (never for autolinks).
  public var showsLinkURL: Bool
  public var linkURL: Style
  public var image: Style
  public var html: Style
  /// A formula drawn as text (`$x^2$`); the paragraph's own look unless a theme sets it.
  public var math = Style()
}

public struct CodeBlockTheme: Sendable, Equatable {
  public var style: Style
  public var border: BoxGlyphs
  public var borderStyle: Style
  public var label: Style
  public var padding: Int
  public var tabWidth: Int
  /// Drawn over the spans of a line outside the highlight (`{1,3}`, each step of `{1|2}`).
  public var dimmed: Style
  /// The gutter of `+line_numbers`.
  public var lineNumber: Style
  /// What happens to a line wider than the box.
  public var overflow: CodeOverflow
  /// How highlighted tokens look (`code_block.syntax`, `code_block.syntax_theme`).
  public var syntax = SyntaxStyles()
}

/// How a code line wider than its box is shown.
public enum CodeOverflow: String, Sendable, Equatable, CaseIterable {
  /// Goes on in the next row, marked `↪` in the padding.
  case wrap
  /// Cut at the box's edge, ending in `…`.
  case cut
}

public struct QuoteTheme: Sendable, Equatable {
  public var prefix: String
  public var prefixStyle: Style
  public var style: Style
}

public struct AlertTheme: Sendable, Equatable {
  public struct Kind: Sendable, Equatable {
    public var label: String
    public var style: Style

    /// The label with the deck's own title in place of the kind's name, keeping the theme's
    /// icon (the label's first word when it has no letter: `⚠ Warning` → `⚠ Mind the gap`).
    public func label(title: String?) -> String {
      guard let title, !title.isEmpty else { return label }
      let words = label.split(separator: " ", maxSplits: 1)
      guard words.count == 2, !words[0].contains(where: \.isLetter) else { return title }
      return "\(words[0]) \(title)"
    }
  }
  public var prefix: String
  public var note, tip, important, warning, caution: Kind

  public func kind(_ kind: Alert.Kind) -> Kind {
    switch kind {
    case .note: note
    case .tip: tip
    case .important: important
    case .warning: warning
    case .caution: caution
    }
  }
}

public struct ListTheme: Sendable, Equatable {
  /// Bullets by nesting level; the last repeats for deeper levels.
  public var bullets: [String]
  public var bulletStyle: Style
  public var numberStyle: Style
  public var taskDone: String
  public var taskTodo: String
  public var taskDoneStyle: Style
  public var taskTodoStyle: Style

  public func bullet(depth: Int) -> String { bullets[min(depth, bullets.count - 1)] }
}

public struct TableTheme: Sendable, Equatable {
  public var border: BoxGlyphs
  public var borderStyle: Style
  public var header: Style
  public var cell: Style
}

/// Box-drawing characters: corners, edges and the joints tables need.
public struct BoxGlyphs: Sendable, Equatable {
  public var horizontal, vertical: String
  public var topLeft, topRight, bottomLeft, bottomRight: String
  public var teeDown, teeUp, teeRight, teeLeft, cross: String

  public static let rounded = BoxGlyphs(
    horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
    bottomRight: "╯", teeDown: "┬", teeUp: "┴", teeRight: "├", teeLeft: "┤", cross: "┼")
  public static let square = BoxGlyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
    bottomRight: "┘", teeDown: "┬", teeUp: "┴", teeRight: "├", teeLeft: "┤", cross: "┼")
}

public struct GlyphTheme: Sendable, Equatable {
  public var glyph: String
  public var style: Style
}

public struct FooterTheme: Sendable, Equatable {
  /// Variables: `{title} {sub_title} {author} {date} {section} {section_number} {sections}
  /// {page} {pages} {slide} {slides} {slide_title}`.
  public var left: String
  public var center: String
  public var right: String
  public var style: Style
}

public struct IntroTheme: Sendable, Equatable {
  public var title: Style
  public var subTitle: Style
  public var author: Style
  public var details: Style
}

public struct OverlayTheme: Sendable, Equatable {
  public var box: Style
  public var border: BoxGlyphs
  public var borderStyle: Style
  public var title: Style
  public var key: Style
  public var selected: Style
  public var muted: Style
}
