import Testing

@testable import SegueExec

/// The config's `renderers:` name a diagram program's file, for one not on PATH.
@Suite struct DiagramProgramsTests {
  @Test func aConfiguredFileIsUsedAndChecked() {
    #expect(DiagramPrograms.find("mmdc", in: ["mmdc": "/bin/sh"]) == "/bin/sh")
    #expect(DiagramPrograms.find("mmdc", in: ["mmdc": "/nonexistent/mmdc"]) == nil)
    #expect(DiagramPrograms.find("sh", in: [:]) != nil, "PATH is searched without an entry")
  }

  @Test func everyToolsProgramIsKnown() {
    #expect(
      ["dot", "latex", "dvisvgm", "plantuml", "mmdc", "typst", "d2"].allSatisfy {
        DiagramPrograms.known.contains($0)
      })
  }
}
