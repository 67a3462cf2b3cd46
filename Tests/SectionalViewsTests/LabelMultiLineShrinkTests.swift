import Foundation
import SectionalGraphics
import Testing

@testable import SectionalViews

/// `adjustsFontSizeToFitWidth` on a multi-line label: text that needs more lines than the
/// limit allows, or is taller than the bounds, is drawn in the largest half-point size that
/// fits, no smaller than `minimumScaleFactor` allows, centred (Documentation/Traits.md §
/// Shrinking text to fit).
///
/// Fixed metrics: a cluster is half the point size wide, a line 1.25 × the point size tall.
@MainActor
@Suite(.serialized) struct LabelMultiLineShrinkTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A 20-point label with no line limit, 100 × 50 points, holding five four-letter words
  /// (three lines at 20 pt: ten clusters a line), shrinking down to `factor`.
  private func makeLabel(factor: CGFloat, lines: Int = 0, height: CGFloat = 50) -> Label {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: height))
    label.font = .systemFont(ofSize: 20)
    label.numberOfLines = lines
    label.text = "aaaa bbbb cccc dddd eeee"
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = factor
    return label
  }

  @Test("three lines of 25 pt in 50 pt shrink to 14 pt: two lines of 14 clusters, centred")
  func shrinksToFitTheHeight() throws {
    let label = makeLabel(factor: 0.5)
    let run = try LabelFontScalingTests.drawnRun(label)
    #expect(run.font == .systemFont(ofSize: 14))
    #expect(run.numberOfLines == 0)
    #expect(run.rect == CGRect(x: 0, y: 7, width: 100, height: 35))
    let layout = FixedTextMetrics().layout(of: run)
    #expect(layout.lines.map(\.text) == ["aaaa bbbb cccc", "dddd eeee"])
    #expect(!layout.isTruncated)
    #expect(label.font == .systemFont(ofSize: 20))
    #expect(label.intrinsicContentSize == CGSize(width: 90, height: 75))
  }

  @Test("a line limit of 2 in a tall frame shrinks the text to two lines: 14 pt")
  func shrinksToTheLineLimit() throws {
    let run = try LabelFontScalingTests.drawnRun(makeLabel(factor: 0.5, lines: 2, height: 200))
    #expect(run.font == .systemFont(ofSize: 14))
    #expect(run.numberOfLines == 2)
    #expect(run.rect == CGRect(x: 0, y: 82, width: 100, height: 35))
  }

  @Test("a factor of 0.8 stops at 16 pt; the two lines that fit are drawn, the last truncated")
  func stopsAtTheFactor() throws {
    let run = try LabelFontScalingTests.drawnRun(makeLabel(factor: 0.8))
    #expect(run.font == .systemFont(ofSize: 16))
    #expect(run.numberOfLines == 2)
    #expect(run.rect == CGRect(x: 0, y: 5, width: 100, height: 40))
    let layout = FixedTextMetrics().layout(of: run)
    #expect(layout.lines.map(\.text) == ["aaaa bbbb", "cccc dddd e…"])
  }

  @Test("a factor of 0 keeps 20 pt and shows the two lines that fit, the last truncated")
  func zeroFactorKeepsTheFont() throws {
    let run = try LabelFontScalingTests.drawnRun(makeLabel(factor: 0))
    #expect(run.font == .systemFont(ofSize: 20))
    #expect(run.numberOfLines == 2)
    #expect(run.rect == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(FixedTextMetrics().layout(of: run).lines.map(\.text) == ["aaaa bbbb", "cccc dddd…"])
  }

  @Test("text that fits its lines and height keeps the font")
  func textThatFitsKeepsTheFont() throws {
    let run = try LabelFontScalingTests.drawnRun(makeLabel(factor: 0.5, height: 75))
    #expect(run.font == .systemFont(ofSize: 20))
    #expect(run.numberOfLines == 0)
    #expect(run.rect == CGRect(x: 0, y: 0, width: 100, height: 75))
  }

  @Test(
    "ten clusters (85 pt at 17 pt) in 60 × 30 with a limit of 2 lines shrink to 12 pt, on one line")
  func twoLineLimit() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.text = "ABCDEFGHIJ"
    label.numberOfLines = 2
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    let run = try LabelFontScalingTests.drawnRun(label)
    #expect(run.font == .systemFont(ofSize: 12))
    #expect(run.rect == CGRect(x: 0, y: 7, width: 60, height: 15))
    #expect(FixedTextMetrics().layout(of: run).lines.map(\.text) == ["ABCDEFGHIJ"])
  }

  @Test("new text, a new factor or turning shrinking off is drawn anew, not from the last frame")
  func changesAreDrawnAnew() throws {
    let label = makeLabel(factor: 0.5)
    #expect(try LabelFontScalingTests.drawnRun(label).font == .systemFont(ofSize: 14))
    label.text = "aaaa bbbb"
    #expect(try LabelFontScalingTests.drawnRun(label).font == .systemFont(ofSize: 20))
    label.text = "aaaa bbbb cccc dddd eeee"
    label.minimumScaleFactor = 0.8
    #expect(try LabelFontScalingTests.drawnRun(label).font == .systemFont(ofSize: 16))
    label.adjustsFontSizeToFitWidth = false
    #expect(try LabelFontScalingTests.drawnRun(label).font == .systemFont(ofSize: 20))
    label.frame.size.height = 80
    #expect(try LabelFontScalingTests.drawnRun(label).numberOfLines == 0)
  }
}
