import SectionalUIKit
import Testing

/// Label code written as for UIKit: a one-line label that shrinks its font to fit.
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
}
