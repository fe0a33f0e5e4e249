extension Action {
  /// The action as a config file names it, in snake case like the theme's keys:
  /// `next_section` for `nextSection`.
  public var configName: String {
    rawValue.reduce(into: "") { name, c in
      if c.isUppercase { name += "_" + c.lowercased() } else { name.append(c) }
    }
  }

  /// The action a config file's name names.
  public init?(configName: String) {
    guard let found = Action.allCases.first(where: { $0.configName == configName }) else {
      return nil
    }
    self = found
  }
}
