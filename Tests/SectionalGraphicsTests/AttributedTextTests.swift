import Foundation
import SectionalGraphics
import Testing

/// `AttributedText`, the `Sendable` form of an `NSAttributedString` that labels measure and
/// renderers draw (Documentation/AttributedText.md).
@Suite struct AttributedTextTests {
  let bold = Font.boldSystemFont(ofSize: 20)
  let red = Color(red: 1, green: 0, blue: 0)

  @Test("Runs read from an NSAttributedString are in UTF-8 offsets, past emoji and accents")
  func utf8Runs() {
    // "é" is 1 UTF-16 unit and 2 UTF-8 bytes; "👍" is 2 units and 4 bytes.
    let string = NSMutableAttributedString(string: "é👍 Go")
    string.addAttribute(.font, value: bold, range: NSRange(location: 0, length: 3))
    string.addAttribute(.foregroundColor, value: red, range: NSRange(location: 4, length: 2))
    let text = AttributedText(string)
    #expect(text.string == "é👍 Go")
    #expect(
      text.runs == [
        AttributedText.Run(utf8Range: 0..<6, attributes: .init(font: bold)),
        AttributedText.Run(utf8Range: 6..<7, attributes: .init()),
        AttributedText.Run(utf8Range: 7..<9, attributes: .init(foregroundColor: red)),
      ])
    #expect(text.attributes(atUTF8Offset: 3).font == bold)
    #expect(text.attributes(atUTF8Offset: 8).foregroundColor == red)
  }

  @Test(
    "Numbers are read as UIKit code stores them: kern as Double, Int or CGFloat, lines as raw values"
  )
  func numbers() {
    let string = NSMutableAttributedString(string: "abcdef")
    string.addAttributes(
      [.kern: 2.5, .underlineStyle: NSUnderlineStyle.single.rawValue],
      range: NSRange(location: 0, length: 2))
    string.addAttributes(
      [.kern: 3, .strikethroughStyle: NSUnderlineStyle.double],
      range: NSRange(location: 2, length: 2))
    string.addAttributes(
      [.kern: CGFloat(-1), .underlineStyle: NSUnderlineStyle.patternDot.rawValue],
      range: NSRange(location: 4, length: 2))
    let runs = AttributedText(string).runs.map(\.attributes)
    #expect(runs[0] == .init(underline: .single, kern: 2.5))
    #expect(runs[1] == .init(strikethrough: .double, kern: 3))
    // A pattern without a thickness draws no line, as in UIKit.
    #expect(runs[2] == .init(kern: -1))
  }

  @Test("Values of the wrong type are ignored and unknown keys dropped")
  func wrongTypes() {
    let string = NSAttributedString(
      string: "x",
      attributes: [
        .font: "Helvetica", .foregroundColor: 3, .shadow: "none",
        NSAttributedString.Key(rawValue: "Custom"): 1,
      ])
    #expect(AttributedText(string).runs == [.init(utf8Range: 0..<1, attributes: .init())])
  }

  @Test(
    "The paragraph style is that of the first character, and a shadow is NSShadow's drawn value")
  func paragraphAndShadow() {
    let centred = NSMutableParagraphStyle()
    centred.alignment = .center
    centred.lineSpacing = 4
    centred.lineBreakMode = .byTruncatingMiddle
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 1, height: 2)
    shadow.shadowBlurRadius = 3
    let string = NSMutableAttributedString(
      string: "Ab", attributes: [.paragraphStyle: centred, .shadow: shadow])
    string.addAttribute(
      .paragraphStyle, value: NSParagraphStyle.default, range: NSRange(location: 1, length: 1))
    let text = AttributedText(string)
    #expect(
      text.paragraphStyle
        == ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingMiddle, lineSpacing: 4))
    #expect(
      text.runs[0].attributes.shadow
        == Shadow(
          color: Color(white: 0, alpha: 1.0 / 3.0), offset: CGSize(width: 1, height: 2),
          blurRadius: 3))
  }

  @Test(
    "Runs are clamped to the string, gaps filled, overlaps given to the earlier run, equal neighbours merged"
  )
  func normalisedRuns() {
    let text = AttributedText(
      string: "abcdef",
      runs: [
        .init(utf8Range: 4..<99, attributes: .init(kern: 1)),
        .init(utf8Range: 1..<3, attributes: .init(font: bold)),
        .init(utf8Range: 2..<5, attributes: .init(kern: 2)),
        .init(utf8Range: 3..<4, attributes: .init(kern: 2)),
      ])
    #expect(
      text.runs == [
        .init(utf8Range: 0..<1, attributes: .init()),
        .init(utf8Range: 1..<3, attributes: .init(font: bold)),
        .init(utf8Range: 3..<5, attributes: .init(kern: 2)),
        .init(utf8Range: 5..<6, attributes: .init(kern: 1)),
      ])
  }

  @Test("NSParagraphStyle has UIKit's defaults and mutableCopy keeps every value")
  func paragraphStyleDefaults() throws {
    let style = NSParagraphStyle.default
    #expect(style.alignment == .natural)
    #expect(style.lineBreakMode == .byWordWrapping)
    #expect(style.lineSpacing == 0 && style.headIndent == 0 && style.lineHeightMultiple == 0)
    let mutable = try #require(style.mutableCopy() as? NSMutableParagraphStyle)
    mutable.headIndent = 12
    mutable.maximumLineHeight = 30
    let copy = try #require(mutable.mutableCopy() as? NSMutableParagraphStyle)
    #expect(copy.headIndent == 12 && copy.maximumLineHeight == 30)
    #expect(NSParagraphStyle.default.headIndent == 0)
  }

  @Test("A measurer without run support lays the string out in its largest font, plus line spacing")
  func defaultLayout() {
    let metrics = FixedTextMetrics()
    var text = AttributedText(
      string: "ab cd",
      runs: [.init(utf8Range: 3..<5, attributes: .init(font: .systemFont(ofSize: 32)))])
    let single = metrics.layout(
      attributed: text, font: .systemFont(ofSize: 16), maxWidth: nil, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    // Five 16-point clusters at 32 points; one 40-point line.
    #expect(single.size == CGSize(width: 80, height: 40))
    text.paragraphStyle = ParagraphStyle(lineSpacing: 6)
    let wrapped = metrics.layout(
      attributed: text, font: .systemFont(ofSize: 16), maxWidth: 40, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(wrapped.lines.map(\.text) == ["ab", "cd"])
    #expect(wrapped.size == CGSize(width: 32, height: 86))
    #expect(wrapped.lastBaseline == 32 + 40 + 6)
  }

  @Test("Dynamic run colours resolve with the display list's traits")
  func dynamicColours() {
    let text = AttributedText(
      string: "a", attributes: .init(foregroundColor: .label, backgroundColor: .systemBackground))
    #expect(text.hasDynamicColor)
    let dark = text.resolved(with: TraitCollection(userInterfaceStyle: .dark))
    #expect(!dark.hasDynamicColor)
    #expect(
      dark.runs[0].attributes.foregroundColor
        == Color.label.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)))
  }
}
