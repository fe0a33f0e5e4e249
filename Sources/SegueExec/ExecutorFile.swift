import SegueCore

/// An executors file that did not read: every problem found, each at its `file:line:col`.
public struct ExecutorFileError: Error, Sendable, Equatable {
  public var diagnostics: [Diagnostic]
}

/// Reads an executors file: the built-in Resources/executors.yaml, and later the user's own,
/// laid over it.
///
/// Read as themes are: libyaml through `YAMLReader`, every key checked against the few an
/// entry may have, and every problem reported at its place, so that a mistake in a file
/// a person wrote names the line to fix rather than leaving a language that silently does not
/// run.
public enum ExecutorFile {
  /// The table `text` (the file `fileName`) describes, laid over `base`: each language it
  /// names replaces that language's entry in `base` whole (alternatives included), and its
  /// aliases are added; or every problem found.
  public static func read(
    _ text: String, fileName: String, over base: ExecutorTable = ExecutorTable()
  ) -> Result<ExecutorTable, ExecutorFileError> {
    let source = SourceText(text, fileName: fileName)
    let root: YAMLValue?
    do {
      root = try YAMLReader.parse(text)
    } catch {
      let at = source.location(line: error.line, column: error.column)
      let diagnostic = Diagnostic.error("malformed YAML: \(error.message)", at: at)
      return .failure(ExecutorFileError(diagnostics: [diagnostic]))
    }
    guard let root else { return .success(base) }
    return read(root, file: source, over: base)
  }

  /// The table the already parsed `root` (a config file's `executors:`) describes, laid over
  /// `base` as `read(_:fileName:over:)` lays a file.
  public static func read(_ root: YAMLValue, file: SourceText, over base: ExecutorTable)
    -> Result<ExecutorTable, ExecutorFileError>
  {
    var reader = ExecutorReader(file: file)
    var table = base
    reader.read(root, into: &table)
    guard reader.diagnostics.isEmpty else {
      return .failure(ExecutorFileError(diagnostics: reader.diagnostics))
    }
    return .success(table)
  }

  /// The keys of a language's entry, as the reader takes them.
  public static var entryKeys: [String] { ExecutorReader.entryKeys }
}
