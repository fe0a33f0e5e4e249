import CYAML

/// A YAML node with the position it was written at: what front matter and themes are read from.
public struct YAMLValue: Sendable, Equatable {
  public indirect enum Kind: Sendable, Equatable {
    /// A scalar; `isPlain` is false when it was quoted (so `"true"` stays a string).
    case scalar(String, isPlain: Bool)
    case mapping([(key: YAMLValue, value: YAMLValue)])
    case sequence([YAMLValue])
    /// An alias (`*name`); not expanded, so a hostile file cannot multiply itself.
    case alias(String)

    public static func == (a: Kind, b: Kind) -> Bool { a.matches(b, by: ==) }

    /// The same kind with the same scalars, children compared by `same`.
    func matches(_ other: Kind, by same: (YAMLValue, YAMLValue) -> Bool) -> Bool {
      switch (self, other) {
      case (.scalar(let x, let p), .scalar(let y, let q)): return x == y && p == q
      case (.mapping(let x), .mapping(let y)):
        return x.count == y.count
          && zip(x, y).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) }
      case (.sequence(let x), .sequence(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
      case (.alias(let x), .alias(let y)): return x == y
      default: return false
      }
    }
  }
  public var kind: Kind
  /// 1-based line and column in the file the YAML came from.
  public var line: Int
  public var column: Int

  public init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }
  /// Whether `other` holds the same YAML, wherever each was written.
  public func hasSameContent(as other: YAMLValue) -> Bool {
    kind.matches(other.kind) { $0.hasSameContent(as: $1) }
  }

  /// The scalar text, or `nil` for mappings, sequences and aliases.
  public var scalar: String? {
    if case .scalar(let s, _) = kind { return s }
    return nil
  }

  /// The scalar as a YAML 1.1 boolean (`true`/`yes`/`on`, `false`/`no`/`off`, any case), as
  /// front matter written for any tool spells it; `nil` for anything else.
  public var flag: Bool? {
    switch scalar?.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: return nil
    }
  }

  public var isNull: Bool {
    if case .scalar(let s, true) = kind { return s.isEmpty || s == "~" || s == "null" }
    return false
  }
}

/// Reads YAML text into `YAMLValue`s with libyaml's event parser (the one file that uses libyaml).
public enum YAMLReader {
  public struct SyntaxError: Error, Equatable {
    public var message: String
    /// 1-based, relative to the YAML text given.
    public var line: Int
    public var column: Int
  }

  /// Deeper nesting than this is refused rather than followed.
  static let maximumDepth = 64

  /// Parses the first document of `text`; `nil` when the text holds no document.
  /// Positions are shifted by `lineOffset` lines so they point into the enclosing file.
  public static func parse(_ text: String, lineOffset: Int = 0) throws(SyntaxError) -> YAMLValue? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw SyntaxError(message: "out of memory reading YAML", line: 1 + lineOffset, column: 1)
    }
    defer { yaml_parser_delete(&parser) }
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) -> YAMLValue? in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      return try readDocument(&parser, lineOffset: lineOffset)
    }
  }

  /// A container being built while its children are read.
  ///
  /// The children are gathered here and put into the node when it ends: appending to the
  /// array inside the node's (indirect) kind copied it on every child, so a mapping of 20,000
  /// keys took 9 s.
  private struct Frame {
    var node: YAMLValue
    var pendingKey: YAMLValue?
    var pairs: [(key: YAMLValue, value: YAMLValue)] = []
    var items: [YAMLValue] = []

    /// The node with its children.
    func finished() -> YAMLValue {
      var node = self.node
      switch node.kind {
      case .mapping: node.kind = .mapping(pairs)
      case .sequence: node.kind = .sequence(items)
      default: break
      }
      return node
    }
  }

  private static func readDocument(_ parser: inout yaml_parser_t, lineOffset: Int)
    throws(SyntaxError) -> YAMLValue?
  {
    var stack: [Frame] = []
    var root: YAMLValue?
    while true {
      var event = yaml_event_t()
      guard yaml_parser_parse(&parser, &event) == 1 else {
        throw syntaxError(parser, lineOffset: lineOffset)
      }
      defer { yaml_event_delete(&event) }
      let line = Int(event.start_mark.line) + 1 + lineOffset
      let column = Int(event.start_mark.column) + 1
      var completed: YAMLValue?
      switch event.type {
      case YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
        return root
      case YAML_SCALAR_EVENT:
        let s = event.data.scalar
        let value = string(s.value, length: s.length)
        let isPlain = s.style == YAML_PLAIN_SCALAR_STYLE
        completed = YAMLValue(.scalar(value, isPlain: isPlain), line: line, column: column)
      case YAML_ALIAS_EVENT:
        let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
        completed = YAMLValue(.alias(name), line: line, column: column)
      case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
        guard stack.count < maximumDepth else {
          throw SyntaxError(
            message: "YAML nested deeper than \(maximumDepth) levels", line: line, column: column)
        }
        let kind: YAMLValue.Kind =
          event.type == YAML_MAPPING_START_EVENT ? .mapping([]) : .sequence([])
        stack.append(Frame(node: YAMLValue(kind, line: line, column: column)))
      case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
        completed = stack.popLast()?.finished()
      default:
        break
      }
      guard let value = completed else { continue }
      if stack.isEmpty {
        root = value
      } else {
        add(value, to: &stack[stack.count - 1])
      }
    }
  }

  private static func add(_ value: YAMLValue, to frame: inout Frame) {
    switch frame.node.kind {
    case .mapping:
      if let key = frame.pendingKey {
        frame.pairs.append((key, value))
        frame.pendingKey = nil
      } else {
        frame.pendingKey = value
      }
    case .sequence:
      frame.items.append(value)
    default:
      break
    }
  }

  private static func string(_ pointer: UnsafeMutablePointer<UInt8>?, length: Int) -> String {
    guard let pointer else { return "" }
    let buffer = UnsafeBufferPointer(start: pointer, count: length)
    return String(decoding: buffer, as: UTF8.self)
  }

  private static func syntaxError(_ parser: yaml_parser_t, lineOffset: Int) -> SyntaxError {
    let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
    let context = parser.context.map { String(cString: $0) }
    let mark = parser.problem_mark
    let start = parser.context_mark
    let moved = start.line != mark.line || start.column != mark.column
    // An unclosed quote or bracket is noticed lines later (at the next key, or at the end),
    // but the mistake is where it opened: point there, and say where libyaml gave up.
    if let context, moved, Self.opensSomething(context) {
      return SyntaxError(
        message:
          "\(problem) at \(Int(mark.line) + 1 + lineOffset):\(Int(mark.column) + 1)"
          + " (\(context) that starts here)",
        line: Int(start.line) + 1 + lineOffset, column: Int(start.column) + 1)
    }
    var message = problem
    if let context {
      message += " (\(context)"
      if moved {
        message += " that starts at \(Int(start.line) + 1 + lineOffset):\(Int(start.column) + 1)"
      }
      message += ")"
    }
    return SyntaxError(
      message: message, line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
  }

  /// libyaml contexts that name something opened and never closed: a quoted scalar, a flow
  /// sequence `[…` or a flow mapping `{…`.
  private static func opensSomething(_ context: String) -> Bool {
    context.contains("quoted scalar") || context.contains("flow sequence")
      || context.contains("flow mapping")
  }
}

extension LinkedLibrary {
  public static var yaml: LinkedLibrary {
    LinkedLibrary(name: "libyaml", version: String(cString: yaml_get_version_string()))
  }
}
