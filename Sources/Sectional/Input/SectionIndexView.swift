import SectionalGraphics
import SectionalViews

/// The column of section index titles at a plain table's trailing edge.
///
/// It stays in place while the table scrolls (the table moves it with the bounds), draws
/// each title centred in a row of ``rowHeight``, and turns a tap or drag into the title index
/// under the finger.
final class SectionIndexView: View {
  /// The height of one title's row: 14 pt (UIKit's index uses an 11 pt semibold font).
  static let rowHeight: Double = 14
  /// The width of the index column: 20 pt.
  static let width: Double = 20

  /// The titles, top to bottom.
  private(set) var titles: [String] = []
  /// One label per title.
  private var labels: [Label] = []
  /// The colour of the titles.
  var titleColor: Color = .systemBlue { didSet { restyle() } }
  /// The colour of the highlighted title.
  var highlightedTitleColor: Color = .label { didSet { restyle() } }
  /// The highlighted title's index, if any.
  var highlightedIndex: Int? { didSet { if highlightedIndex != oldValue { restyle() } } }
  /// Called with the title index under a tap or drag.
  var onSelect: (Int) -> Void = { _ in }
  /// Whether a finger or the pointer is down on the index.
  private(set) var isTracking = false {
    didSet { if isTracking != oldValue { onTrackingChange() } }
  }
  /// Called when ``isTracking`` changes (the table colours the background).
  var onTrackingChange: () -> Void = {}

  /// Replaces the titles.
  func setTitles(_ newTitles: [String]) {
    guard newTitles != titles else { return }
    titles = newTitles
    for label in labels { label.removeFromSuperview() }
    labels = newTitles.map { title in
      let label = Label()
      label.text = title
      label.font = .systemFont(ofSize: 11, weight: .semibold)
      label.textAlignment = .center
      addSubview(label)
      return label
    }
    restyle()
    setNeedsLayout()
  }

  /// The y of the first title's row: the titles are centred vertically.
  private var top: Double {
    ((bounds.height - Double(titles.count) * Self.rowHeight) / 2).rounded()
  }

  /// Places one label per row.
  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, label) in labels.enumerated() {
      label.frame = CGRect(
        x: 0, y: top + Double(index) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
    }
  }

  /// The title index at `y`, clamped to the titles (a drag past the ends selects the first or
  /// last title, as UIKit's index does).
  func index(atY y: Double) -> Int? {
    guard !titles.isEmpty else { return nil }
    let row = Int(((y - top) / Self.rowHeight).rounded(.down))
    return min(max(0, row), titles.count - 1)
  }

  /// Colours the titles.
  private func restyle() {
    for (index, label) in labels.enumerated() {
      label.textColor = index == highlightedIndex ? highlightedTitleColor : titleColor
      label.font = .systemFont(ofSize: 11, weight: index == highlightedIndex ? .bold : .semibold)
    }
  }

  /// The title the current touch last selected; `nil` between touches.
  private var touchedIndex: Int?

  /// Selects the title under the finger.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    touchedIndex = nil
    isTracking = true
    select(touches.first)
  }

  /// Follows a drag along the index.
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    select(touches.first)
  }

  /// Ends a tap or drag.
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    touchedIndex = nil
    isTracking = false
  }

  /// Ends a cancelled drag.
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    touchedIndex = nil
    isTracking = false
  }

  /// Reports the title index under `touch` when the touch has just landed on it or moved to
  /// it from another title; moving within one title reports nothing.
  private func select(_ touch: Touch?) {
    guard let touch, let index = index(atY: touch.location(in: self).y), index != touchedIndex
    else { return }
    touchedIndex = index
    onSelect(index)
  }
}
