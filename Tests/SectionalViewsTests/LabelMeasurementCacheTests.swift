import SectionalGraphics
import Testing

@testable import SectionalViews

/// A label's cache of measured wrap widths: one measurement per width, the last eight kept.
@MainActor
@Suite struct LabelMeasurementCacheTests {
  /// A wrapping label in a window whose measurer counts its calls.
  private func makeLabel() -> (Label, CountingMeasurer, Window) {
    let measurer = CountingMeasurer()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.textMeasurer = measurer
    let label = Label()
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 10)
    label.text = "one two three four five six"
    window.addSubview(label)
    return (label, measurer, window)
  }

  /// The label's intrinsic size wrapped at `width`.
  private func size(_ label: Label, at width: Double) -> CGSize {
    label.fitting.widthHint = width
    defer { label.fitting.widthHint = nil }
    return label.intrinsicContentSize
  }

  @Test("each wrap width is measured once, and the layout matches the size")
  func measuredOnce() {
    let (label, measurer, window) = makeLabel()
    let first = size(label, at: 60)
    let again = size(label, at: 60)
    #expect(first == again)
    #expect(measurer.count == 1)
    label.fitting.widthHint = 60
    #expect(label.intrinsicTextLayout().size == first)
    label.fitting.widthHint = nil
    #expect(measurer.count == 1)
    _ = size(label, at: 80)
    #expect(measurer.count == 2)
    _ = window
  }

  @Test("a ninth wrap width drops the oldest one, which is measured again when asked")
  func oldestDropped() {
    let (label, measurer, window) = makeLabel()
    let widths: [Double] = [40, 50, 60, 70, 80, 90, 100, 110, 120]
    let sizes = widths.map { size(label, at: $0) }
    #expect(measurer.count == 9)
    // 50...120 are kept: asking again measures nothing.
    #expect(widths.dropFirst().map { size(label, at: $0) } == Array(sizes.dropFirst()))
    #expect(measurer.count == 9)
    // 40 was dropped: measured again, with the same result.
    #expect(size(label, at: 40) == sizes[0])
    #expect(measurer.count == 10)
    _ = window
  }

  @Test("a text change forgets the measurements")
  func textChangeForgets() {
    let (label, measurer, window) = makeLabel()
    let before = size(label, at: 60)
    label.text = "one"
    let after = size(label, at: 60)
    #expect(measurer.count == 2)
    #expect(before != after)
    // With FixedTextMetrics, "one" at 10 pt is 15 pt wide on one 13 pt line.
    #expect(after == CGSize(width: 15, height: 13))
    _ = window
  }

  @Test("the measurer kept with the measurements follows moves between windows and changes")
  func measurerFollowsWindows() {
    let (label, measurer, window) = makeLabel()
    _ = size(label, at: 60)
    _ = size(label, at: 70)
    #expect(measurer.count == 2)
    let other = CountingMeasurer()
    window.textMeasurer = other
    _ = size(label, at: 60)
    #expect(other.count == 1)
    #expect(measurer.count == 2)
    let second = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let third = CountingMeasurer()
    second.textMeasurer = third
    second.addSubview(label)
    _ = size(label, at: 60)
    _ = size(label, at: 80)
    #expect(third.count == 2)
    #expect(other.count == 1)
    // Out of any window, the label measures with the default (fixed) metrics.
    label.removeFromSuperview()
    _ = size(label, at: 60)
    _ = size(label, at: 90)
    #expect(third.count == 2)
    #expect(other.count == 1)
    #expect(measurer.count == 2)
    _ = window
  }

  @Test("a fitting hands its labels the window's measurer; a later move takes it away")
  func fittingHandsMeasurer() {
    let measurer = CountingMeasurer()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.textMeasurer = measurer
    let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let label = Label()
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 10)
    label.text = "one two three four five six"
    label.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      label.topAnchor.constraint(equalTo: header.topAnchor),
      label.bottomAnchor.constraint(equalTo: header.bottomAnchor),
    ])
    window.addSubview(header)
    let fitted = header.tableHeaderFit(width: 60)
    // Unbounded first, then at the solved width of 60: two measurements, both the window's.
    #expect(measurer.count == 2)
    // The six words wrap onto three lines at 60 pt, as the classic engine finds.
    #expect(fitted == CGSize(width: 60, height: 38))
    #expect(header.freshTableHeaderFit(width: 60) == fitted)
    header.removeFromSuperview()
    _ = size(label, at: 70)
    #expect(measurer.count == 2)
    _ = window
  }
}
