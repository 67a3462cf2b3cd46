import SectionalGraphics
import Testing

@testable import SectionalViews

/// The measurer a fitting recipe hands its labels: shared by the labels of one recipe, never
/// carried over to another recipe's labels.
@MainActor
@Suite struct LabelSharedMeasurerTests {
  /// A header of two wrapping labels stacked in its margins, in `window` when given.
  private func makeHeader(in window: Window?) -> View {
    let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let labels = (0..<2).map { index in
      let label = Label()
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 10)
      label.text = index == 0 ? "one two three" : "four five six seven"
      label.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(label)
      return label
    }
    let margins = header.layoutMarginsGuide
    LayoutConstraint.activate([
      labels[0].leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      labels[0].trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      labels[1].leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      labels[1].trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      labels[0].topAnchor.constraint(equalTo: margins.topAnchor),
      labels[1].topAnchor.constraint(equalTo: labels[0].bottomAnchor),
      labels[1].bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    window?.addSubview(header)
    return header
  }

  @Test("headers in two windows, fitted in turn, measure only with their own window's measurer")
  func measurersStayInTheirWindows() {
    let measurers = [CountingMeasurer(), CountingMeasurer()]
    let windows = measurers.map { measurer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      window.textMeasurer = measurer
      return window
    }
    let first = makeHeader(in: windows[0])
    let fitted = first.tableHeaderFit(width: 60)
    #expect(fitted == CGSize(width: 60, height: 79))
    // Two labels, each unbounded and then at its solved width of 44 pt.
    #expect(measurers[0].count == 4)
    #expect(measurers[1].count == 0)
    let second = makeHeader(in: windows[1])
    #expect(second.tableHeaderFit(width: 60) == fitted)
    #expect(measurers[0].count == 4)
    #expect(measurers[1].count == 4)
    let third = makeHeader(in: windows[0])
    #expect(third.tableHeaderFit(width: 60) == fitted)
    #expect(measurers[0].count == 8)
    #expect(measurers[1].count == 4)
    // Out of any window: the default (fixed) metrics, neither window's.
    let loose = makeHeader(in: nil)
    #expect(loose.tableHeaderFit(width: 60) == fitted)
    #expect(measurers[0].count == 8)
    #expect(measurers[1].count == 4)
    #expect(first.freshTableHeaderFit(width: 60) == fitted)
  }
}
