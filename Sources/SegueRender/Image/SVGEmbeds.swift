/// The pictures an SVG file carries inside itself (`href="data:…"`), judged by the rules any
/// image file is before librsvg sees them.
///
/// librsvg loads no external file (`SVGImage`), but it does decode a `data:` URL's picture,
/// with gdk-pixbuf, at the size its header declares and with no bound of its own: a 1.5 MB
/// SVG carrying a 20000×20000 PNG of zeros took 2.7 GB. So every `href` is read here first,
/// its character references and XML's five named ones decoded as the parser will
/// (`d&#97;ta:` is `data:`); one naming an entity of the file's own (`&pic;`, which could hide
/// a URL from this reading) or an entity declaration with markup in it (which could hide a
/// whole `<image>`) makes the file refused; each `data:` picture's header must pass
/// `ImageDecoder.size(of:)`, and all of them together hold at most `pixelLimit` pixels.
enum SVGEmbeds {
  /// Why the SVG text `bytes` cannot be handed to librsvg, or nil when it can.
  static func problem(_ bytes: [UInt8]) -> ImageProblem? {
    // This reading is of UTF-8 bytes: in another encoding (UTF-7's `+AGg-ref`) an attribute
    // would pass unseen and libxml2 would still decode it.
    if let encoding = declaredEncoding(bytes),
      !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding)
    {
      return ImageProblem("an SVG in the \(encoding) encoding is not drawn (only UTF-8)")
    }
    if String(validating: bytes, as: UTF8.self) == nil {
      return ImageProblem("an SVG that is not valid UTF-8 is not drawn")
    }
    if hasMarkupInEntity(bytes) {
      return ImageProblem(
        "entities holding markup or other entities are refused (entity expansion)")
    }
    var pixels = 0
    for written in hrefValues(bytes) {
      guard let value = unescaped(written) else {
        return ImageProblem(
          "an SVG href naming an entity (which could hide where it points) is not drawn")
      }
      guard let data = dataURL(value[...]) else { continue }
      switch ImageDecoder.size(of: data) {
      case .failure(let problem): return ImageProblem("a picture inside the SVG: \(problem.reason)")
      case .success(let size): pixels += size.width * size.height
      }
      if pixels > ImageDecoder.pixelLimit {
        return ImageProblem(
          "the pictures inside the SVG have more than the \(ImageDecoder.pixelLimit / 1_000_000) million pixels an image may have"
        )
      }
    }
    return nil
  }

  /// The `encoding` of the XML declaration at the start, lowercased; nil without one.
  static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    let head = String(decoding: bytes.prefix(256), as: UTF8.self)
    guard head.hasPrefix("<?xml") || head.hasPrefix("\u{FEFF}<?xml"),
      let end = head.firstRange(of: "?>"),
      let key = head[..<end.lowerBound].firstRange(of: "encoding")
    else { return nil }
    let rest = head[key.upperBound..<end.lowerBound].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote }).lowercased()
  }

  /// The values of every attribute whose name ends in `href` (`href`, `xlink:href`).
  static func hrefValues(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    let name = Array("href".utf8)
    var values: [ArraySlice<UInt8>] = []
    var at = 0
    while at + name.count <= bytes.count {
      guard bytes[at..<at + name.count].elementsEqual(name) else {
        at += 1
        continue
      }
      at += name.count
      at = skipBlanks(bytes, at)
      guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else { continue }
      at = skipBlanks(bytes, at + 1)
      guard at < bytes.count, bytes[at] == 0x22 || bytes[at] == 0x27 else { continue }
      let quote = bytes[at]
      let end = bytes[(at + 1)...].firstIndex(of: quote) ?? bytes.count
      values.append(bytes[(at + 1)..<end])
      at = end
    }
    return values
  }

  /// The bytes of a `data:` URL (base64 or percent-encoded), nil for any other value.
  static func dataURL(_ value: ArraySlice<UInt8>) -> [UInt8]? {
    let text = value.drop { isBlank($0) }
    guard text.prefix(5).map({ $0 | 0x20 }).elementsEqual("data:".utf8),
      let comma = text.firstIndex(of: UInt8(ascii: ","))
    else { return nil }
    let header = String(decoding: text[..<comma], as: UTF8.self).lowercased()
    let payload = text[(comma + 1)...]
    return header.hasSuffix(";base64") ? base64(payload) : percentDecoded(payload)
  }

  /// An attribute value with its references decoded: `&#97;`, `&#x61;` and XML's five
  /// (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`); nil when it names any other entity.
  static func unescaped(_ value: ArraySlice<UInt8>) -> [UInt8]? {
    let named: [String: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
    var out: [UInt8] = []
    var at = value.startIndex
    while at < value.endIndex {
      guard value[at] == UInt8(ascii: "&") else {
        out.append(value[at])
        at += 1
        continue
      }
      guard let end = value[at...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { return nil }
      let name = String(decoding: value[(at + 1)..<end], as: UTF8.self)
      let scalar: Unicode.Scalar?
      if name.hasPrefix("#x") {
        scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
      } else if name.hasPrefix("#") {
        scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
      } else {
        scalar = named[name]?.unicodeScalars.first
      }
      guard let scalar else { return nil }
      out += Array(String(scalar).utf8)
      at = end + 1
    }
    return out
  }

  /// Whether an `<!ENTITY` declaration's text has `<` or `&`: markup or a reference that
  /// libxml2 would expand into the document, out of this reading's sight.
  static func hasMarkupInEntity(_ bytes: [UInt8]) -> Bool {
    let declaration = Array("<!ENTITY".utf8)
    var at = 0
    while at + declaration.count <= bytes.count {
      guard bytes[at..<at + declaration.count].elementsEqual(declaration) else {
        at += 1
        continue
      }
      at += declaration.count
      // To the declaration's `>` outside its quotes: a value may hold `>` before an `&`.
      var quote: UInt8?
      while at < bytes.count, quote != nil || bytes[at] != UInt8(ascii: ">") {
        let byte = bytes[at]
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { return true }
        if byte == 0x22 || byte == 0x27, quote == nil || quote == byte {
          quote = quote == nil ? byte : nil
        }
        at += 1
      }
    }
    return false
  }

  private static func skipBlanks(_ bytes: [UInt8], _ from: Int) -> Int {
    var at = from
    while at < bytes.count, isBlank(bytes[at]) { at += 1 }
    return at
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// RFC 4648 base64, blanks skipped, decoding stopped at the first byte of no alphabet.
  private static func base64(_ text: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count * 3 / 4)
    var word = 0
    var bits = 0
    for byte in text where !isBlank(byte) {
      let value: Int
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = Int(byte) - 65
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = Int(byte) - 71
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte) + 4
      case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
      case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
      default: return out
      }
      word = (word << 6 | value) & 0xFFFFFF
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8((word >> bits) & 0xFF))
      }
    }
    return out
  }

  private static func percentDecoded(_ text: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    var at = text.startIndex
    while at < text.endIndex {
      if text[at] == UInt8(ascii: "%"), at + 2 < text.endIndex,
        let byte = UInt8(String(decoding: text[(at + 1)...(at + 2)], as: UTF8.self), radix: 16)
      {
        out.append(byte)
        at += 3
      } else {
        out.append(text[at])
        at += 1
      }
    }
    return out
  }
}
