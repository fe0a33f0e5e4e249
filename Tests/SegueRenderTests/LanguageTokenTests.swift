import Foundation
import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// The languages of `Decks/code.md`, highlighted through the code block layout in the default
/// theme: keywords, strings, comments, types and numbers each look different from a plain
/// identifier of the same block.
@Suite struct LanguageTokenTests {
  struct Sample: Sendable, CustomTestStringConvertible {
    var language: String
    /// A plain identifier of the block (nil: compare with the block's own text style).
    var identifier: String?
    /// Tokens that must not look like the identifier, by what they are.
    var tokens: [(what: String, text: String)]
    var testDescription: String { language }
  }

  static let samples: [Sample] = [
    Sample(
      language: "swift", identifier: "Resolver",
      tokens: [
        ("keyword", "struct"), ("string", "\"sho.rt\""), ("comment", "// never a valid code"),
        ("type", "Sendable"), ("number", "3_600"),
      ]),
    Sample(
      language: "rust", identifier: " resolve(links",
      tokens: [
        ("keyword", "fn"), ("string", "\"hit {code} ({hits} so far)\""),
        ("comment", "// never a valid code"), ("type", "u64"), ("number", "12"),
      ]),
    Sample(
      language: "go", identifier: " NewCode",
      tokens: [
        ("keyword", "func"), ("string", "\"crypto/rand\""),
        ("comment", "// NewCode returns a random code of n base-62 digits."), ("type", "int"),
        ("number", "62"),
      ]),
    Sample(
      language: "typescript", identifier: " response ",
      tokens: [
        ("keyword", "interface"), ("string", "\"POST\""),
        ("comment", "// Shortens one URL; retries twice on a 503."), ("type", "string"),
        ("number", "503"),
      ]),
    Sample(
      language: "python", identifier: "    counts ",
      tokens: [
        ("keyword", "def"), ("string", "\"Top codes this week\""), ("comment", "# fast ones only"),
        ("type", "str"), ("number", "10"), ("float", "0.25"),
      ]),
    Sample(
      language: "bash", identifier: " pipefail",
      tokens: [
        ("keyword", "for"), ("string", "'%{http_code}'"), ("comment", "# expect 302"),
        ("variable", "$BASE"), ("number", "1"), ("built-in", "echo"),
      ]),
    Sample(
      language: "dockerfile", identifier: " swift:6.0-jammy ",
      tokens: [
        ("keyword", "FROM"), ("string", "\"shortly\""),
        ("comment", "# Only the binary and the CA certificates ship."),
      ]),
    Sample(
      language: "yaml", identifier: nil,
      tokens: [
        ("key", "apiVersion"), ("string", "\"registry.local/shortly:1.4.2\""),
        ("comment", "# Two replicas behind the cluster's ingress."), ("number", "8080"),
      ]),
    Sample(
      language: "json", identifier: nil,
      tokens: [
        ("key", "\"code\""), ("string", "\"aZ3kq9\""), ("number", "1024"), ("keyword", "null"),
      ]),
    Sample(
      language: "toml", identifier: nil,
      tokens: [
        ("key", "port"), ("string", "\"base62\""), ("comment", "# shortly.toml"),
        ("number", "8080"),
      ]),
    Sample(
      language: "sql", identifier: " links (",
      tokens: [
        ("keyword", "SELECT"), ("string", "'7 days'"),
        ("comment", "-- One row per link; hits are counted in place."), ("type", "VARCHAR"),
        ("number", "12"),
      ]),
  ]

  static let deck: Deck? = {
    guard let text = try? String(contentsOf: TestPaths.fixture("Decks/code.md"), encoding: .utf8)
    else { return nil }
    return DeckParser.parse(text, fileName: "Decks/code.md").deck
  }()

  static func codeBlocks() throws -> [CodeBlock] {
    let deck = try #require(deck, "Decks/code.md does not parse")
    return deck.sections.flatMap(\.slides).flatMap(\.blocks).compactMap {
      if case .code(let code) = $0.kind { return code }
      return nil
    }
  }

  /// The spans of the deck's block in `language`, as the layout draws them in `theme` (the box's
  /// borders and padding among them).
  static func spans(_ language: String, theme: Theme = .dark) throws -> [Span] {
    let code = try #require(try codeBlocks().first { $0.language == language }, "\(language)")
    let rows = CodeBlockLayout(theme: theme.codeBlock).rows(code, width: 200)
    return rows.flatMap(\.pieces).flatMap(\.spans)
  }

  static func style(of text: String, in spans: [Span]) -> Style? {
    (spans.first { $0.text == text } ?? spans.first { $0.text.contains(text) })?.style
  }

  @Test(arguments: samples)
  func tokensLookDifferentFromPlainIdentifiers(_ sample: Sample) throws {
    let spans = try Self.spans(sample.language)
    let plain =
      try sample.identifier.map { try #require(Self.style(of: $0, in: spans), "no '\($0)'") }
      ?? Theme.dark.codeBlock.style
    #expect(plain == Theme.dark.codeBlock.style, "the identifier is highlighted")
    for (what, text) in sample.tokens {
      let style = try #require(Self.style(of: text, in: spans), "\(sample.language): no '\(text)'")
      #expect(style != plain, "\(sample.language): the \(what) '\(text)' looks like plain code")
    }
  }

  /// The deck shows every language the issue names, an unknown one among them.
  @Test func theDeckHasEachLanguage() throws {
    let languages = try Self.codeBlocks().map(\.language)
    for sample in Self.samples { #expect(languages.contains(sample.language)) }
    let unknown = languages.filter { CodeHighlighting.lookup($0) == .unknown }
    #expect(unknown == ["plan"])
    let plan = try Self.spans("plan").filter { $0.text.contains("stage") }
    #expect(plan.count == 3)
    #expect(plan.allSatisfy { $0.style == Theme.dark.codeBlock.style })
  }
}
