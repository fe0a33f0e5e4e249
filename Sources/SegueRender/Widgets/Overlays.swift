import SegueCore

/// A bordered box drawn over the frame, centred, with a title and lines of text.
struct OverlayBox {
  let theme: OverlayTheme

  /// Draws the box; lines that do not fit are cut. Returns the first row inside the box.
  @discardableResult
  func draw(title: String, lines: [[Span]], on canvas: inout Canvas, minWidth: Int = 0) -> Int {
    let maxInner = max(1, canvas.width - 6)
    let inner = min(
      maxInner, max(minWidth, TextWidth.width(title) + 2, lines.map(\.width).max() ?? 0))
    let height = min(canvas.height - 2, lines.count + 2)
    guard height >= 3 else { return 0 }
    let boxWidth = inner + 4
    let x = (canvas.width - boxWidth) / 2
    let y = (canvas.height - height) / 2
    let b = theme.border
    canvas.fill(x: x, y: y, width: boxWidth, height: height, style: theme.box)
    let top = b.topLeft + b.horizontal + " " + TextWidth.truncate(title, toWidth: inner - 2) + " "
    let topFill = max(0, boxWidth - TextWidth.width(top) - 1)
    canvas.put(b.topLeft + b.horizontal, x: x, y: y, style: theme.borderStyle)
    canvas.put(
      " " + TextWidth.truncate(title, toWidth: inner - 2) + " ", x: x + 2, y: y, style: theme.title)
    canvas.put(
      String(repeating: b.horizontal, count: topFill) + b.topRight, x: x + TextWidth.width(top),
      y: y,
      style: theme.borderStyle)
    for row in 1..<(height - 1) {
      canvas.put(b.vertical, x: x, y: y + row, style: theme.borderStyle)
      canvas.put(b.vertical, x: x + boxWidth - 1, y: y + row, style: theme.borderStyle)
      let line = row - 1
      if line < lines.count {
        canvas.put(lines[line], x: x + 2, y: y + row, maxWidth: inner)
      }
    }
    canvas.put(
      b.bottomLeft + String(repeating: b.horizontal, count: boxWidth - 2) + b.bottomRight, x: x,
      y: y + height - 1, style: theme.borderStyle)
    return y + 1
  }
}

/// `?`: every key binding, in a box.
public struct HelpOverlay: Sendable {
  public var bindings: [(keys: String, action: String)]
  /// The muted line under them: how to close the help.
  public var footer: String

  public init(bindings: [(keys: String, action: String)], footer: String) {
    self.bindings = bindings
    self.footer = footer
  }

  public func draw(on canvas: inout Canvas, theme: Theme) {
    let keyWidth = bindings.map { TextWidth.width($0.keys) }.max() ?? 0
    let o = theme.overlay
    var lines = bindings.map { binding in
      [
        Span(
          binding.keys
            + String(repeating: " ", count: keyWidth - TextWidth.width(binding.keys) + 2),
          style: o.key),
        Span(binding.action, style: o.box),
      ]
    }
    // Too tall for the frame with the footer under the keys: it goes into the title.
    guard lines.count + 4 > canvas.height - 2 else {
      lines.append([])
      lines.append([Span(footer, style: o.muted)])
      OverlayBox(theme: o).draw(title: "Keys", lines: lines, on: &canvas)
      return
    }
    OverlayBox(theme: o).draw(title: "Keys · " + footer, lines: lines, on: &canvas)
  }
}

/// One line at the bottom of the frame: the `:` go-to prompt, or a message.
public struct PromptLine: Sendable {
  public var text: String
  public init(text: String) { self.text = text }

  public func draw(on canvas: inout Canvas, theme: Theme) {
    guard canvas.height > 0 else { return }
    let y = canvas.height - 1
    canvas.fill(x: 0, y: y, width: canvas.width, height: 1, style: theme.overlay.box)
    canvas.put(text, x: 1, y: y, style: theme.overlay.key, maxWidth: canvas.width - 2)
  }
}

/// A broken reload: `file:line:col: message` across the top while the last good deck stays.
public struct ErrorBanner: Sendable {
  public var message: String
  public init(message: String) { self.message = message }

  public func draw(on canvas: inout Canvas, theme: Theme) {
    guard canvas.height > 0 else { return }
    canvas.fill(x: 0, y: 0, width: canvas.width, height: 1, style: theme.errorBanner)
    let text = TextWidth.truncate(message, toWidth: max(0, canvas.width - 2))
    canvas.put(text, x: 1, y: 0, style: theme.errorBanner)
  }
}

/// `N`: the current slide's speaker notes, wrapped, in a box at the bottom half.
public struct NotesOverlay: Sendable {
  public var notes: [String]
  public init(notes: [String]) { self.notes = notes }

  public func draw(on canvas: inout Canvas, theme: Theme) {
    let o = theme.overlay
    let width = max(10, min(canvas.width - 6, 76))
    var lines: [[Span]] = []
    if notes.isEmpty { lines.append([Span("This slide has no notes.", style: o.muted)]) }
    for (i, note) in notes.enumerated() {
      if i > 0 { lines.append([]) }
      lines += WordWrap.wrap([Span(note, style: o.box)], width: width)
    }
    OverlayBox(theme: o).draw(
      title: "Notes — N or Esc closes", lines: lines, on: &canvas, minWidth: width)
  }
}
