import Foundation
import SectionalGraphics
import Synchronization
import Testing

@testable import SectionalViews

/// A multi-line label shows only the lines that fit its height, as `UILabel` does: the last
/// one cut by its line-break mode, the block centred, nothing drawn past the bounds, and no
/// more text laid out for drawing than that (Documentation/LinuxRendering.md § Long text).
///
/// Fixed metrics at 16 pt: a cluster is 8 pt wide, a line 20 pt tall.
@MainActor
@Suite(.serialized) struct LabelVisibleLinesTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Six lines at 80 pt wide: "one two", "three four", "five six", "seven", "eight nine",
  /// "ten".
  static let text = "one two three four five six seven eight nine ten"

  /// A 16-point label 80 pt wide and `height` tall with `lines` as its line limit.
  private func makeLabel(height: CGFloat, lines: Int = 0) -> Label {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: height))
    label.font = .systemFont(ofSize: 16)
    label.numberOfLines = lines
    label.text = Self.text
    return label
  }

  @Test("six lines in 50 pt with no line limit draw the two that fit, centred, the last truncated")
  func showsTheLinesThatFit() throws {
    let run = try LabelFontScalingTests.drawnRun(makeLabel(height: 50))
    #expect(run.numberOfLines == 2)
    #expect(run.rect == CGRect(x: 0, y: 5, width: 80, height: 40))
    #expect(FixedTextMetrics().layout(of: run).lines.map(\.text) == ["one two", "three fou…"])
  }

  @Test("word wrapping cuts the text after the last line that fits, with no ellipsis")
  func wrappingModeCuts() throws {
    let label = makeLabel(height: 50)
    label.lineBreakMode = .byWordWrapping
    let run = try LabelFontScalingTests.drawnRun(label)
    #expect(run.numberOfLines == 2)
    #expect(FixedTextMetrics().layout(of: run).lines.map(\.text) == ["one two", "three four"])
  }

  @Test("a limit of 3 in 50 pt draws 2 lines; a limit of 2 stays 2; a measured label fits 120 pt")
  func limitsAboveWhatFits() throws {
    #expect(try LabelFontScalingTests.drawnRun(makeLabel(height: 50, lines: 3)).numberOfLines == 2)
    #expect(try LabelFontScalingTests.drawnRun(makeLabel(height: 50, lines: 2)).numberOfLines == 2)
    let measured = makeLabel(height: 120)
    #expect(measured.intrinsicContentSize == CGSize(width: 80, height: 120))
    let run = try LabelFontScalingTests.drawnRun(measured)
    #expect(run.numberOfLines == 0)
    #expect(run.rect == CGRect(x: 0, y: 0, width: 80, height: 120))
  }

  @Test("a label of 6 lines' text in 50 pt never asks the measurer for more than 2 lines")
  func drawingLaysOutOnlyWhatShows() throws {
    let counting = CountingMetrics()
    Label.defaultTextMeasurer = counting
    let run = try LabelFontScalingTests.drawnRun(makeLabel(height: 50))
    #expect(run.numberOfLines == 2)
    #expect(counting.limits.withLock { $0 } == [1, 2, 2])
  }

  /// Fixed metrics that keep the line limit of every request.
  final class CountingMetrics: TextMeasuring {
    let limits = Mutex<[Int]>([])

    func layout(
      _ text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
      lineBreakMode: LineBreakMode
    ) -> TextLayout {
      limits.withLock { $0.append(numberOfLines) }
      return FixedTextMetrics().layout(
        text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode)
    }
  }
}
