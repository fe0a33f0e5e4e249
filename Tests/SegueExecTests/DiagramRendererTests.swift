import Glibc
import SegueRender
import Testing

@testable import SegueExec

/// Diagram blocks rendered by their real tools (graphviz and texlive-latex-base + dvisvgm,
/// which `make test` installs), kept in a cache, and a tool that is not installed.
@Suite final class DiagramRendererTests {
  /// The test's own folder, removed after it: each test's cache starts empty.
  let folder: String = {
    var template = Array("/tmp/segue-diagram-test-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer {
      String(cString: mkdtemp($0.baseAddress!)!)
    }
  }()

  deinit {
    let cache = DiagramCache(folder: folder + "/diagrams")
    if let entries = opendir(cache.folder) {
      while let entry = readdir(entries) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        unlink(cache.folder + "/" + name)
      }
      closedir(entries)
    }
    rmdir(cache.folder)
    rmdir(folder)
  }

  /// A renderer with the test's empty cache.
  private func freshRenderer() -> DiagramRenderer {
    DiagramRenderer(cache: DiagramCache(folder: folder + "/diagrams"))
  }

  private func svg(_ path: String) -> String {
    String(decoding: DiagramCache.readRegular(path) ?? [], as: UTF8.self)
  }

  @Test func aGraphvizDiagramIsAnSVGInTheThemesColours() throws {
    let renderer = freshRenderer()
    let colors = DiagramColors(foreground: (0xFF, 0x80, 0x00), background: (0, 0, 0))
    let request = DiagramRequest(language: "dot", source: "digraph { a -> b }", colors: colors)
    let path = try renderer.render(request).get()
    let text = svg(path)
    #expect(text.contains("<svg"))
    #expect(text.contains("#ff8000"))
    #expect(renderer.processesStarted == 1)
    #expect(ImageDecoder.size(of: DiagramCache.readRegular(path) ?? []).isSuccess)
  }

  @Test func aLatexFormulaIsAnSVG() throws {
    let renderer = freshRenderer()
    let request = DiagramRequest(language: "latex", source: #"\frac{a}{b} = \sum_i x_i"#)
    let path = try renderer.render(request).get()
    #expect(svg(path).contains("<svg"))
    // latex, then dvisvgm.
    #expect(renderer.processesStarted == 2)
  }

  /// A LaTeX document cannot read the user's files into its picture (an export publishes it).
  @Test func latexReadsNoFileOutsideItsFolder() {
    let renderer = freshRenderer()
    let source = #"\documentclass{article}\begin{document}\input{/etc/hostname}\end{document}"#
    let result = renderer.render(DiagramRequest(language: "latex", source: source))
    guard case .failure(let problem) = result else {
      Issue.record("a document reading /etc/hostname rendered")
      return
    }
    #expect(problem.message.hasPrefix("latex failed"))
    // The file is there and readable: without the paranoid mode the document would render.
    #expect(access("/etc/hostname", R_OK) == 0)
    #expect(problem.lines.contains("! Emergency stop."), "\(problem)")
    #expect(renderer.processesStarted == 1, "dvisvgm did not run")
  }

  @Test func aSecondRenderStartsNoProcess() throws {
    let renderer = freshRenderer()
    let request = DiagramRequest(language: "graphviz", source: "graph { x -- y }")
    #expect(renderer.cached(request) == nil)
    let first = try renderer.render(request).get()
    #expect(renderer.processesStarted == 1)
    let again = DiagramRenderer(cache: renderer.cache)
    #expect(again.cached(request) == first)
    #expect(try again.render(request).get() == first)
    #expect(again.processesStarted == 0)
    // Other colours are another picture.
    var light = request
    light.colors = DiagramColors(foreground: (0, 0, 0), background: (0xFF, 0xFF, 0xFF))
    #expect(again.cached(light) == nil)
  }

  @Test func aBrokenDiagramSaysWhyWithTheToolsLastLines() {
    let renderer = freshRenderer()
    let result = renderer.render(DiagramRequest(language: "dot", source: "digraph { a -> "))
    guard case .failure(let problem) = result else {
      Issue.record("a broken graph rendered")
      return
    }
    #expect(problem.message.hasPrefix("dot failed with exit status"))
    #expect(problem.lines.contains { $0.contains("syntax error") })
  }

  @Test(arguments: [
    ("d2", "d2: not found; install d2 (https://d2lang.com/tour/install)"),
    ("typst", "typst: not found; install typst (https://github.com/typst/typst/releases)"),
    ("mermaid", "mmdc: not found; install mermaid-cli (npm install -g @mermaid-js/mermaid-cli)"),
  ])
  func aMissingToolNamesWhatToInstall(language: String, message: String) {
    #expect(DiagramRenderer.availability(language) == message)
    let renderer = freshRenderer()
    let result = renderer.render(DiagramRequest(language: language, source: "x"))
    #expect(result == .failure(DiagramProblem(message)))
    #expect(renderer.processesStarted == 0)
  }

  @Test func installedToolsAreAvailable() {
    #expect(DiagramRenderer.availability("dot") == nil)
    #expect(DiagramRenderer.availability("tex") == nil)
    #expect(DiagramRenderer.availability("cobol") == "Segue does not know how to render 'cobol'")
  }

  @Test(arguments: [
    ("x^2", true, #"$\displaystyle x^2$"#),
    (#"$a$ and $b$"#, true, #"$a$ and $b$"#),
    (
      #"\documentclass{article}\begin{document}hi\end{document}"#, false,
      #"\begin{document}\color{seguefg}hi"#
    ),
  ])
  func latexDocuments(source: String, wrapped: Bool, contains: String) {
    let text = LatexDocument.text(source, colors: .dark)
    #expect(text.contains(contains))
    #expect(text.contains(#"\definecolor{seguefg}{RGB}{224,224,224}"#))
    #expect(text.hasPrefix(#"\documentclass{article}"#))
    #expect(text.contains(#"\pagestyle{empty}"#) == wrapped)
  }

  @Test func theCacheFolderFollowsXDG() {
    let env: [String: String] = ["XDG_CACHE_HOME": "/c", "HOME": "/h"]
    #expect(DiagramCache.defaultFolder { env[$0] } == "/c/segue/diagrams")
    #expect(DiagramCache.defaultFolder { ["HOME": "/h"][$0] } == "/h/.cache/segue/diagrams")
    #expect(DiagramCache.defaultFolder { ["XDG_CACHE_HOME": "rel"][$0] } == nil)
  }

  @Test func theCacheReadsOnlyRegularFiles() throws {
    let renderer = freshRenderer()
    let cache = try #require(renderer.cache)
    #expect(cache.prepare() == nil)
    symlink("/etc/hostname", cache.path("link"))
    #expect(cache.hit("link") == nil)
    #expect(DiagramCache.readRegular(cache.path("link")) == nil)
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
