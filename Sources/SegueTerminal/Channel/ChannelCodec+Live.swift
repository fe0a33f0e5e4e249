import SegueCore
import SegueExec
import SegueRender

/// The `live` message: a block's output as lines of SGR-styled text.
///
/// The presenter sends the last lines that fit in `liveBudget` bytes (a line of the protocol
/// holds 16 KiB), the follower reads each line back through `OutputSanitizer`, as if a program
/// had printed it: whatever a line holds, only text and SGR styles reach its screen.
extension ChannelCodec {
  /// The bytes of lines one `live` message carries, well inside `maximumLine`.
  static let liveBudget = 12 * 1024

  static func liveMembers(_ report: LiveReport) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [("type", .string("live")), ("block", block(report.id))]
    let output = report.output
    switch output.status {
    case .running: members.append(("status", .string("running")))
    case .exited(let code): members += [("status", .string("exited")), ("code", int(Int(code)))]
    case .killed(let signal):
      members += [("status", .string("killed")), ("code", int(Int(signal)))]
    case .failedToStart(let reason):
      members += [("status", .string("failed")), ("reason", .string(reason))]
    }
    if let note = output.note { members.append(("note", .string(note))) }
    if let cursor = output.cursor {
      members += [("row", int(cursor.row)), ("column", int(cursor.column))]
    }
    var lines: [JSONValue] = []
    var bytes = 0
    for line in output.lines.reversed() {
      let text = StyledLineText.sgr(line)
      bytes += text.utf8.count + 8
      guard bytes <= liveBudget else { break }
      lines.append(.string(text))
    }
    members.append(("lines", .array(lines.reversed())))
    return members
  }

  static func live(_ value: JSONValue) throws(Failure) -> LiveReport {
    guard let block = value["block"], case .array(let lines)? = value["lines"] else {
      throw .badField("lines")
    }
    var output = LiveOutput()
    switch try text(value, "status") {
    case "running": output.status = .running
    case "exited": output.status = .exited(Int32(clamping: try count(value, "code")))
    case "killed": output.status = .killed(signal: Int32(clamping: try count(value, "code")))
    case "failed": output.status = .failedToStart(try text(value, "reason"))
    default: throw .badField("status")
    }
    output.note = value["note"]?.string
    if let row = value["row"]?.int, let column = value["column"]?.int {
      output.cursor = (row, column)
    }
    output.lines = try lines.map { line throws(Failure) in
      guard let text = line.string else { throw .badField("lines") }
      var sanitizer = OutputSanitizer()
      sanitizer.feed(Array(text.utf8))
      sanitizer.finish()
      return sanitizer.lines.all.first ?? []
    }
    return LiveReport(id: try blockID(block), output: output)
  }

  private static func block(_ id: BlockID) -> JSONValue {
    switch id {
    case .position(let section, let page, let ordinal):
      .object([("section", int(section)), ("page", int(page)), ("ordinal", int(ordinal))])
    case .named(let section, let page, let name):
      .object([("section", int(section)), ("page", int(page)), ("name", .string(cut(name)))])
    }
  }

  private static func blockID(_ value: JSONValue) throws(Failure) -> BlockID {
    let section = try count(value, "section")
    let page = try count(value, "page")
    if let name = value["name"]?.string { return .named(section: section, page: page, name: name) }
    return .position(section: section, page: page, ordinal: try count(value, "ordinal"))
  }
}
