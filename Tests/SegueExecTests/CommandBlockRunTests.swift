import Glibc
import SegueCore
import SegueRender
import Testing

@testable import SegueExec

/// Blocks that name their own command: slides' `~~~sort -r` piped through a real `sort`, and
/// the argument vector a terminal block starts with.
@Suite struct CommandBlockRunTests {
  private func text(_ output: LiveOutput) -> [String] {
    output.lines.map { $0.map(\.text).joined() }
  }

  /// The block as a slides deck writes it, parsed, so the whole way from the fence is tested.
  private func slidesBlock(_ fence: String, _ body: String) throws -> CodeBlock {
    let deck = try #require(DeckParser.parse("\(fence)\n\(body)~~~\n", fileName: "t.md").deck)
    let block = try #require(deck.sections.first?.slides.first?.codeBlocks.first)
    guard case .code(let code) = block.kind else { throw CancellationError() }
    return code
  }

  @Test func aSlidesBlockIsPipedThroughItsCommand() throws {
    let code = try slidesBlock("~~~sort -r", "banana\ncherry\napple\n")
    #expect(code.attributes.command == ["sort", "-r"])
    let output = SnippetRun(code).runToEnd(timeout: 30)
    #expect(text(output) == ["cherry", "banana", "apple"])
    #expect(output.status == .exited(0))
  }

  @Test func aFailingCommandShowsItsStatusAndStderr() throws {
    let code = try slidesBlock("~~~sort --no-such-flag", "x\n")
    let output = SnippetRun(code).runToEnd(timeout: 30)
    #expect(output.status == .exited(2))
    #expect(text(output).joined().contains("no-such-flag"))
  }

  /// A missing program names what to install: graph-easy's Debian package, or, for a program
  /// Segue does not know, the way to make it found.
  @Test func aMissingProgramSaysWhatToInstall() {
    var block = CodeBlock(info: "graph-easy --as=boxart", text: "[ A ]\n", isFenced: true)
    block.attributes.run = .replace
    block.attributes.command = ["/nonexistent/graph-easy", "--as=boxart"]
    #expect(
      SnippetRun(block).output.status
        == .failedToStart(
          "/nonexistent/graph-easy: not found; install the Debian package libgraph-easy-perl"))
    block.attributes.command = ["segue-no-such-program-29"]
    #expect(
      SnippetRun(block).output.status
        == .failedToStart(
          "segue-no-such-program-29: not found; install it, or add its folder to PATH"))
  }

  @Test func aTerminalWithACommandStartsIt() throws {
    var block = CodeBlock(info: "terminal8", text: "bash -il\n", isFenced: true)
    block.attributes.command = ["bash", "-il"]
    let arguments = try TerminalLaunch.arguments(for: block, in: "/nonexistent").get()
    #expect(arguments.count == 2 && arguments[0].hasSuffix("/bash") && arguments[1] == "-il")
  }

  /// Without a command the snippet is written to a file the executor reads, never to stdin.
  @Test func aPtySnippetIsWrittenToAFile() throws {
    let directory = try #require(TerminalLaunch.makeDirectory())
    defer { TerminalLaunch.remove(directory) }
    let (attributes, _) = CodeAttributes.parse(info: "bash +pty")
    let block = CodeBlock(
      info: "bash +pty", text: "echo hi\n", isFenced: true, attributes: attributes)
    let arguments = try TerminalLaunch.arguments(for: block, in: directory).get()
    #expect(arguments.last == directory + "/script.sh")
    #expect(access(directory + "/script.sh", R_OK) == 0)
  }

  @Test func aTerminalOfAnUnknownLanguageDoesNotStart() {
    let block = CodeBlock(info: "cobol +pty", text: "x\n", isFenced: true)
    #expect(
      TerminalLaunch.arguments(for: block, in: "/nonexistent")
        == .failure(StartFailure(message: "Segue does not know how to run 'cobol'")))
  }
}
