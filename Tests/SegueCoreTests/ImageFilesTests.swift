import SegueCore
import Testing

/// Images of a loaded deck: their files' paths, the files watched, and warnings at the
/// `![` that `1️⃣` marks for every image that will show a placeholder.
@Suite struct ImageFilesTests {
  /// The deck without its marker, loaded from `/talks/deck.md` with `files` readable (any
  /// other path is missing), and the marker's (line, column).
  func load(_ marked: String, files: [String: String?] = [:]) -> (DeckLoad, (Int, Int)?) {
    var marker: (Int, Int)?
    for (number, line) in marked.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let index = line.firstIndex(of: "1️⃣") {
        marker = (number + 1, line.distance(from: line.startIndex, to: index) + 1)
      }
    }
    let text = marked.replacingOccurrences("1️⃣", "")
    var load = DeckParser.parse(SourceText(text, fileName: "/talks/deck.md"))
    ImageFiles.resolve(&load, deckPath: "/talks/deck.md") { path in
      switch files[path] {
      case .none: return .failure(.init("no such file"))
      case .some(.none):
        return .success(
          FileRead(
            identity: FileIdentity(device: 1, inode: 1), resolvedPath: path, size: 1, bytes: nil))
      case .some(.some(let reason)): return .failure(.init(reason))
      }
    }
    return (load, marker)
  }

  func location(_ d: Diagnostic) -> (Int, Int)? { d.location.map { ($0.line, $0.column) } }

  @Test(arguments: [
    ("# A\n\ntext\n\n1️⃣![a diagram](pics/missing.png)\n", "pics/missing.png: no such file"),
    ("# A\n\nSee 1️⃣![icon](x.png) here.\n", "x.png: no such file"),
    ("# A\n\n1️⃣![image:width:50%](x.png)\n", "x.png: no such file"),
    ("# A\n\n1️⃣![a](broken.png){width=40%}\n", "broken.png: not an image"),
    ("# A\n\n- item\n- 1️⃣![b](x.png)\n", "x.png: no such file"),
    (
      "# A\n\n1️⃣![logo](https://example.com/l.png)\n",
      "https://example.com/l.png: remote images are not fetched"
    ),
  ])
  func warnsAtTheImage(deck: String, message: String) throws {
    let (load, marker) = load(deck, files: ["/talks/broken.png": "not an image"])
    let warning = try #require(load.diagnostics.first)
    #expect(load.diagnostics.count == 1)
    #expect(warning.message.hasPrefix(message), "\(warning.message)")
    #expect(warning.message.hasSuffix("; the slide shows a placeholder"))
    let at = try #require(location(warning))
    #expect(at == (try #require(marker)))
  }

  @Test func pathsAreRelativeToTheDeckAndWatched() throws {
    let (load, _) = load(
      "# A\n\n![a](pics/a.png)\n\n![b](/abs/b.png)\n\n![again](pics/a.png)\n",
      files: ["/talks/pics/a.png": .none, "/abs/b.png": .none])
    #expect(load.diagnostics.isEmpty)
    #expect(load.includedFiles == ["/talks/pics/a.png", "/abs/b.png"])
    let blocks = try #require(load.deck).sections[0].slides[0].blocks
    #expect(
      blocks.compactMap { $0.kind.soleImage?.path } == [
        "/talks/pics/a.png", "/abs/b.png", "/talks/pics/a.png",
      ])
  }

  @Test(arguments: [
    ("https://example.com/a.png", true), ("http://x/y.jpg", true), ("//cdn.x/y.png", true),
    ("data:image/png;base64,AAAA", false), ("data:text/html,x", true), ("a.png", false),
    ("dir/a:b.png", false),
    ("/abs/a.png", false), ("c:/pics/a.png", false), ("file:///abs/a.png", false),
    ("file://localhost/abs/a.png", false), ("file:/abs/a.png", false),
    ("file://server/share/a.png", true),
  ])
  func remote(source: String, isRemote: Bool) {
    #expect(Image(source: source, alt: []).isRemote == isRemote)
  }

  /// A link destination is a URL: `%20` is a space, and a `file:` URL of this machine is the
  /// file at its path (both were read as written: "no such file", and "remote, not fetched").
  @Test(arguments: [
    ("my%20image.png", "/talks/my image.png"), ("caf%C3%A9.png", "/talks/café.png"),
    ("file:///pics/my%20image.png", "/pics/my image.png"),
    ("file://localhost/pics/a.png", "/pics/a.png"),
    ("100%.png", "/talks/100%.png"), ("a%00b.png", "/talks/a%00b.png"),
    ("bad%FF.png", "/talks/bad%FF.png"),
  ])
  func localPathsAreDecoded(source: String, path: String) throws {
    let (load, _) = load("# A\n\n![a](\(source))\n", files: [path: .none])
    #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.message))")
    #expect(load.includedFiles == [path])
    #expect(load.readFiles == [IncludedFile(path: path, kind: .image, resolvedPath: path)])
  }

  @Test(arguments: [
    ("![a](x.png)\n", true), ("![a](x.png)\n![b](y.png)\n", false), ("text ![a](x.png)\n", false),
    ("  ![a](x.png)  \n", true), ("[![a](x.png)](https://x)\n", false),
  ])
  func soleImage(paragraph: String, sole: Bool) throws {
    let deck = try #require(DeckParser.parse(paragraph, fileName: "d.md").deck)
    let block = try #require(deck.sections.first?.slides.first?.blocks.first)
    #expect((block.kind.soleImage != nil) == sole)
  }

  /// A missing picture shown on many slides (a reveal.js deck repeats one background on a
  /// dozen) is one warning, at its first use, with its count; another picture is its own.
  @Test func aMissingPictureUsedTwelveTimesIsOneWarning() {
    let slide = "# S\n\n![](bg.png)\n\n"
    let (load, _) = load(String(repeating: slide, count: 12) + "# T\n\n![](other.png)\n")
    #expect(
      load.warnings.map(\.message) == [
        "bg.png: no such file; the slide shows a placeholder"
          + " (12 times in this deck; the first is here)",
        "other.png: no such file; the slide shows a placeholder",
      ])
    #expect(load.warnings.first?.location?.line == 3)
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
