import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of a parsed XML document: its name, attributes, child elements, text and
/// the line where its start tag ends (what `XMLParser.lineNumber` reports there).
struct XMLElementNode: Sendable {
  /// The element name.
  var name: String
  /// The attributes, sorted by name (an element has a handful, so a scan beats hashing).
  var attributes: [(name: String, value: String)]
  /// The child elements in document order.
  var children: [XMLElementNode] = []
  /// The concatenated character data directly inside the element (kept for `<string>`
  /// elements only).
  var text = ""
  /// The 1-based line.
  var line: Int

  /// The attribute `name`.
  subscript(_ name: String) -> String? {
    for attribute in attributes where attribute.name == name { return attribute.value }
    return nil
  }

  /// The attribute names, sorted.
  var attributeNames: [String] { attributes.map(\.name) }
}

/// The first XML syntax error of a document, where the parser stopped.
struct XMLSyntaxError: Sendable {
  /// The 1-based line.
  var line: Int
  /// The 1-based column.
  var column: Int
  /// What is wrong, in words.
  var message: String
}

/// Builds an ``XMLElementNode`` tree with Foundation's `XMLParser`.
///
/// Parsing stops at the first syntax error; the elements opened until then are closed
/// where they stand, so the tree holds everything read before the error.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  /// The elements opened and not yet closed, outermost first.
  private var open: [XMLElementNode] = []
  /// The root element, once it is closed.
  private var root: XMLElementNode?
  /// The first error the parser reported.
  private var error: XMLSyntaxError?

  /// Parses `data` into its root element (`nil` when not even the root's start tag was
  /// read), its first syntax error (`nil` when the document is well formed), and its first
  /// invalid UTF-8 byte.
  ///
  /// The data must be UTF-8, as Xcode writes it. Foundation's `XMLParser` on Linux traps on
  /// some invalid UTF-8 in names, so every byte that does not begin a well-formed sequence
  /// is read as U+FFFD (the replacement character) and the first one is reported.
  static func parse(_ data: Data) -> (
    root: XMLElementNode?, error: XMLSyntaxError?, encodingError: XMLSyntaxError?
  ) {
    guard var bad = firstInvalidUTF8Offset(in: data, from: 0) else {
      let result = parseValidUTF8(data)
      return (result.root, result.error, nil)
    }
    let bytes = [UInt8](data)
    let before = bytes[..<bad]
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let encodingError = XMLSyntaxError(
      line: line, column: bad - lineStart + 1,
      message: "invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16)), read as U+FFFD)")
    var repaired = Data()
    repaired.reserveCapacity(bytes.count + 8)
    var start = 0
    while true {
      repaired.append(contentsOf: bytes[start..<bad])
      repaired.append(contentsOf: [0xEF, 0xBF, 0xBD])
      start = bad + 1
      guard let next = firstInvalidUTF8Offset(in: data, from: start) else { break }
      bad = next
    }
    repaired.append(contentsOf: bytes[start...])
    let result = parseValidUTF8(repaired)
    return (result.root, result.error, encodingError)
  }

  /// The offset of the first byte of `data` that does not begin a well-formed UTF-8
  /// sequence (Unicode's table 3-7: no overlong forms, no surrogates, nothing above
  /// U+10FFFF), looking from offset `start`; `nil` when all of it is well formed.
  static func firstInvalidUTF8Offset(in data: Data, from start: Int) -> Int? {
    data.withUnsafeBytes { raw -> Int? in
      let bytes = raw.bindMemory(to: UInt8.self)
      var index = start
      while index < bytes.count {
        let lead = bytes[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        let length: Int
        let second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return index
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else {
          return index
        }
        for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) {
          return index
        }
        index += length
      }
      return nil
    }
  }

  /// Parses `data`, known to be valid UTF-8 (see ``parse(_:)``): with ``XMLPlainReader``
  /// when the document is of the plain kind it reads, else with `XMLParser`.
  private static func parseValidUTF8(_ data: Data) -> (
    root: XMLElementNode?, error: XMLSyntaxError?
  ) {
    if let root = XMLPlainReader.parse(data) { return (root, nil) }
    return parseWithFoundation(data)
  }

  /// Parses `data`, known to be valid UTF-8, with Foundation's `XMLParser`.
  static func parseWithFoundation(_ data: Data) -> (
    root: XMLElementNode?, error: XMLSyntaxError?
  ) {
    let builder = XMLTreeBuilder()
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = builder
    let succeeded = parser.parse()
    if !succeeded, builder.error == nil {
      let code = (parser.parserError as NSError?)?.code ?? 0
      builder.error = XMLSyntaxError(
        line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
        message: XMLTreeBuilder.message(forCode: code))
    }
    while !builder.open.isEmpty { builder.close() }
    if builder.root == nil, builder.error == nil {
      builder.error = XMLSyntaxError(line: 1, column: 1, message: "the document is empty")
    }
    return (builder.root, builder.error)
  }

  /// Closes the innermost open element, adding it to its parent or making it the root.
  private func close() {
    let node = open.removeLast()
    if open.isEmpty {
      if root == nil { root = node }
    } else {
      open[open.count - 1].children.append(node)
    }
  }

  /// Opens an element.
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    open.append(
      XMLElementNode(
        name: elementName,
        attributes: attributeDict.map { (name: $0.key, value: $0.value) }.sorted {
          $0.name < $1.name
        },
        line: max(1, parser.lineNumber)))
  }

  /// Closes an element.
  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if !open.isEmpty { close() }
  }

  /// Collects character data into the innermost open element when it is a `<string>`, the
  /// only element whose text the reader uses (the whitespace between all others is dropped).
  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let last = open.indices.last, open[last].name == "string" { open[last].text += string }
  }

  /// Records the first error with its place.
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard error == nil else { return }
    error = XMLSyntaxError(
      line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
      message: XMLTreeBuilder.message(forCode: (parseError as NSError).code))
  }

  /// Words for a parser error code: libxml2's `xmlParserErrors` numbers, which Darwin's
  /// `XMLParser.ErrorCode` raw values share and which swift-corelibs-foundation passes
  /// through unchanged (its own `ErrorCode` cases are numbered differently, so they are not
  /// used here).
  static func message(forCode code: Int) -> String {
    switch code {
    case 4: "the data is not an XML document"
    case 5: "content after the root element"
    case 6, 7, 8, 9: "invalid character"
    case 26: "undeclared entity"
    case 31, 32: "unsupported encoding"
    case 34, 44: "a quoted value is not closed"
    case 38: "'<' inside an attribute value"
    case 39, 40, 41, 43: "malformed attribute"
    case 42: "an attribute appears twice in one element"
    case 45: "a comment is not closed"
    case 65: "a space is required here"
    case 68: "a name is required here"
    case 72, 73, 77: "a tag is not closed with '>'"
    case 75: "'=' expected after an attribute name"
    case 76: "an end tag does not match its start tag"
    case 85: "the document ends inside an element"
    case 86: "content after the root element"
    case 89: "recursive entity"
    default: "XML parser error \(code)"
    }
  }
}
