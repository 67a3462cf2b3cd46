import SectionalCairo
import SectionalGraphics
import SectionalSnapshotTesting
import SectionalViews
import Testing

/// PNG goldens of multi-line labels too small for their text, measured and drawn with Pango
/// (Documentation/Traits.md § Shrinking text to fit, LinuxRendering.md § Long text).
@MainActor
@Suite(.serialized) struct LabelShrinkSnapshotTests {
  /// Two 17-point labels with no line limit, 110 × 60 on a grey ground, holding the same
  /// sentence: the left one shrinks to fit (factor 0.5), the right one shows the lines that
  /// fit, the last truncated.
  @Test("A multi-line label shrinks its text into its bounds; without shrinking it truncates")
  func shrinkBesideTruncate() {
    _ = FontConfiguration.useProjectFontConfiguration()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
    window.textMeasurer = PangoTextMetrics(cacheCapacity: 0)
    let root = View(frame: window.bounds)
    root.backgroundColor = Color(hex: 0xF2F2F7)
    window.rootView = root
    for (index, shrinks) in [true, false].enumerated() {
      let label = Label(frame: CGRect(x: 8 + 120 * Double(index), y: 10, width: 110, height: 60))
      label.backgroundColor = Color(white: 1)
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 17)
      label.text = "Sections of a table view, with sticky headers and footers"
      label.adjustsFontSizeToFitWidth = shrinks
      label.minimumScaleFactor = 0.5
      root.addSubview(label)
    }
    assertSnapshot(of: window.render(), as: .png(size: CGSize(width: 240, height: 80), scale: 2))
  }
}
