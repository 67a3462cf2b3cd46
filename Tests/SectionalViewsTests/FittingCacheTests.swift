import SectionalGraphics
import SectionalTestSupport
import Synchronization
import Testing

@testable import SectionalViews

/// A measurer that counts its calls and measures as `FixedTextMetrics`.
final class CountingMeasurer: TextMeasuring {
  /// The number of `layout` calls so far.
  let calls = Mutex(0)

  /// Counts the call and measures with the fixed metrics.
  func layout(
    _ text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout {
    calls.withLock { $0 += 1 }
    return FixedTextMetrics().layout(
      text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
  }

  /// The calls so far.
  var count: Int { calls.withLock { $0 } }
}

@MainActor
@Suite struct FittingCacheTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  @Test("a warm call returns the same size with no solver work")
  func warmCallDoesNoSolverWork() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 56))
    let cold = fixture.header.fittingStatistics
    // Computed, not cached (a twin's template may already hold the solution: no solve then).
    #expect(cold.cachedFittings == 0)
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 56))
    let warm = fixture.header.fittingStatistics
    #expect(warm.solverCalls == cold.solverCalls)
    #expect(warm.cachedFittings == cold.cachedFittings + 1)
  }

  @Test("a warm call measures no text")
  func warmCallMeasuresNoText() {
    let measurer = CountingMeasurer()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.textMeasurer = measurer
    let fixture = FittingFixture()
    window.addSubview(fixture.header)
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 56))
    let before = measurer.count
    #expect(before > 0)
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 56))
    #expect(measurer.count == before)
  }

  @Test("a new target reuses the fitting solver: no rebuild, the result follows the width")
  func newTargetReusesSolver() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 56))
    let rebuilds = fixture.header.fittingStatistics.rebuilds
    #expect(fixture.fit(width: 375) == CGSize(width: 375, height: 36))
    #expect(fixture.fit(width: 60) == CGSize(width: 60, height: 56))
    #expect(fixture.header.fittingStatistics.rebuilds == rebuilds)
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 56))
  }

  @Test("a constant change is seen: 4 pt more at the top")
  func constantChange() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100).height == 56)
    fixture.top.constant = 4
    #expect(fixture.fit(width: 100).height == 60)
  }

  @Test("constant and text changes are followed in place: no rebuild, the right size")
  func inPlaceChanges() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100).height == 56)
    let rebuilds = fixture.header.fittingStatistics.rebuilds
    fixture.top.constant = 4
    #expect(fixture.fit(width: 100).height == 60)
    fixture.label.text = "Hi"
    #expect(fixture.fit(width: 100).height == 40)
    fixture.label.text = "Hello world"
    #expect(fixture.fit(width: 375).height == 40)
    #expect(fixture.fit(width: 100).height == 60)
    #expect(fixture.header.fittingStatistics.rebuilds == rebuilds)
    fixture.bottom.priority = LayoutPriority(998)
    #expect(fixture.fit(width: 100).height == 60)
    // A new shape: one template solver per solve pass, and the wrapping label takes two.
    #expect(fixture.header.fittingStatistics.rebuilds == rebuilds + 2)
  }

  @Test("a baseline constraint follows the re-measured multi-line label during a fit")
  func baselineFollowsWrapping() {
    let fixture = FittingFixture()
    fixture.bottom.isActive = false
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    fixture.header.addSubview(box)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: fixture.label.lastBaselineAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(equalToConstant: 20),
      box.leadingAnchor.constraint(equalTo: fixture.header.leadingAnchor),
      fixture.header.layoutMarginsGuide.bottomAnchor.constraint(equalTo: box.bottomAnchor),
    ])
    #expect(fixture.fit(width: 100).height == 62)
    #expect(fixture.fit(width: 375).height == 42)
    #expect(fixture.fit(width: 100).height == 62)
  }

  @Test("a priority change is seen: the bottom pin below fitting priority lets the height go")
  func priorityChange() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100).height == 56)
    fixture.bottom.priority = LayoutPriority(40)
    #expect(fixture.fit(width: 100).height == 0)
  }

  @Test("an added constraint is seen: a minimum label height of 100")
  func addedConstraint() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100).height == 56)
    fixture.label.heightAnchor.constraint(greaterThanOrEqualToConstant: 100).isActive = true
    #expect(fixture.fit(width: 100).height == 116)
  }

  @Test("a removed constraint is seen: without the bottom pin the height goes to 0")
  func removedConstraint() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100).height == 56)
    fixture.bottom.isActive = false
    #expect(fixture.fit(width: 100).height == 0)
  }

  @Test("text and font changes are seen")
  func textAndFontChanges() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100).height == 56)
    fixture.label.text = "Hi"
    #expect(fixture.fit(width: 100).height == 36)
    fixture.label.text = "Hello world"
    fixture.label.font = .systemFont(ofSize: 20)
    #expect(fixture.fit(width: 100).height == 66)
  }

  @Test("a margins change is seen: with no margins the text fits on one line")
  func marginsChange() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100).height == 56)
    fixture.header.layoutMargins = EdgeInsets(all: 0)
    #expect(fixture.fit(width: 100).height == 20)
  }

  @Test("a hierarchy change is seen: removing the label leaves nothing to hold the height")
  func hierarchyChange() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100).height == 56)
    fixture.label.removeFromSuperview()
    #expect(fixture.fit(width: 100).height == 0)
    fixture.header.addSubview(fixture.label)
    fixture.label.heightAnchor.constraint(equalToConstant: 30).isActive = true
    fixture.label.topAnchor.constraint(equalTo: fixture.header.topAnchor).isActive = true
    fixture.header.bottomAnchor.constraint(equalTo: fixture.label.bottomAnchor).isActive = true
    #expect(fixture.fit(width: 100).height == 30)
  }

  @Test("an intrinsic size invalidation is seen; without it the cached size stands")
  func intrinsicSizeInvalidation() {
    let box = SizedBox()
    #expect(
      box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 10, height: 10)
    )
    box.contentSize = CGSize(width: 30, height: 12)
    #expect(
      box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 10, height: 10)
    )
    box.invalidateIntrinsicContentSize()
    #expect(
      box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 30, height: 12)
    )
  }

  @Test("a change of the default text measurer is seen")
  func measurerChange() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100).height == 56)
    Label.defaultTextMeasurer = FixedTextMetrics(lineHeightFactor: 2)
    #expect(fixture.fit(width: 100).height == 80)
    Label.defaultTextMeasurer = FixedTextMetrics()
  }

  @Test("fitting leaves the tree's own engine able to move constraints in place")
  func treeEngineUnaffected() {
    let fixture = FittingFixture()
    fixture.header.layoutIfNeeded()
    #expect(fixture.label.frame.minY == 8)
    _ = fixture.fit(width: 100)
    let before = fixture.header.layoutStatistics
    fixture.top.constant = 6
    fixture.header.layoutIfNeeded()
    #expect(fixture.label.frame.minY == 14)
    let after = fixture.header.layoutStatistics
    #expect(after.brokenConstraints == before.brokenConstraints)
    #expect(after.rebuilds == before.rebuilds)
    #expect(after.constantUpdates == before.constantUpdates + 1)
  }

  @Test(
    "seeded random changes: the cached fitting always equals a fresh view's",
    arguments: [
      UInt64(1), 2, 3, 4,
    ])
  func randomChanges(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let cached = FittingFixture()
    let texts = ["Hello world", "Hi", "A longer text that wraps at most widths", ""]
    let widths = [60.0, 100, 200, 375]
    var text = texts[0]
    var size = 16.0
    var constant = 0.0
    for step in 0..<30 {
      switch random.next() % 4 {
      case 0: text = texts[Int(random.next() % UInt64(texts.count))]
      case 1: size = [12.0, 16, 20][Int(random.next() % 3)]
      case 2: constant = Double(random.next() % 10)
      default: break
      }
      cached.label.text = text
      cached.label.font = .systemFont(ofSize: size)
      cached.top.constant = constant
      let width = widths[Int(random.next() % UInt64(widths.count))]
      let fresh = FittingFixture()
      fresh.label.text = text
      fresh.label.font = .systemFont(ofSize: size)
      fresh.top.constant = constant
      let expected = fresh.fit(width: width)
      #expect(
        cached.fit(width: width) == expected,
        "seed \(seed) step \(step): '\(text)' \(size) pt, top \(constant), width \(width)")
    }
  }
}
