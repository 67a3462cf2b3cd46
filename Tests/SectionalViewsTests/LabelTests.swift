import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct LabelTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  @Test("a one-line label's intrinsic size is its text's, rounded up")
  func singleLine() {
    let label = Label()
    label.text = "Hello"
    // 5 graphemes × 8.5 pt = 42.5 → 43; 17 × 1.25 = 21.25 → 22.
    #expect(label.intrinsicContentSize == CGSize(width: 43, height: 22))
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    label.text = nil
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test("UILabel's defaults")
  func defaults() {
    let label = Label()
    #expect(label.font == Font.systemFont(ofSize: 17))
    #expect(label.textColor == Color.label)
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textAlignment == .natural)
    #expect(label.shadowColor == nil)
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(!label.isUserInteractionEnabled)
  }

  @Test("a multi-line label wraps at preferredMaxLayoutWidth")
  func preferredWidth() {
    let label = Label()
    label.font = .systemFont(ofSize: 10)
    label.text = "aaaa bbbb cccc"
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == CGSize(width: 70, height: 13))
    label.preferredMaxLayoutWidth = 50
    #expect(label.intrinsicContentSize == CGSize(width: 45, height: 25))
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize == CGSize(width: 70, height: 13))
  }

  @Test("without a preferred width a multi-line label wraps at its laid-out width")
  func automaticWidth() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = Label()
    label.font = .systemFont(ofSize: 10)
    label.text = "aaaa bbbb cccc"
    label.numberOfLines = 0
    parent.addSubview(label)
    #expect(label.intrinsicContentSize == CGSize(width: 70, height: 13))
    parent.layoutIfNeeded()
    label.frame = CGRect(x: 0, y: 0, width: 50, height: 13)
    #expect(parent.needsLayout)
    #expect(label.intrinsicContentSize == CGSize(width: 45, height: 25))
  }

  @Test("sizeThatFits wraps multi-line text to the offered width")
  func sizeThatFits() {
    let label = Label()
    label.font = .systemFont(ofSize: 10)
    label.text = "aaaa bbbb cccc"
    #expect(label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 70, height: 13))
    label.numberOfLines = 2
    #expect(label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 45, height: 25))
    label.sizeToFit()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 70, height: 13))
  }

  @Test("the text is drawn vertically centred with its shadow")
  func drawing() {
    let label = Label(frame: CGRect(x: 10, y: 0, width: 100, height: 40))
    label.font = .boldSystemFont(ofSize: 16)
    label.text = "Terran"
    label.textColor = Color(red: 0.97, green: 0.9, blue: 0)
    label.shadowColor = .white
    label.shadowOffset = CGSize(width: 0, height: 1)
    label.textAlignment = .center
    // 16 × 1.25 = 20 high, centred in 40: y = 10.
    #expect(
      label.displayList().commands == [
        .text(
          TextRun(
            text: "Terran", font: .boldSystemFont(ofSize: 16),
            color: Color(red: 0.97, green: 0.9, blue: 0),
            rect: CGRect(x: 10, y: 10, width: 100, height: 20), alignment: .center,
            shadow: Shadow(color: .white, offset: CGSize(width: 0, height: 1)),
            numberOfLines: 1, lineBreakMode: .byTruncatingTail))
      ])
  }

  @Test("a one-line label narrower than its text truncates the tail when drawn")
  func truncation() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 22))
    label.font = .systemFont(ofSize: 10)
    label.text = "Protoss and Zerg"
    let list = label.displayList()
    guard case .text(let run) = try #require(list.commands.first) else {
      Issue.record("expected a text command")
      return
    }
    #expect(run.lineBreakMode == .byTruncatingTail)
    let layout = FixedTextMetrics().layout(of: run)
    #expect(layout.isTruncated)
    #expect(layout.lines.map(\.text) == ["Protoss a…"])
  }

  @Test("a window's measurer wins over the default")
  func windowMeasurer() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.textMeasurer = FixedTextMetrics(advanceFactor: 1, lineHeightFactor: 2)
    let label = Label()
    label.font = .systemFont(ofSize: 10)
    label.text = "abc"
    #expect(label.intrinsicContentSize == CGSize(width: 15, height: 13))
    window.addSubview(label)
    #expect(label.intrinsicContentSize == CGSize(width: 30, height: 20))
  }
}
