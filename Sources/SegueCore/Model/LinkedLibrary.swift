/// A C or C++ library Segue links, with the version it reports at run time: what
/// `segue doctor` lists. Each is defined beside the one file that talks to its library.
public struct LinkedLibrary: Sendable, Equatable {
  public var name: String
  public var version: String

  public init(name: String, version: String) {
    self.name = name
    self.version = version
  }
}
