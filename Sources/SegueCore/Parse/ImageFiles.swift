/// Gives every image of a loaded deck the path of its file, and warns about images that will
/// show a placeholder.
///
/// Like `CodeFiles`, this runs over the parsed deck with the file access passed in (the core
/// reads no file): the CLI gives a probe that reads the file by the rules decks are read by and
/// checks its header with the decoder, tests give a dictionary. The pixels are decoded only
/// when a slide is drawn (`ImageStore` in the renderer), at the size it is drawn at, so a deck
/// of forty screenshots loads without decoding one. The paths go into
/// `DeckLoad.includedFiles`, so the presenter reloads when an image changes.
public enum ImageFiles {
  /// Reads every image of `load`'s deck with `probe` (a full path in; nothing, or why the
  /// image cannot be drawn, out). Remote images are never probed: they are not fetched.
  public static func resolve(
    _ load: inout DeckLoad, deckPath: String,
    probe: @escaping (String) -> Result<FileRead, CodeFiles.ReadFailure>
  ) {
    guard var deck = load.deck else { return }
    var walker = Walker(source: load.source, deckPath: deckPath, probe: probe)
    var sections = deck.sections
    for s in sections.indices {
      for k in sections[s].slides.indices
      where sections[s].slides[k].blocks.contains(where: \.holdsImage) {
        sections[s].slides[k].blocks = sections[s].slides[k].blocks.map { walker.apply($0) }
      }
    }
    guard !walker.paths.isEmpty || !walker.diagnostics.isEmpty else { return }
    deck.sections = sections
    load.deck = deck
    load.includedFiles += walker.paths.filter { !load.includedFiles.contains($0) }
    load.readFiles += walker.read
    load.diagnostics = (load.diagnostics + walker.diagnostics).sortedByPosition(in: load.source)
      .collapsingRepeats()
  }

  private struct Walker {
    let source: SourceText
    let deckPath: String
    let probe: (String) -> Result<FileRead, CodeFiles.ReadFailure>
    var paths: [String] = []
    var read: [IncludedFile] = []
    var diagnostics: [Diagnostic] = []
    var probed: [String: CodeFiles.ReadFailure?] = [:]

    mutating func apply(_ block: Block) -> Block {
      guard block.holdsImage else { return block }
      var block = block
      block.kind = block.kind.mapBlocks { apply($0) }
      switch block.kind {
      case .paragraph(let inlines): block.kind = .paragraph(apply(inlines, line: block.line))
      case .heading(var heading):
        heading.content = apply(heading.content, line: block.line)
        block.kind = .heading(heading)
      default: break
      }
      return block
    }

    private mutating func apply(_ inlines: [Inline], line: Int) -> [Inline] {
      guard inlines.contains(where: \.containsImage) else { return inlines }
      return inlines.map { inline in
        switch inline {
        case .image(let image): return .image(resolve(image, line: line))
        case .emphasis(let c): return .emphasis(apply(c, line: line))
        case .strong(let c): return .strong(apply(c, line: line))
        case .strikethrough(let c): return .strikethrough(apply(c, line: line))
        case .link(var link):
          link.content = apply(link.content, line: line)
          return .link(link)
        default: return inline
        }
      }
    }

    private mutating func resolve(_ image: Image, line: Int) -> Image {
      var image = image
      let at = location(of: image.source, from: line)
      if image.isEmbedded {
        image.path = image.source  // read from the URL (`ImageReader.readingDataURLs`)
        if case .failure(let reason) = probe(image.source) {
          diagnostics.append(
            .warning(
              "\(image.shownSource): \(reason.reason); the slide shows a placeholder", at: at
            ).saidOnce())
        }
        return image
      }
      if image.isRemote {
        let reason =
          image.source.hasPrefix("data:")
          ? "not a picture type (only data:image/… URLs are drawn)"
          : "remote images are not fetched"
        diagnostics.append(
          .warning(
            "\(image.shownSource): \(reason); the slide shows a placeholder", at: at
          ).saidOnce())
        return image
      }
      let full = CodeFiles.path(
        image.localPath, relativeTo: source.file(ofLine: line, or: deckPath))
      image.path = full
      if !paths.contains(full) { paths.append(full) }
      let failure: CodeFiles.ReadFailure?
      if let known = probed[full] {
        failure = known
      } else {
        switch probe(full) {
        case .failure(let reason): failure = reason
        case .success(let file):
          failure = nil
          read.append(IncludedFile(path: full, kind: .image, resolvedPath: file.resolvedPath))
        }
        probed[full] = failure
      }
      if let failure {
        diagnostics.append(
          .warning(
            "\(image.source): \(failure.reason); the slide shows a placeholder", at: at
          ).saidOnce())
      }
      return image
    }

    /// Where the image naming `path` starts (its `![`, or its `<img`), on the paragraph's first
    /// line or one of those after it.
    private func location(of path: String, from line: Int) -> SourceLocation {
      var number = line
      while let text = source.line(number), number < line + 200 {
        if let found = text.firstRange(of: "(" + path) ?? text.firstRange(of: "\"" + path) {
          let before = text[..<found.lowerBound]
          let start =
            before.ranges(of: "![").last?.lowerBound
            ?? before.ranges(of: "<img").last?.lowerBound ?? found.lowerBound
          return source.location(
            line: number, column: text.distance(from: text.startIndex, to: start) + 1)
        }
        if text.allSatisfy(\.isWhitespace) && number > line { break }
        number += 1
      }
      return source.location(line: line, column: 1)
    }
  }
}

extension Block {
  /// Whether an image the walker resolves is in this block: in a paragraph or a heading, at
  /// any depth.
  fileprivate var holdsImage: Bool {
    switch kind {
    case .paragraph(let inlines): return inlines.contains(where: \.containsImage)
    case .heading(let heading): return heading.content.contains(where: \.containsImage)
    default: return kind.containsChild(where: \.holdsImage)
    }
  }
}

extension Inline {
  var containsImage: Bool {
    switch self {
    case .image: return true
    case .emphasis(let c), .strong(let c), .strikethrough(let c):
      return c.contains(where: \.containsImage)
    case .link(let link): return link.content.contains(where: \.containsImage)
    default: return false
    }
  }
}
