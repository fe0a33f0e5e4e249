/// Where every part of a frame sits: computed once, read by the renderer, the mouse,
/// transitions and `check --size`.
///
/// Top to bottom by default: segment bar, content (inside the theme's margins), page dots,
/// footer. The theme moves the bar and the dots to the top or the bottom, or hides them; the
/// footer shows when its template has text and the slide does not say `no_footer`. The bar
/// takes its row before the dots, so both can sit at the top (bar above) or at the bottom (bar
/// below the dots, above the footer).
///
/// A deck of one section has no segments to choose between: unless the theme asks for the
/// title or a window of slide titles there (`segment_bar.single_section`), the bar takes no row
/// and the content gets it. The dots and the footer sit inside the side margins, so a progress
/// line or a counter lines up with the content.
public struct FrameLayout: Sendable, Equatable {
  public static let minimumSize = Size(width: 40, height: 10)
  /// The largest frame laid out: a 4K projector at a 4-pixel font is 960 columns, and no real
  /// screen has 1,000 rows of text. Past it the terminal's size is an accident or an attack (a
  /// 10000×10000 window is 100 million cells) and the frame is a notice, like below
  /// `minimumSize`; `--size` has the same bound. `docs/limits.md`, "Drawing".
  public static let maximumSize = Size(width: 1000, height: 1000)

  public var size: Size
  /// Below `minimumSize` the frame is a notice and nothing else has a place.
  public var isTooSmall: Bool
  /// Past `maximumSize` the frame is a notice too, drawn on a canvas of at most that size.
  public var isTooLarge: Bool
  /// Whether the frame is a notice about the size rather than a slide.
  public var isNotice: Bool { isTooSmall || isTooLarge }
  public var bar: Rect?
  public var dots: Rect?
  public var footer: Rect?
  /// The full-width rows between the chrome at the top and at the bottom.
  public var body: Rect
  /// The slide's content: `body` inside the theme's margins (may be empty).
  public var content: Rect

  /// - Parameters:
  ///   - hidesFooter: the slide's `no_footer`.
  ///   - chrome: false drops bar, dots and footer (handouts).
  ///   - sections: how many sections the deck has (one section may mean no bar).
  public init(
    theme: Theme, size: Size, hidesFooter: Bool = false, chrome: Bool = true, sections: Int = 1
  ) {
    self.size = size
    isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    isTooLarge = size.width > Self.maximumSize.width || size.height > Self.maximumSize.height
    var top = 0
    var bottom = size.height
    if chrome && !isTooSmall && !isTooLarge {
      if !hidesFooter && !theme.footer.isEmpty {
        bottom -= 1
        let margins = theme.margins
        footer = Rect(
          x: margins.left, y: bottom, width: size.width - margins.left - margins.right, height: 1)
      }
      let barShows = sections > 1 || theme.segmentBar.singleSection != .hide
      bar = Self.take(
        barShows ? theme.segmentBar.position : .hidden, top: &top, bottom: &bottom,
        width: size.width)
      dots = Self.take(theme.pageDots.position, top: &top, bottom: &bottom, width: size.width)
        .map { row in
          let margins = theme.margins
          return Rect(
            x: margins.left, y: row.y, width: max(0, size.width - margins.left - margins.right),
            height: 1)
        }
    }
    if isTooSmall || isTooLarge { bottom = top }
    body = Rect(x: 0, y: top, width: size.width, height: max(0, bottom - top))
    let margins = theme.margins
    content = Rect(
      x: margins.left, y: top + margins.top, width: size.width - margins.left - margins.right,
      height: bottom - top - margins.top - margins.bottom)
  }

  /// A full-width row at the top or the bottom of what is left, taken from it.
  private static func take(_ position: BarPosition, top: inout Int, bottom: inout Int, width: Int)
    -> Rect?
  {
    switch position {
    case .top:
      top += 1
      return .row(top - 1, width: width)
    case .bottom:
      bottom -= 1
      return .row(bottom, width: width)
    case .hidden:
      return nil
    }
  }

  /// The rows a transition slides: everything but the chrome.
  public var slidingRows: Range<Int> { body.rows }
}

extension FooterTheme {
  /// Whether the footer has nothing to show (then it takes no row).
  public var isEmpty: Bool { left.isEmpty && center.isEmpty && right.isEmpty }
}
