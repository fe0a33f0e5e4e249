extension Includes {
  /// Builds the spliced text line by line, following each file's fences (an include inside
  /// code is code) and the chain of files being included (for cycles and the depth bound).
  struct Splicer {
    let read: CodeFiles.Read
    let limit: Int
    var text = ""
    var origins: [LineOrigin] = []
    /// The lines written so far.
    var lineCount = 0
    /// The bytes of the spliced text so far, the deck's own included.
    var used = 0
    var spliced = false
    var diagnostics: [Diagnostic] = []
    var warnings: [Diagnostic] = []
    var paths: [String] = []
    /// `paths` as a set: a deck of many includes is not looked through once per include.
    private var seen: Set<String> = []
    var files: [IncludedFile] = []
    /// Each file read, by identity: a part included twice is read once.
    var cache: [FileIdentity: SourceText] = [:]

    init(read: @escaping CodeFiles.Read, limit: Int) {
      self.read = read
      self.limit = limit
    }

    /// Writes `source`'s lines from the 0-based `start` on (the lines before are its front
    /// matter, which has no includes), splicing each include; `chain` is the files being
    /// included, the deck first, `source` last.
    mutating func splice(
      _ source: SourceText, chain: [(path: String, identity: FileIdentity?)], from start: Int = 0
    ) {
      var fence = CodeFence()
      begin(source, at: 0)
      // A part's last line break ends its text: no empty line after it (the deck's is kept).
      var lines = source.lineView[...]
      if chain.count > 1, lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
      for (index, line) in lines.enumerated() {
        write(line)
        guard index >= start, !fence.contains(line), let (path, column) = Includes.directive(line)
        else {
          continue
        }
        let at = source.location(line: index + 1, column: column)
        guard let part = include(path, from: source, chain: chain, at: at) else { continue }
        splice(part.source, chain: chain + [(part.source.fileName, part.identity)])
        // The part ends its last block: a blank line (and a fence its code left open), as
        // presenterm parses a part on its own; they belong to the include's line.
        var partFence = CodeFence()
        for line in part.source.lineView { _ = partFence.contains(line) }
        for extra in [partFence.closingLine, ""].compactMap({ $0 }) {
          begin(source, at: index)
          write(extra[...])
        }
        begin(source, at: index + 1)
      }
    }

    /// The lines written next are `source`'s from its 0-based line `index` on.
    private mutating func begin(_ source: SourceText, at index: Int) {
      let origin = LineOrigin(line: lineCount + 1, file: source.fileName, fileLine: index + 1)
      if origins.last?.line == origin.line { origins.removeLast() }
      origins.append(origin)
    }

    private mutating func write(_ line: Substring) {
      if lineCount > 0 { text += "\n" }
      text += line
      lineCount += 1
    }

    /// The part `path` names, read and judged, or nil after saying why it is not included.
    private mutating func include(
      _ path: String, from source: SourceText, chain: [(path: String, identity: FileIdentity?)],
      at: SourceLocation
    ) -> (source: SourceText, identity: FileIdentity)? {
      let full = CodeFiles.path(path, relativeTo: source.fileName)
      if seen.insert(full).inserted { paths.append(full) }
      func refuse(_ message: String) -> (source: SourceText, identity: FileIdentity)? {
        diagnostics.append(.error(message, at: at))
        return nil
      }
      guard chain.count <= Includes.maximumDepth else {
        return refuse(
          "\(path): includes nest deeper than \(Includes.maximumDepth) files: "
            + (chain.map(\.path) + [full]).joined(separator: " → "))
      }
      let allowance = ReadAllowance(known: Set(cache.keys), bytes: limit - used)
      let file: FileRead
      switch read(full, allowance) {
      case .failure(let failure): return refuse("\(path): \(failure.reason); nothing is included")
      case .success(let found): file = found
      }
      if chain.contains(where: { $0.identity == file.identity }) {
        return refuse(
          "\(path): include cycle: " + (chain.map(\.path) + [full]).joined(separator: " → "))
      }
      guard let part = cache[file.identity] ?? decode(file, path: full) else {
        return refuse(refusal(file, path: path))
      }
      guard used + part.text.utf8.count <= limit else {
        return refuse(overLimit(path, size: part.text.utf8.count))
      }
      if FrontMatter(source: part).bodyStart > 0 {
        return refuse("\(path): an included file may not have front matter (presenterm's rule)")
      }
      if !files.contains(where: { $0.path == full }) {
        files.append(IncludedFile(path: full, kind: .markdown, resolvedPath: file.resolvedPath))
      }
      used += part.text.utf8.count
      spliced = true
      return (part, file.identity)
    }

    /// The part's text, kept for another include of it; nil when it was not read or is binary.
    private mutating func decode(_ file: FileRead, path: String) -> SourceText? {
      guard let bytes = file.bytes, !SourceText.looksBinary(bytes) else { return nil }
      let part = SourceText(bytes: bytes, fileName: path)
      warnings += part.warnings
      cache[file.identity] = part
      return part
    }

    private func refusal(_ file: FileRead, path: String) -> String {
      guard file.bytes != nil else { return overLimit(path, size: file.size) }
      return "\(path): is a binary file, not Markdown; nothing is included"
    }

    private func overLimit(_ path: String, size: Int) -> String {
      "\(path): not included: with its \(ByteSize.text(size)) the deck would pass "
        + "\(ByteSize.text(limit)), the most a deck and the files it includes may hold together"
    }
  }
}
