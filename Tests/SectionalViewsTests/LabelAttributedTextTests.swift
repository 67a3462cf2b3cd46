import Foundation
import SectionalGraphics
import Testing

@testable import SectionalViews

/// `Label.attributedText` with UIKit's rules between styled and plain properties.
///
/// Documentation/AttributedText.md § Labels. Sizes come from `FixedTextMetrics`, which lays
/// attributed text out in its largest font.
@MainActor
@Suite(.serialized) struct LabelAttributedTextTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  let big = Font.boldSystemFont(ofSize: 34)
  let red = Color(red: 1, green: 0, blue: 0)

  /// "ab" with no attributes, then "cd" in 34-point bold red.
  func mixed() -> NSAttributedString {
    let string = NSMutableAttributedString(string: "abcd")
    string.addAttributes(
      [.font: big, .foregroundColor: red], range: NSRange(location: 2, length: 2))
    return string
  }

  /// The text run a label draws.
  func drawnRun(_ label: Label) throws -> TextRun {
    guard case .text(let run) = try #require(label.displayList().commands.first) else {
      throw Failure.noText
    }
    return run
  }

  enum Failure: Error { case noText }

  @Test("Setting attributedText sets text and gives runs without a font or colour the label's")
  func setting() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    label.font = .systemFont(ofSize: 12)
    label.textColor = .blue
    label.attributedText = mixed()
    #expect(label.text == "abcd")
    let read = try #require(label.attributedText)
    let first = read.attributes(at: 0, effectiveRange: nil)
    #expect(first[.font] as? Font == .systemFont(ofSize: 12))
    #expect(first[.foregroundColor] as? Color == .blue)
    #expect(read.attributes(at: 3, effectiveRange: nil)[.font] as? Font == big)
    let run = try drawnRun(label)
    #expect(run.text == "abcd")
    #expect(
      run.attributedText?.runs == [
        .init(
          utf8Range: 0..<2, attributes: .init(font: .systemFont(ofSize: 12), foregroundColor: .blue)
        ),
        .init(utf8Range: 2..<4, attributes: .init(font: big, foregroundColor: red)),
      ])
  }

  @Test("The label takes on the first character's font, colour, alignment and line-break mode")
  func leadingStyle() {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineBreakMode = .byTruncatingMiddle
    let label = Label()
    label.attributedText = NSAttributedString(
      string: "Title", attributes: [.font: big, .foregroundColor: red, .paragraphStyle: style])
    #expect(label.font == big)
    #expect(label.textColor == red)
    #expect(label.textAlignment == .center)
    #expect(label.lineBreakMode == .byTruncatingMiddle)
  }

  @Test("Setting font, textColor or textAlignment afterwards applies it to the whole string")
  func wholeStringChanges() throws {
    let style = NSMutableParagraphStyle()
    style.alignment = .right
    let string = NSMutableAttributedString(attributedString: mixed())
    string.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 4))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    label.attributedText = string
    label.font = .systemFont(ofSize: 20)
    label.textColor = .green
    label.textAlignment = .center
    let run = try drawnRun(label)
    #expect(run.alignment == .center)
    #expect(
      run.attributedText?.runs == [
        .init(
          utf8Range: 0..<4,
          attributes: .init(font: .systemFont(ofSize: 20), foregroundColor: .green))
      ])
    let read = try #require(label.attributedText)
    let paragraph =
      read.attributes(at: 3, effectiveRange: nil)[.paragraphStyle] as? NSParagraphStyle
    #expect(paragraph?.alignment == .center)
  }

  @Test("Setting text drops the styling; attributedText then reads the text in the label's style")
  func plainTextDropsStyle() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    label.attributedText = mixed()
    label.text = "abcd"
    #expect(try drawnRun(label).attributedText == nil)
    let read = try #require(label.attributedText)
    #expect(read.string == "abcd")
    #expect(read.attributes(at: 3, effectiveRange: nil)[.font] as? Font == label.font)
    label.attributedText = nil
    #expect(label.text == nil)
    #expect(label.attributedText == nil)
  }

  @Test("intrinsicContentSize and sizeThatFits measure the styled text")
  func measuring() {
    let label = Label()
    label.attributedText = mixed()
    // FixedTextMetrics: four clusters at 34 points bold (18.7) = 74.8 → 75; 42.5 → 43 high.
    #expect(label.intrinsicContentSize == CGSize(width: 75, height: 43))
    #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 75, height: 43))
    label.text = "abcd"
    #expect(label.intrinsicContentSize == CGSize(width: 34, height: 22))
  }

  @Test("A paragraph style's line-break mode and spacing rule the label's lines")
  func paragraphLines() throws {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 5
    let label = Label()
    label.font = .systemFont(ofSize: 16)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 30
    label.attributedText = NSAttributedString(string: "ab cd", attributes: [.paragraphStyle: style])
    // Two 20-point lines and 5 points between them.
    #expect(label.intrinsicContentSize == CGSize(width: 16, height: 45))
    #expect(label.lineBreakMode == .byWordWrapping)
  }

  @Test("adjustsFontSizeToFitWidth shrinks every run's font by one factor")
  func shrinking() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
    label.font = .systemFont(ofSize: 20)
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.25
    let string = NSMutableAttributedString(string: "abcd")
    string.addAttribute(
      .font, value: Font.systemFont(ofSize: 40), range: NSRange(location: 2, length: 2))
    label.attributedText = string
    let run = try drawnRun(label)
    // 4 clusters at 40 points are 80 wide: both fonts are halved to fit 40 points.
    #expect(run.font.pointSize == 10)
    #expect(run.attributedText?.runs.compactMap(\.attributes.font?.pointSize) == [10, 20])
    #expect(label.font.pointSize == 20)
  }
}
