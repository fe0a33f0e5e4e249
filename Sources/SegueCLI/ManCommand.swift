/// `segue man PAGE [MARKDOWN]` (hidden): a man page as roff, for `make install` and `make deb`.
extension ManPage {
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    let name = try parsed.required("page")
    guard let page = ManPage(rawValue: name) else {
      throw UsageError(
        message: "no man page '\(name)': "
          + allCases.map(\.rawValue).joined(separator: ", "))
    }
    var markdown: String?
    if let path = parsed.argument("markdown") {
      switch Platform.readFile(path) {
      case .success(let bytes): markdown = String(decoding: bytes, as: UTF8.self)
      case .failure(let error):
        DiagnosticPrinter.error("\(path): \(DeckFile.reason(error))", output: &output)
        return .failure
      }
    }
    output.out(page.roff(markdown: markdown))
    return .success
  }
}
