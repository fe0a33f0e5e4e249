/// Where a format that writes a file per frame puts them: a folder, or memory in tests.
public protocol PageFiles: Sendable {
  /// Writes `bytes` as the file `name`, or throws why it could not.
  func write(_ bytes: [UInt8], named name: String) throws(WriteError)
}
