/// A number of bytes as a message says it: `16 MiB`, `3.7 MiB`, `5 KiB`, `100 bytes` (tenths
/// of a MiB, whole KiB below one MiB). The one wording of sizes in every message.
public enum ByteSize {
  public static func text(_ bytes: Int) -> String {
    guard bytes >= 1 << 20 else {
      return bytes >= 1 << 10 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }
    let tenths = (bytes * 10) >> 20
    return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
  }
}
