import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue export --format html`: the demo deck's page as a golden file, a page that needs
/// nothing outside itself, and a hostile deck that cannot put an element or attribute in it.
@Suite struct HTMLExportTests {
  static let demo = TestPaths.fixture("Decks/demo.md").path
  static let hostile = TestPaths.fixture("Tests/Fixtures/decks/hostile-html.md").path

  static func export(_ path: String, _ extra: [String] = []) -> (ExitCode, String, String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(["export", path, "--format", "html"] + extra, output: &output)
    return (code, output.stdout, output.stderr)
  }

  /// The demo at 80x24, the size of its text golden: every frame of every step (13), ~70 KB.
  /// A smaller size would shrink the file but wrap the slides differently from the text
  /// golden beside it, and 70 KB of rows diffs line by line all the same.
  @Test func demoDeckGolden() throws {
    let (code, out, _) = Self.export(Self.demo, ["--size", "80x24", "--notes"])
    #expect(code == .success)
    try Golden.check(out, against: "Tests/Goldens/export/demo.80x24.html")
  }

  /// Every tag of the page with its attributes, the script's and style sheets' text left out.
  struct Tag {
    var name: String
    var attributes: [(name: String, value: String)]
  }

  static func tags(of html: String) -> [Tag] {
    var text = html[...]
    var tags: [Tag] = []
    while let open = text.firstIndex(of: "<") {
      let close = text[open...].firstIndex(of: ">") ?? text.endIndex
      let inside = text[text.index(after: open)..<close]
      let name = String(inside.prefix { $0.isLetter || $0.isNumber || $0 == "/" || $0 == "!" })
      tags.append(
        Tag(name: name.lowercased(), attributes: attributes(of: inside.dropFirst(name.count))))
      text = close == text.endIndex ? text[close...] : text[text.index(after: close)...]
      // The contents of the one script and the style sheets are not markup.
      for raw in ["script", "style"] where name == raw {
        let end = text.range(of: "</\(raw)>")!
        text = text[end.lowerBound...]
      }
    }
    return tags
  }

  static func attributes(of text: Substring) -> [(name: String, value: String)] {
    let pattern = try! NSRegularExpression(pattern: #"([^\s=]+)(?:="([^"]*)")?"#)
    let string = String(text)
    return pattern.matches(in: string, range: NSRange(string.startIndex..., in: string)).map {
      let name = String(string[Range($0.range(at: 1), in: string)!])
      let value = Range($0.range(at: 2), in: string).map { String(string[$0]) } ?? ""
      return (name, value)
    }
  }

  static let allowedTags: Set<String> = [
    "!doctype", "html", "head", "meta", "title", "style", "body", "main", "section", "div", "span",
    "a", "i", "aside", "h2", "p", "nav", "button", "script", "img", "template",
  ]
  static let allowedAttributes: Set<String> = [
    "html", "lang", "charset", "name", "content", "id", "style", "class", "data-s", "data-p",
    "data-k", "aria-label", "aria-pressed", "href", "type", "title", "alt", "data-pic", "src",
  ]

  /// What a picture's `src` may be: a data URI of PNG, JPEG or GIF, base64 and nothing else.
  static func isPictureData(_ value: String) -> Bool {
    let prefixes = ["data:image/png;base64,", "data:image/jpeg;base64,", "data:image/gif;base64,"]
    guard let prefix = prefixes.first(where: value.hasPrefix) else { return false }
    return value.dropFirst(prefix.count).allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0))
    }
  }

  /// Checks that the page is made of Segue's own elements and attributes only.
  static func expectOnlyOwnMarkup(_ html: String) {
    let tags = tags(of: html)
    let names = Set(tags.map { $0.name.hasPrefix("/") ? String($0.name.dropFirst()) : $0.name })
    #expect(
      names.isSubset(of: allowedTags), "unexpected elements: \(names.subtracting(allowedTags))")
    #expect(tags.filter { $0.name == "script" }.count == 1)
    for tag in tags {
      for attribute in tag.attributes {
        #expect(allowedAttributes.contains(attribute.name), "<\(tag.name) \(attribute.name)>")
        if attribute.name == "href" { #expect(attribute.value.hasPrefix("#")) }
        if attribute.name == "src" {
          #expect(tag.name == "img" && isPictureData(attribute.value), "<\(tag.name) src>")
        }
        if attribute.name == "style" {
          #expect(attribute.value.allSatisfy { $0.isNumber || $0.isLetter || ":;-".contains($0) })
        }
      }
    }
  }

  @Test func pageReferencesNothingOutsideItself() {
    let (_, html, _) = Self.export(Self.demo, ["--notes"])
    Self.expectOnlyOwnMarkup(html)
    for reference in ["src=", "url(", "@import", "<link", "http:", "https:", "//fonts", "fetch("] {
      // The demo's picture is embedded as a PNG data URI, the one `src` a page may have.
      let outsideText = Self.tags(of: html).contains { tag in
        tag.attributes.contains {
          ($0.value.contains(reference) || $0.name + "=" == reference)
            && !($0.name == "src" && $0.value.hasPrefix("data:image/png;base64,"))
        }
      }
      #expect(!outsideText, "an attribute refers outside: \(reference)")
    }
    let styleAndScript = Self.blocks(of: html, tag: "style") + Self.blocks(of: html, tag: "script")
    for reference in [
      "url(", "@import", "http", "fetch", "XMLHttpRequest", "import(", ".src", "innerHTML",
    ] {
      #expect(!styleAndScript.contains(reference), "the page's code refers to \(reference)")
    }
  }

  static func blocks(of html: String, tag: String) -> String {
    html.components(separatedBy: "<\(tag)>").dropFirst().map {
      $0.components(separatedBy: "</\(tag)>")[0]
    }.joined()
  }

  @Test func hostileDeckMakesNoElementOrAttribute() {
    let (code, html, _) = Self.export(Self.hostile, ["--notes", "--size", "80x24"])
    #expect(code == .success)
    Self.expectOnlyOwnMarkup(html)
    let code_ = Self.blocks(of: html, tag: "script") + Self.blocks(of: html, tag: "style")
    #expect(!code_.contains("alert"))
    // The deck's text is all there, as text (inline tags in titles are read as Markdown's
    // inline HTML, so they never reach the deck at all).
    #expect(
      html.contains("<title>&lt;script&gt;alert(&#39;front matter&#39;)&lt;/script&gt;</title>"))
    #expect(
      html.contains(
        "&lt;script&gt;alert(&#39;note&#39;)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;"
      ))
    #expect(html.contains("&lt;/aside&gt;&lt;script&gt;alert(&#39;second note&#39;)"))
    // Code is highlighted, so its text is split over spans: read it with the tags taken out.
    let text = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
    #expect(text.contains("&lt;script&gt;alert(&#39;code block&#39;)&lt;/script&gt;"))
    #expect(
      html.contains("aria-label=\"3.2 Title with &quot;quotes&quot; and &#39;apostrophes&#39;"))
  }

  /// `--steps` puts every step in print; without it, each slide's last step.
  @Test func printGetsLastStepsOrEverySteps() {
    let last = Self.export(Self.demo).1
    let every = Self.export(Self.demo, ["--steps"]).1
    #expect(last.components(separatedBy: "<section class=\"frame print\"").count - 1 == 26)
    #expect(last.components(separatedBy: "<section class=\"frame").count - 1 == 36)
    #expect(every.components(separatedBy: "<section class=\"frame print\"").count - 1 == 36)
  }

  @Test func notesOnlyWithTheOption() {
    #expect(!Self.export(Self.demo).1.contains("<aside class=\"notes\""))
    #expect(Self.export(Self.demo, ["--notes"]).1.contains("<aside class=\"notes\""))
  }
}

/// The options every export format takes, as the HTML and asciicast formats read them.
@Suite struct DocumentFormatOptionTests {
  func run(_ arguments: [String]) -> String {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", TestPaths.fixture("Decks/demo.md").path] + arguments, output: &output)
    #expect(code == .success)
    return output.stdout
  }

  @Test func htmlTakesSizeThemeAndNoChrome() {
    let plain = run(["--format", "html"])
    #expect(plain.contains("style=\"--cols:80;--rows:24\""))
    #expect(run(["--format", "html", "--size", "60x20"]).contains("style=\"--cols:60;--rows:20\""))
    #expect(plain.contains("<a class=\"tab\"") && plain.contains("<a class=\"dot\""))
    let bare = run(["--format", "html", "--no-chrome"])
    #expect(!bare.contains("<a class=\"tab\"") && !bare.contains("<a class=\"dot\""))
    #expect(run(["--format", "html", "--theme", "light"]) != plain)
  }

  @Test func castTakesSizeThemeAndNoChrome() {
    let plain = run(["--format", "cast"])
    #expect(
      run(["--format", "cast", "--size", "60x20"]).hasPrefix(
        #"{"version": 2, "width": 60, "height": 20"#))
    #expect(plain.contains("Welcome · 2/26"))
    #expect(!run(["--format", "cast", "--no-chrome"]).contains("Welcome · 2/26"))
    #expect(run(["--format", "cast", "--theme", "light"]) != plain)
  }

  @Test func outputFileGetsTheExport() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-\(UUID().uuidString).html"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(run(["--format", "html", "-o", path]).isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == run(["--format", "html"]))
  }
}
