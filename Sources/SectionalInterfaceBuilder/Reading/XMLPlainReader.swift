import Foundation

/// Builds the ``XMLElementNode`` tree of a well-formed document of the plain kind Xcode
/// writes, straight from its UTF-8 bytes, without Foundation's `XMLParser`.
///
/// It reads a strict subset of XML 1.0: an optional `<?xml version="1.0" …?>` declaration,
/// comments, elements with ASCII names, attributes in either quote, character data, the five
/// predefined entities and character references. Anything else (a doctype, CDATA, processing
/// instructions, namespace prefixes, carriage returns, or any syntax error at all) makes it
/// answer `nil`, and the caller reads the document with `XMLParser` instead, so every error
/// is reported as before. For a document it accepts, the tree is the one `XMLParser` builds:
/// the same attributes (newlines and tabs in values read as spaces, entities replaced), the
/// same `<string>` text, and each element's line where its start tag ends.
struct XMLPlainReader {
  /// The document.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  private var index = 0
  /// The 1-based line of the next byte.
  private var line = 1

  /// The root of `data`, or `nil` when the document is outside the plain subset.
  static func parse(_ data: Data) -> XMLElementNode? {
    data.withUnsafeBytes { raw in
      var reader = XMLPlainReader(bytes: raw.bindMemory(to: UInt8.self))
      return reader.document()
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The byte at `offset` from the next one, or 0 past the end.
  private func peek(_ offset: Int = 0) -> UInt8 {
    index + offset < bytes.count ? bytes[index + offset] : 0
  }

  /// Whether the bytes from the next one on are `prefix`'s.
  private func looking(at prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let start = prefix.utf8Start
    for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
    return true
  }

  /// Skips spaces, tabs and newlines; whether it skipped any.
  @discardableResult
  private mutating func skipSpace() -> Bool {
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09: index += 1
      case 0x0A:
        index += 1
        line += 1
      default: return index > start
      }
    }
    return index > start
  }

  /// The whole document: declaration, comments, the root element, comments.
  private mutating func document() -> XMLElementNode? {
    if looking(at: "<?xml") {
      guard declaration() else { return nil }
    }
    guard misc(), peek() == UInt8(ascii: "<") else { return nil }
    var open: [XMLElementNode] = []
    while true {
      if peek() == UInt8(ascii: "<") {
        if peek(1) == UInt8(ascii: "/") {
          guard let name = endTag(), name == open.last?.name else { return nil }
          let node = open.removeLast()
          if open.isEmpty {
            return misc() && index == bytes.count ? node : nil
          }
          open[open.count - 1].children.append(node)
        } else if looking(at: "<!--") {
          guard comment() else { return nil }
        } else {
          guard let (node, closed) = startTag() else { return nil }
          if closed {
            if open.isEmpty { return misc() && index == bytes.count ? node : nil }
            open[open.count - 1].children.append(node)
          } else {
            open.append(node)
          }
        }
      } else {
        guard !open.isEmpty, let text = characterData() else { return nil }
        if open[open.count - 1].name == "string" { open[open.count - 1].text += text }
      }
    }
  }

  /// The declaration, exactly as Xcode writes it: version 1.0, UTF-8 or no encoding, and an
  /// optional standalone flag.
  private mutating func declaration() -> Bool {
    guard looking(at: "<?xml version=\"1.0\"") else { return false }
    index += 19
    if looking(at: " encoding=\"UTF-8\"") || looking(at: " encoding=\"utf-8\"") { index += 17 }
    if looking(at: " standalone=\"yes\"") {
      index += 17
    } else if looking(at: " standalone=\"no\"") {
      index += 16
    }
    guard looking(at: "?>") else { return false }
    index += 2
    return true
  }

  /// Whitespace and comments between the declaration, the root and the end.
  private mutating func misc() -> Bool {
    while true {
      skipSpace()
      guard looking(at: "<!--") else { return true }
      guard comment() else { return false }
    }
  }

  /// A comment, which may not hold `--`.
  private mutating func comment() -> Bool {
    index += 4
    while index < bytes.count {
      if looking(at: "--") {
        guard peek(2) == UInt8(ascii: ">") else { return false }
        index += 3
        return true
      }
      guard character() else { return false }
    }
    return false
  }

  /// Moves past one character of content, counting lines; `false` for one XML forbids here
  /// or that the subset leaves to `XMLParser` (controls, carriage returns, U+FFFE, U+FFFF).
  private mutating func character() -> Bool {
    let byte = bytes[index]
    if byte == 0x0A {
      line += 1
    } else if byte < 0x20, byte != 0x09 {
      return false
    } else if byte == 0xEF, peek(1) == 0xBF, peek(2) == 0xBE || peek(2) == 0xBF {
      return false
    }
    index += 1
    return true
  }

