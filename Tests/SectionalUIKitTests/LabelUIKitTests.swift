import SectionalUIKit
import Testing

/// Label code written as for UIKit: labels that shrink their font to fit, and a label too
/// short for its text.
@MainActor
@Suite(.serialized) struct LabelUIKitTests {
  @Test(
    "adjustsFontSizeToFitWidth with minimumScaleFactor draws a 17 pt title at 12 pt in 60 points")
  func shrinking() throws {
    UILabel.defaultTextMeasurer = FixedTextMetrics()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.text = "ABCDEFGHIJ"
    label.font = UIFont.systemFont(ofSize: 17)
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    let commands = label.displayList().commands
    guard case .text(let run) = try #require(commands.first) else {
      Issue.record("expected a text run")
      return
    }
    #expect(run.font.pointSize == 12)
    #expect(label.font.pointSize == 17)
  }

  @Test("a two-line label shrinks a 20 pt text that needs three lines to 14 pt in 100 × 50")
  func multiLineShrinking() throws {
    UILabel.defaultTextMeasurer = FixedTextMetrics()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    label.text = "aaaa bbbb cccc dddd eeee"
    label.font = UIFont.systemFont(ofSize: 20)
    label.numberOfLines = 2
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    guard case .text(let run) = try #require(label.displayList().commands.first) else {
      Issue.record("expected a text run")
      return
    }
    #expect(run.font.pointSize == 14)
    #expect(label.font.pointSize == 20)
  }

  @Test("a label with numberOfLines 0 too short for its text draws the whole lines that fit")
  func tallTextShowsWholeLines() throws {
    UILabel.defaultTextMeasurer = FixedTextMetrics()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 50))
    label.text = "one two three four five six seven eight nine ten"
    label.font = UIFont.systemFont(ofSize: 16)
    label.numberOfLines = 0
    guard case .text(let run) = try #require(label.displayList().commands.first) else {
      Issue.record("expected a text run")
      return
    }
    #expect(run.numberOfLines == 2)
    #expect(run.rect == CGRect(x: 0, y: 5, width: 80, height: 40))
  }
}
