import Foundation
import SegueCore
import SegueTestSupport
import Testing

@testable import SegueCLI

/// The man pages: rendered by groff and by man without a single warning, and holding what
/// they are made from (every command and option of the table; the docs' sections).
@Suite struct ManPageTests {
  /// Each page as `make dist` makes it (segue-config from docs/config.md when it exists).
  static func roff(_ page: ManPage) -> String {
    let markdown = page.source.flatMap {
      try? String(contentsOf: TestPaths.packageRoot.appending(path: $0), encoding: .utf8)
    }
    return page.roff(markdown: markdown)
  }

  @Test(arguments: ManPage.allCases)
  func rendersWithoutWarnings(_ page: ManPage) throws {
    let folder = try ShellRunner.scratchFolder("man")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = "\(page.rawValue).\(page.section)"
    try Self.roff(page).write(to: folder.appending(path: file), atomically: true, encoding: .utf8)
    let groff = try ShellRunner.run("groff", ["-ww", "-z", "-man", "-Tutf8", file], in: folder)
    #expect(groff.status == 0 && groff.err.isEmpty, "groff: \(groff.err)")
    let man = try ShellRunner.run(
      "man", ["--warnings=w", "-l", file], environment: ["MANWIDTH": "80", "LANG": "C.UTF-8"],
      in: folder)
    #expect(man.status == 0 && man.err.isEmpty, "man: \(man.err)")
    #expect(man.out.contains("NAME\n       \(page.rawValue) "))
  }

  /// segue(1) names every command and every option of the table, hidden ones aside.
  @Test func commandPageHoldsTheWholeTable() throws {
    let folder = try ShellRunner.scratchFolder("man")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.roff(.segue).write(
      to: folder.appending(path: "segue.1"), atomically: true, encoding: .utf8)
    let page = try ShellRunner.run(
      "man", ["-l", "segue.1"], environment: ["MANWIDTH": "200", "LANG": "C.UTF-8"], in: folder
    ).out
    for spec in CommandTable.root.allCommands where !spec.isHidden {
      #expect(page.contains(spec.commandLine), "\(spec.commandLine)")
      for option in spec.allOptions {
        #expect(page.contains(HelpText.label(option)), "\(spec.commandLine) \(option.name)")
      }
    }
    #expect(!page.contains("segue man"))
  }

  @Test func escapesWhatRoffWouldRead() {
    #expect(Roff.escaped(#"a\b -x "q" é→"#) == #"a\eb \-x \(dqq\(dq \[u00E9]\[u2192]"#)
    #expect(Roff.escaped("\u{1B}[1m\u{1F600}") == "[1m\\[u1F600]")
    #expect(Roff.line(".start") == "\\&.start")
    #expect(Roff.line("'quote") == "\\&'quote")
    #expect(Roff.line("plain") == "plain")
  }

  @Test func markdownHeadingsTablesAndCode() {
    let roff = ManMarkdown.roff(
      MarkdownBlocks.parse(
        """
        # Title

        Intro *word* `code`.

        ## Keys

        | key | meaning | default |
        |---|---|---|
        | `a` | first | 1 |

        ### Sub

        ```
        .dot line
        ```
        """))
    #expect(!roff.contains("Title"))
    #expect(roff.contains(".PP\nIntro \\f[I]word\\f[R] \\f[CR]code\\f[R].\n"))
    #expect(roff.contains(".SH \"KEYS\"\n"))
    #expect(
      roff.contains(
        ".TP\n\\f[CR]a\\f[R]\n\\f[I]meaning:\\f[R] first\n.br\n\\f[I]default:\\f[R] 1\n"))
    #expect(roff.contains(".SS \"Sub\"\n"))
    #expect(roff.contains(".nf\n\\&.dot line\n.fi\n"))
  }
}
