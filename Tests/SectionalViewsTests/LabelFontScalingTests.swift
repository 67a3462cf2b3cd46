import Foundation
import SectionalGraphics
import Testing

@testable import SectionalViews

/// `adjustsFontSizeToFitWidth` and `minimumScaleFactor`: a one-line label too narrow for its
/// text draws it in a smaller font, no smaller than the factor allows, then truncates
/// (Documentation/Traits.md § Shrinking text to fit).
@MainActor
@Suite(.serialized) struct LabelFontScalingTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A 17-point label of ten clusters (85 points wide with fixed metrics) in a frame of
  /// `width` × 30 that shrinks down to `factor`.
  private func makeLabel(width: CGFloat, factor: CGFloat) -> Label {
    let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 30))
    label.text = "ABCDEFGHIJ"
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = factor
    return label
  }

  /// The one text run `label` draws.
  static func drawnRun(_ label: Label) throws -> TextRun {
    let commands = label.displayList().commands
    guard commands.count == 1, case .text(let run) = commands[0] else {
      throw DrawingError.notOneTextRun(commands.count)
    }
    return run
  }

  /// The label drew something other than one text run.
  enum DrawingError: Error {
    case notOneTextRun(Int)
  }

  @Test(
    "85 pt of text in 60 pt with a factor of 0.5 draws at 12 pt, whole, on the full-size baseline")
  func shrinksToFit() throws {
    let label = makeLabel(width: 60, factor: 0.5)
    let run = try Self.drawnRun(label)
    #expect(
      run
        == TextRun(
          text: "ABCDEFGHIJ", font: .systemFont(ofSize: 12),
          color: Color.label.resolvedColor(with: .standard),
          rect: CGRect(x: 0, y: 9, width: 60, height: 15), alignment: .left))
    #expect(!FixedTextMetrics().layout(of: run).isTruncated)
    #expect(label.intrinsicContentSize == CGSize(width: 85, height: 22))
  }

  @Test("a factor of 0.75 stops shrinking at 12.75 pt, and the text still too wide is truncated")
  func stopsAtTheFactor() throws {
    let run = try Self.drawnRun(makeLabel(width: 60, factor: 0.75))
    #expect(run.font == .systemFont(ofSize: 12.75))
    #expect(run.rect == CGRect(x: 0, y: 8.25, width: 60, height: 16))
    let layout = FixedTextMetrics().layout(of: run)
    #expect(layout.isTruncated)
    #expect(layout.lines.map(\.text) == ["ABCDEFGH…"])
  }

  @Test("a factor of 0 (the default) does not shrink: the text is truncated at the label's font")
  func zeroFactorKeepsTheFont() throws {
    let run = try Self.drawnRun(makeLabel(width: 60, factor: 0))
    #expect(run.font == .systemFont(ofSize: 17))
    #expect(run.rect == CGRect(x: 0, y: 4, width: 60, height: 22))
    #expect(FixedTextMetrics().layout(of: run).lines.map(\.text) == ["ABCDEF…"])
  }

  @Test("text that fits and a label that does not adjust keep the font")
  func onlyTextTooWideShrinks() throws {
    #expect(try Self.drawnRun(makeLabel(width: 85, factor: 0.5)).font == .systemFont(ofSize: 17))
    let fixed = makeLabel(width: 60, factor: 0.5)
    fixed.adjustsFontSizeToFitWidth = false
    #expect(try Self.drawnRun(fixed).font == .systemFont(ofSize: 17))
  }

  @Test("turning adjustsFontSizeToFitWidth on or changing the factor redraws the window")
  func changesRedraw() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.text = "ABCDEFGHIJ"
    window.addSubview(label)
    window.needsDisplay = false
    label.adjustsFontSizeToFitWidth = true
    #expect(window.needsDisplay)
    window.needsDisplay = false
    label.minimumScaleFactor = 0.5
    #expect(window.needsDisplay)
  }
}
