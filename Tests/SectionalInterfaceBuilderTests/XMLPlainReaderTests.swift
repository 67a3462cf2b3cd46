import Foundation
import SectionalTestSupport
import Testing

@testable import SectionalInterfaceBuilder

/// The plain reader either declines a document or builds exactly the tree Foundation's
/// `XMLParser` builds: on every hand-written document, the fuzz corpus, and seeded mutations
/// of them.
@Suite struct XMLPlainReaderTests {
  /// The repository's root, found from this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The hand-written documents of the reader's and the nib loader's tests.
  static let handWritten = [
    "Tests/SectionalInterfaceBuilderTests/Documents/CustomHeader.storyboard",
    "Tests/SectionalInterfaceBuilderTests/Documents/FourLabelHeader.storyboard",
    "Tests/SectionalInterfaceBuilderTests/Documents/GroupedTable.xib",
    "Tests/SectionalInterfaceBuilderTests/Documents/SectionHeader.xib",
    "Tests/SectionalNibsTests/Nibs/PrototypeTable.xib",
    "Tests/SectionalNibsTests/Nibs/ScoresHeader.xib",
    "Tests/SectionalNibsTests/Nibs/Scores.storyboard",
  ]

  /// A tree as text, for comparing two trees and showing where they differ.
  static func dump(_ node: XMLElementNode, depth: Int = 0) -> String {
    let attributes = node.attributes.map { " \($0.name)=\($0.value.debugDescription)" }.joined()
    let indent = String(repeating: " ", count: depth)
    var text = "\(indent)<\(node.name)\(attributes)> line \(node.line)"
    if !node.text.isEmpty { text += " text \(node.text.debugDescription)" }
    return ([text] + node.children.map { dump($0, depth: depth + 1) }).joined(separator: "\n")
  }

  /// `nil` when the plain reader declines `data` or builds Foundation's tree; else why not.
  static func mismatch(_ data: Data) -> String? {
    guard XMLTreeBuilder.firstInvalidUTF8Offset(in: data, from: 0) == nil,
      let plain = XMLPlainReader.parse(data)
    else { return nil }
    let foundation = XMLTreeBuilder.parseWithFoundation(data)
    if let error = foundation.error { return "XMLParser reports \(error.message)" }
    guard let tree = foundation.root else { return "XMLParser built no tree" }
    let (ours, theirs) = (dump(plain), dump(tree))
    return ours == theirs ? nil : "plain:\n\(ours)\nXMLParser:\n\(theirs)"
  }

  @Test("Every hand-written document is read by the plain reader, as XMLParser reads it")
  func handWrittenDocuments() throws {
    for path in Self.handWritten {
      let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
      #expect(XMLPlainReader.parse(data) != nil, "\(path) was declined")
      #expect(Self.mismatch(data) == nil, "\(path)")
    }
  }

  @Test("A corpus file the plain reader accepts reads as XMLParser reads it")
  func corpus() throws {
    let directory = Self.root.appendingPathComponent("Fuzz/Corpus/interface-builder")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    for name in names where !name.hasPrefix(".") {
      let data = try Data(contentsOf: directory.appendingPathComponent(name))
      #expect(Self.mismatch(data) == nil, "\(name)")
    }
  }

  @Test("Entities, character references, quotes and spacing read as XMLParser reads them")
  func valueSpelling() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <document a='it&apos;s' b="&lt;&amp;&gt;&quot;" c="x&#10;y&#x41;" d="one
      two	three"><string key="s">A &amp; B &#233;</string><tag/></document>
      """
    let data = Data(text.utf8)
    let plain = XMLPlainReader.parse(data)
    #expect(plain?["a"] == "it's")
    #expect(plain?["b"] == "<&>\"")
    #expect(plain?["c"] == "x\nyA")
    #expect(plain?["d"] == "one two three")
    #expect(plain?.line == 4)
    #expect(plain?.children.first?.text == "A & B é")
    #expect(Self.mismatch(data) == nil)
  }

  @Test("Doctypes, CDATA, namespaces, carriage returns and syntax errors are declined")
  func declined() {
    let documents = [
      "<!DOCTYPE d><d/>", "<d><![CDATA[x]]></d>", "<n:d/>", "<d a=\"1\"\r\n/>",
      "<d a=\"1\" a=\"2\"/>", "<d a=\"1\"b=\"2\"/>", "<d></e>", "<d>&nbsp;</d>", "<d/><e/>", "",
      "<?xml version=\"1.1\"?><d/>",
      "<d><!-- a -- b --></d>", "<d a=\"&#0;\"/>", "<d a=\"&#+65;\"/>",
    ]
    for text in documents {
      #expect(XMLPlainReader.parse(Data(text.utf8)) == nil, "\(text.debugDescription)")
    }
  }

  @Test("A mutated document the plain reader accepts reads as XMLParser reads it")
  func mutations() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    print("XMLPlainReaderTests.mutations seed \(seed)")
    var random = SplitMix64(seed: seed)
    let alphabet = Array("<>/=\"'&;#x \n\t-!?[]abc01é".utf8)
    for path in Self.handWritten.prefix(4) {
      let original = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(path)))
      for _ in 0..<60 {
        var bytes = original
        for _ in 0..<(1 + Int(random.next() % 3)) {
          let position = Int(random.next() % UInt64(bytes.count))
          switch random.next() % 3 {
          case 0: bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
          case 1: bytes.remove(at: position)
          default: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
          }
        }
        let problem = Self.mismatch(Data(bytes))
        #expect(problem == nil, "seed \(seed), \(path): \(problem ?? "")")
      }
    }
  }
}
