/// `#rrggbb` and `#rgb` colours, as themes and a deck's inline HTML write them.
public enum HexColor {
  /// The red, green and blue of hex `digits` (without the `#`): six digits, or three that
  /// each stand for a doubled digit (`fa0` is `ffaa00`); nil for anything else.
  public static func rgb(_ digits: some StringProtocol) -> (red: UInt8, green: UInt8, blue: UInt8)?
  {
    let values = digits.compactMap(\.hexDigitValue)
    guard values.count == digits.count else { return nil }
    switch values.count {
    case 6:
      return (
        UInt8(values[0] * 16 + values[1]), UInt8(values[2] * 16 + values[3]),
        UInt8(values[4] * 16 + values[5])
      )
    case 3:
      return (UInt8(values[0] * 17), UInt8(values[1] * 17), UInt8(values[2] * 17))
    default:
      return nil
    }
  }
}
