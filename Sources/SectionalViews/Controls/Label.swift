import SectionalGraphics

/// A view that shows one or more lines of read-only text.
///
/// The counterpart of `UILabel`. Defaults follow UIKit: the system font at 17 pt, `label`
/// (black) text, natural alignment, one line, tail truncation, a shadow offset of (0, -1)
/// with no shadow colour, and user interaction disabled. Text is measured through a
/// `TextMeasuring`: the window's `textMeasurer`, else `Label.defaultTextMeasurer`. The text is
/// centred vertically in the bounds, as `UILabel` draws it.
@MainActor
open class Label: View {
  /// The measurer used by labels outside a window, or in a window without its own.
  ///
  /// `FixedTextMetrics()` until a host (or a test) sets it; the Cairo backend's
  /// `PangoTextMetrics` is the real one.
  public static var defaultTextMeasurer: any TextMeasuring = FixedTextMetrics() {
    didSet { View.measurerEpoch &+= 1 }
  }

  /// One measured wrap width: the text laid out at it and that layout's size, kept apart so
  /// that a size lookup copies no layout.
  private struct Measurement {
    /// The wrap width, or -1 for unbounded.
    let key: Double
    /// The layout's size.
    let size: Size
    /// The text laid out at the wrap width.
    let layout: TextLayout
  }

  // The caches below and the text properties are `@exclusivity(unchecked)`, as in `View`:
  // main-actor state never modified through overlapping accesses, read several times per
  // label and fitting, where a checked access costs a runtime call.

  /// The width the intrinsic size was last measured at, for multi-line labels.
  @exclusivity(unchecked) private var measuredWrapWidth: Double?
  /// Text layouts measured for the intrinsic size, oldest first, at most `measurementLimit`:
  /// fittings ask for the same few wrap widths over and over, and a short linear search from
  /// the newest beats hashing into a dictionary.
  @exclusivity(unchecked) private var measurements: [Measurement] = []
  /// The `View.measurerEpoch` the measurements were made in.
  @exclusivity(unchecked) private var measurementsEpoch: UInt64 = 0
  /// The measurer the measurements were made with, looked up (a walk up to the window) at
  /// the first miss after they were forgotten.
  ///
  /// It is forgotten with them: a move to another window or a change of the window's
  /// measurer makes the label forget its measurements (`measurementContextDidChange`), and a
  /// change of `defaultTextMeasurer` moves `View.measurerEpoch`.
  @exclusivity(unchecked) private var measurer: (any TextMeasuring)?
  /// The most wrap widths kept in `measurements`; the oldest is dropped first.
  private static let measurementLimit = 8

  /// Creates a label with the given frame and no text.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// The text shown; `nil` or empty shows nothing.
  @exclusivity(unchecked) open var text: String? {
    didSet { if text != oldValue { contentDidChange() } }
  }

  /// The font; the system font at 17 pt by default (UIKit's `UILabel` default).
  @exclusivity(unchecked) open var font: Font = .systemFont(ofSize: 17) {
    didSet {
      noteExplicitlySet("font")
      if font != oldValue { contentDidChange() }
    }
  }

  /// The text colour; `Color.label` (black in light mode) by default.
  open var textColor: Color = .label {
    didSet {
      noteExplicitlySet("textColor")
      setNeedsDisplay()
    }
  }

  /// How lines sit horizontally in the bounds; `.natural` by default (left, or right in a
  /// right-to-left layout: see `resolvedAlignment`).
  open var textAlignment: TextAlignment = .natural {
    didSet {
      noteExplicitlySet("textAlignment")
      setNeedsDisplay()
    }
  }

  /// The most lines shown, where 0 means no limit; 1 by default, as in UIKit.
  @exclusivity(unchecked) open var numberOfLines: Int = 1 {
    didSet {
      numberOfLines = max(numberOfLines, 0)
      if numberOfLines != oldValue {
        layoutContentDidChange()
        contentDidChange()
      }
    }
  }