  /// An ASCII name: a letter or `_`, then letters, digits, `_`, `-` and `.`.
  private mutating func name() -> String? {
    let start = index
    guard index < bytes.count, Self.isNameStart(bytes[index]) else { return nil }
    index += 1
    while index < bytes.count, Self.isNameStart(bytes[index]) || Self.isNameRest(bytes[index]) {
      index += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == UInt8(ascii: "_")
  }

  private static func isNameRest(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }

  /// A start tag: the element with its sorted attributes, and whether it closed itself.
  private mutating func startTag() -> (XMLElementNode, closed: Bool)? {
    index += 1
    guard let elementName = name() else { return nil }
    var attributes: [(name: String, value: String)] = []
    while true {
      let spaced = skipSpace()
      if peek() == UInt8(ascii: ">") || looking(at: "/>") { break }
      guard spaced, let attributeName = name() else { return nil }
      skipSpace()
      guard peek() == UInt8(ascii: "=") else { return nil }
      index += 1
      skipSpace()
      guard let value = attributeValue() else { return nil }
      attributes.append((attributeName, value))
    }
    let closed = peek() == UInt8(ascii: "/")
    index += closed ? 2 : 1
    if attributes.count > 1 {
      attributes.sort { $0.name < $1.name }
      for position in 1..<attributes.count
      where attributes[position].name == attributes[position - 1].name {
        return nil
      }
    }
    return (XMLElementNode(name: elementName, attributes: attributes, line: line), closed)
  }

  /// A quoted attribute value, entities replaced and newlines and tabs read as spaces.
  private mutating func attributeValue() -> String? {
    let quote = peek()
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
    index += 1
    let start = index
    var plain = true
    while index < bytes.count, bytes[index] != quote {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") { return nil }
      if byte == UInt8(ascii: "&") || byte == 0x0A || byte == 0x09 { plain = false }
      guard character() else { return nil }
    }
    guard index < bytes.count else { return nil }
    let end = index
    index += 1
    if plain {
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    return Self.decode(bytes[start..<end], spacing: true)
  }

  /// Character data up to the next `<`, entities replaced; `nil` when it holds `]]>`.
  private mutating func characterData() -> String? {
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
      if looking(at: "]]>") { return nil }
      guard character() else { return nil }
    }
    guard index < bytes.count else { return nil }
    return Self.decode(bytes[start..<index], spacing: false)
  }

  /// `slice` with its entities and character references replaced (`nil` for an unknown or
  /// malformed one), and with `spacing` its tabs and newlines read as spaces.
  private static func decode(_ slice: Slice<UnsafeBufferPointer<UInt8>>, spacing: Bool)
    -> String?
  {
    var out: [UInt8] = []
    out.reserveCapacity(slice.count)
    var position = slice.startIndex
    while position < slice.endIndex {
      let byte = slice[position]
      if byte != UInt8(ascii: "&") {
        out.append(spacing && (byte == 0x0A || byte == 0x09) ? 0x20 : byte)
        position += 1
        continue
      }
      guard let semicolon = slice[position...].firstIndex(of: UInt8(ascii: ";")) else {
        return nil
      }
      let entity = String(
        decoding: UnsafeBufferPointer(rebasing: slice[(position + 1)..<semicolon]), as: UTF8.self)
      guard let scalar = Self.scalar(forEntity: entity) else { return nil }
      out.append(contentsOf: String(Character(scalar)).utf8)
      position = semicolon + 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The character an entity name (without `&` and `;`) stands for, if XML allows it.
  private static func scalar(forEntity entity: String) -> Unicode.Scalar? {
    switch entity {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    let value: UInt32?
    if entity.hasPrefix("#x") {
      let digits = entity.dropFirst(2)
      value = digits.allSatisfy(\.isHexDigit) ? UInt32(digits, radix: 16) : nil
    } else if entity.hasPrefix("#") {
      let digits = entity.dropFirst()
      value = digits.allSatisfy { $0.isASCII && $0.isNumber } ? UInt32(digits, radix: 10) : nil
    } else {
      value = nil
    }
    guard let value,
      value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
        || (0xE000...0xFFFD).contains(value) || (0x1_0000...0x10_FFFF).contains(value)
    else { return nil }
    return Unicode.Scalar(value)
  }

  /// An end tag's name, past its `>`.
  private mutating func endTag() -> String? {
    index += 2
    guard let name = name() else { return nil }
    skipSpace()
    guard peek() == UInt8(ascii: ">") else { return nil }
    index += 1
    return name
  }
}
