import Foundation
import SegueCLI
import SegueRender
import SegueTestSupport
import Testing

@testable import SegueCLI

/// What an output may be: a regular file (new or not an input), a character device, a pipe
/// that a process reads (exports only); never a FIFO without a reader (it would block
/// forever), never a link inside a PNG export's folder.
@Suite struct OutputFileKindTests {
  @Test func anExportToAFIFOWithNoReaderFailsAtOnce() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let fifo = talk.root + "/out.fifo"
    try #require(mkfifo(fifo, 0o600) == 0)
    let result = talk.run(["export", talk.deck, "-o", fifo])
    #expect(result.code == .failure)
    #expect(
      result.err
        == "error: \(fifo): cannot write: it is a FIFO that no process reads (it would wait forever)\n"
    )
  }

  @Test func anExportToAFIFOWithAReaderIsWritten() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let fifo = talk.root + "/out.fifo"
    try #require(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let result = talk.run(["export", talk.deck, "-o", fifo])  // the text fits the pipe
    #expect(result.code == .success, "\(result.err)")
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let n = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer[0..<max(0, n)], as: UTF8.self).contains("borrow checker"))
  }

  @Test func aRecordingIsNeverAFIFOEvenWithAReader() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let fifo = talk.root + "/talk.cast"
    try #require(mkfifo(fifo, 0o600) == 0)
    #expect(
      OutputPath.problem(fifo, allowsPipe: false)
        == "it is a FIFO: a recording goes to a regular file")
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    #expect(throws: WriteError(reason: "it is a FIFO: a recording goes to a regular file")) {
      try OutputFile.open(fifo, inputs: InputFiles(), allowsPipe: false)
    }
  }

  @Test func aRecordingToAFIFOWithNoReaderDoesNotBlock() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let fifo = talk.root + "/talk.cast"
    try #require(mkfifo(fifo, 0o600) == 0)
    #expect(
      throws: WriteError(
        reason: "it is a FIFO that no process reads (it would wait forever)")
    ) {
      try OutputFile.open(fifo, inputs: InputFiles(), allowsPipe: false)
    }
  }

  @Test func devNullTakesAnExportAndARecording() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    #expect(talk.run(["export", talk.deck, "-o", "/dev/null"]).code == .success)
    let fd = try OutputFile.open("/dev/null", inputs: InputFiles(), allowsPipe: false)
    #expect(fd >= 0)
    close(fd)
  }

  @Test func aSocketIsRefusedNamingIt() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let path = talk.root + "/s.sock"
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(fd >= 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in path.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    let result = talk.run(["export", talk.deck, "-o", path])
    #expect(result.code == .failure)
    #expect(
      result.err
        == "error: \(path): cannot write: not a regular file, a FIFO or a character device\n")
  }
}
