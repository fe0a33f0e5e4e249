/// Where a run of a spliced deck's lines comes from: from line `line` of the deck's text on,
/// the lines are those of `file` from `fileLine` on, up to the next origin.
struct LineOrigin: Sendable, Equatable {
  /// The first line of the run in the spliced text, 1-based.
  var line: Int
  var file: String
  /// That line's number in `file`.
  var fileLine: Int
}

extension SourceText {
  /// The origin of 1-based `line`; nil when the text is one file's.
  func origin(of line: Int) -> LineOrigin? {
    guard !origins.isEmpty else { return nil }
    // The last run starting at or before the line.
    var low = 0
    var high = origins.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if origins[middle].line <= line { low = middle } else { high = middle }
    }
    return origins[low]
  }

  /// The file `line` comes from; `deckPath` when the text is one file's. A path an included
  /// file names is relative to that file, as presenterm reads it.
  func file(ofLine line: Int, or deckPath: String) -> String {
    origin(of: line)?.file ?? deckPath
  }

  /// Where `line` is in its own file when files were included (the deck's own lines move
  /// down by what was spliced before them), for what names a slide's or a block's line
  /// (`check`, `--dump`); nil when the text is one file's, whose lines are their own.
  public func place(ofLine line: Int) -> (file: String, line: Int)? {
    guard let origin = origin(of: line) else { return nil }
    return (origin.file, origin.fileLine + line - origin.line)
  }

  /// The line of this text that `location` names in its own file: the inverse of
  /// `location(line:column:)`, for printing a diagnostic's line and sorting diagnostics in
  /// the order of the deck. A file included twice gives its first place.
  public func line(of location: SourceLocation) -> Int? {
    guard !origins.isEmpty else { return location.line }
    guard let places = firstPlaces[location.file], places.indices.contains(location.line - 1)
    else { return nil }
    let line = places[location.line - 1]
    return line > 0 ? line : nil
  }

  /// For each file, the first line of the spliced text showing each of its lines: `origins`
  /// read once, in order, each line of the text visited once.
  static func firstPlaces(of origins: [LineOrigin], lineCount: Int) -> [String: [Int]] {
    var places: [String: [Int]] = [:]
    func mark(_ lines: inout [Int], from origin: LineOrigin, to end: Int) {
      for line in origin.line..<max(origin.line, end) {
        let fileLine = origin.fileLine + line - origin.line
        if lines.count < fileLine { lines += repeatElement(0, count: fileLine - lines.count) }
        if lines[fileLine - 1] == 0 { lines[fileLine - 1] = line }
      }
    }
    for (index, origin) in origins.enumerated() {
      let end = index + 1 < origins.count ? origins[index + 1].line : lineCount + 1
      mark(&places[origin.file, default: []], from: origin, to: end)
    }
    return places
  }

  /// The files spliced into this text, besides the deck's own, each once in order.
  public var splicedFiles: [String] {
    var seen: Set<String> = [fileName]
    return origins.map(\.file).filter { seen.insert($0).inserted }
  }
}