  /// How text that does not fit is wrapped or truncated; `.byTruncatingTail` by default.
  ///
  /// Multi-line labels wrap at word boundaries and truncate the last line with this mode.
  @exclusivity(unchecked) open var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { contentDidChange() } }
  }

  /// The colour of the text's shadow; `nil` (no shadow) by default.
  open var shadowColor: Color? {
    didSet {
      noteExplicitlySet("shadowColor")
      setNeedsDisplay()
    }
  }

  /// The shadow's offset; (0, -1) by default, as `UILabel.shadowOffset`.
  open var shadowOffset = Size(width: 0, height: -1) {
    didSet {
      noteExplicitlySet("shadowOffset")
      setNeedsDisplay()
    }
  }

  /// The width a multi-line label wraps at for its intrinsic size; 0 means automatic.
  ///
  /// Automatic (UIKit's behaviour since iOS 8): the label wraps at the width Auto Layout last
  /// gave it, and its intrinsic size changes when that width does, which triggers another
  /// layout pass. Before its first layout it measures as one unbounded line per paragraph.
  @exclusivity(unchecked) open var preferredMaxLayoutWidth: Double = 0 {
    didSet {
      guard preferredMaxLayoutWidth != oldValue else { return }
      layoutContentDidChange()
      contentDidChange()
    }
  }

  /// The measurer in effect: the window's, else the default.
  public var textMeasurer: any TextMeasuring {
    window?.textMeasurer ?? Label.defaultTextMeasurer
  }

  /// The width the label wraps at for its intrinsic size, or `nil` for unbounded.
  var intrinsicWrapWidth: Double? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    if let fittingWidthHint { return fittingWidthHint }
    return bounds.width > 0 ? bounds.width : nil
  }

  /// The text laid out for the intrinsic size.
  ///
  /// Measured once per wrap width: later calls at the same width reuse the layout until the
  /// text, font, line settings or measurer change.
  ///
  /// - Complexity: one text measurement on a miss, O(`measurementLimit`) on a hit.
  func intrinsicTextLayout() -> TextLayout {
    let wrapWidth = intrinsicWrapWidth
    let index = measurementIndex(for: wrapWidth)
    return measurements[index].layout
  }

  /// The index in `measurements` of the layout at `wrapWidth`, measured on a miss.
  ///
  /// - Complexity: one text measurement on a miss, O(`measurementLimit`) on a hit.
  private func measurementIndex(for wrapWidth: Double?) -> Int {
    syncMeasurementsEpoch()
    let key = wrapWidth ?? -1
    var index = measurements.count
    while index > 0 {
      index -= 1
      if measurements[index].key == key { return index }
    }
    let layout: TextLayout
    if let measurer {
      layout = measurer.layout(
        text ?? "", font: font, maxWidth: wrapWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode)
    } else {
      let found = textMeasurer
      measurer = found
      layout = found.layout(
        text ?? "", font: font, maxWidth: wrapWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode)
    }
    if measurements.count >= Label.measurementLimit { measurements.removeFirst() }
    if measurements.capacity == 0 { measurements.reserveCapacity(Label.measurementLimit) }
    measurements.append(Measurement(key: key, size: layout.size, layout: layout))
    return measurements.count - 1
  }

  /// Keeps the measurer in effect for `root`'s subtree, which holds the label, when the
  /// label keeps none: a fitting recipe hands it to every label it takes in, which spares
  /// each the walk up to the window (they share `root`'s).
  ///
  /// `found` carries the measurer from one label to the next; it is looked up (one walk up
  /// from `root`) by the first label that needs it.
  ///
  /// - Complexity: O(1), or O(depth of `root`) for the first label that needs it.
  func adoptMeasurer(of root: View, found: inout (any TextMeasuring)?) {
    syncMeasurementsEpoch()
    guard measurer == nil else { return }
    let inEffect = found ?? (root.window?.textMeasurer ?? Label.defaultTextMeasurer)
    found = inEffect
    measurer = inEffect
  }

  /// Forgets the measurements when `View.measurerEpoch` moved since they were made.
  private func syncMeasurementsEpoch() {
    guard measurementsEpoch != View.measurerEpoch else { return }
    forgetMeasurements()
    measurementsEpoch = View.measurerEpoch
  }

  /// Drops the cached measurements: what is shown or how it is measured changed.
  func forgetMeasurements() {
    measurements.removeAll(keepingCapacity: true)
    measurer = nil
  }

  /// The size of the text: its widest line and its lines' height, rounded up to whole points.
  ///
  /// Empty text has size (0, 0). Multi-line labels wrap at `preferredMaxLayoutWidth` or, when
  /// that is 0, at the width of their last layout.
  ///
  /// - Complexity: one text measurement, or O(`measurementLimit`) when asked again at a wrap
  ///   width measured before.
  open override var intrinsicContentSize: Size {
    guard let text, !text.isEmpty else { return .zero }
    let wrapWidth = intrinsicWrapWidth
    if fittingWidthHint == nil { measuredWrapWidth = wrapWidth }
    return measurements[measurementIndex(for: wrapWidth)].size
  }

  /// The text's size when it may use at most `size.width` (for multi-line labels).
  ///
  /// A single-line label ignores the width, as `UILabel.sizeThatFits(_:)` does; a width of 0
  /// or less means unbounded.
  ///
  /// - Complexity: one text measurement.
  open override func sizeThatFits(_ size: Size) -> Size {
    guard let text, !text.isEmpty else { return .zero }
    let width = numberOfLines != 1 && size.width > 0 ? size.width : nil
    return textMeasurer.layout(
      text, font: font, maxWidth: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode
    ).size
  }

  /// Draws the text, vertically centred in `rect`, with its shadow.
  open override func draw(_ rect: Rect, into list: inout DisplayList) {
    guard let text, !text.isEmpty else { return }
    let layout = textMeasurer.layout(
      text, font: font, maxWidth: rect.width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    let height = min(layout.size.height, rect.height)
    let textRect = Rect(
      x: rect.minX, y: rect.minY + ((rect.height - height) / 2).rounded(.down),
      width: rect.width, height: height)
    let shadow = shadowColor.map { Shadow(color: $0, offset: shadowOffset) }
    list.text(
      TextRun(
        text: text, font: font, color: textColor, rect: textRect, alignment: resolvedAlignment,
        shadow: shadow, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode))
  }

  /// The alignment drawn: `.natural` becomes `.right` in a right-to-left layout and `.left`
  /// otherwise, as UIKit resolves natural alignment by the layout direction; the others stay.
  ///
  /// - Complexity: O(depth).
  public var resolvedAlignment: TextAlignment {
    guard textAlignment == .natural else { return textAlignment }
    return isRightToLeft ? .right : .left
  }

  /// The baseline of the text centred vertically in the label's height.
  ///
  /// UILabel centres its text vertically, so the first baseline sits at half the height minus
  /// half the text height plus the layout's first baseline offset; the last baseline likewise.
  override func baselineOffset(last: Bool) -> (constant: Double, heightFactor: Double) {
    let layout = intrinsicTextLayout()
    let baseline = last ? layout.lastBaseline : layout.firstBaseline
    return (baseline - layout.size.height / 2, 0.5)
  }

  /// Re-measures a multi-line label whose wrapping width changed.
  override func sizeDidChange() {
    guard numberOfLines != 1, preferredMaxLayoutWidth <= 0 else { return }
    if measuredWrapWidth != intrinsicWrapWidth { invalidateIntrinsicContentSize() }
  }

  /// Invalidates size and drawing after a change to what is shown.
  private func contentDidChange() {
    forgetMeasurements()
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }
}
