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

  /// A text measurer held by reference: labels share one, and measuring through it copies
  /// no `any TextMeasuring` (each copy of an existential goes through its type's value
  /// witnesses).
  private final class SharedMeasurer: Sendable {
    /// The measurer.
    let measurer: any TextMeasuring

    /// Holds `measurer`.
    init(_ measurer: any TextMeasuring) {
      self.measurer = measurer
    }

    /// Lays `text` out, as `TextMeasuring.layout(_:font:maxWidth:numberOfLines:lineBreakMode:)`.
    ///
    /// Not inlined: here the measurer is read in place, where a caller that evaluates other
    /// arguments (dynamically dispatched getters) after opening it would copy it first.
    @inline(never)
    func layout(
      _ text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
      lineBreakMode: LineBreakMode
    ) -> TextLayout {
      measurer.layout(
        text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode)
    }
  }

  // The caches below and the text properties are `@exclusivity(unchecked)`, as in `View`:
  // main-actor state never modified through overlapping accesses, read several times per
  // label and fitting, where a checked access costs a runtime call.

  /// The width the intrinsic size was last measured at, for multi-line labels.
  @exclusivity(unchecked) private var measuredWrapWidth: Double?
  /// The wrap widths of the text layouts measured for the intrinsic size (-1 for unbounded),
  /// NaN in a free slot: fittings ask for the same few wrap widths over and over, and a scan
  /// of eight inline slots beats hashing into a dictionary and allocates nothing.
  @exclusivity(unchecked) private var measuredKeys = InlineArray<8, Double>(repeating: .nan)
  /// The text laid out at the wrap width in the same slot of `measuredKeys`.
  @exclusivity(unchecked) private var measuredLayouts = InlineArray<8, TextLayout>(
    repeating: TextLayout(
      size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, lineHeight: 0,
      isTruncated: false))
  /// The slot the next measurement takes: the slots fill in turn, so once all are used it
  /// holds the oldest, which is dropped first.
  @exclusivity(unchecked) private var nextMeasurementSlot = 0
  /// The `View.measurerEpoch` the measurements were made in.
  @exclusivity(unchecked) private var measurementsEpoch: UInt64 = View.measurerEpoch
  /// The measurer the measurements were made with, looked up (a walk up to the window) at
  /// the first miss after they were forgotten, or handed over by a fitting recipe
  /// (`adoptMeasurer(of:found:)`).
  ///
  /// It is forgotten with them: a move to another window or a change of the window's
  /// measurer makes the label forget its measurements (`measurementContextDidChange`), and a
  /// change of `defaultTextMeasurer` moves `View.measurerEpoch`.
  @exclusivity(unchecked) private var measurer: SharedMeasurer?
  /// The measurer the last label adopted in `adoptMeasurer(of:found:)`, with the recipe
  /// stamp of the root it was looked up for and the `View.measurerEpoch` then: the other
  /// labels the same recipe takes in share it.
  @exclusivity(unchecked) private static var adopted:
    (stamp: UInt64, epoch: UInt64, measurer: SharedMeasurer)?
  /// `defaultTextMeasurer`, held by reference, with the `View.measurerEpoch` it was taken at:
  /// setting the default moves the epoch, so while it stands the box holds the default.
  @exclusivity(unchecked) private static var sharedDefault:
    (epoch: UInt64, measurer: SharedMeasurer)?

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
  /// - Complexity: one text measurement on a miss, O(8) on a hit.
  func intrinsicTextLayout() -> TextLayout {
    let wrapWidth = intrinsicWrapWidth
    return measuredLayouts[measurementSlot(for: wrapWidth, text: text ?? "")]
  }

  /// The slot of `measuredLayouts` that holds `text` laid out at `wrapWidth`, measured into
  /// the oldest slot on a miss.
  ///
  /// `text` is the label's text, read once by the caller.
  ///
  /// - Complexity: one text measurement on a miss, O(8) on a hit.
  private func measurementSlot(for wrapWidth: Double?, text: String) -> Int {
    syncMeasurementsEpoch()
    let key = wrapWidth ?? -1
    for slot in measuredKeys.indices where measuredKeys[slot] == key { return slot }
    let shared: SharedMeasurer
    if let measurer {
      shared = measurer
    } else {
      shared = Label.sharedMeasurer(for: window)
      measurer = shared
    }
    let layout = shared.layout(
      text, font: font, maxWidth: wrapWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    let slot = nextMeasurementSlot
    measuredKeys[slot] = key
    measuredLayouts[slot] = layout
    nextMeasurementSlot = slot == measuredKeys.count - 1 ? 0 : slot + 1
    return slot
  }

  /// Keeps the measurer in effect for `root`'s subtree, which holds the label, when the
  /// label keeps none: a fitting recipe hands it to every label it takes in, which spares
  /// each the walk up to the window (they share `root`'s).
  ///
  /// The recipe stamps `root` (`recipeStamp`) before it takes in any label, so the labels
  /// of one recipe find the measurer the first of them looked up (kept with that stamp) and
  /// share it. `found` carries the measurer as a value: the first label that looks it up
  /// sets it, and a label that finds it set (from another recipe) keeps that one.
  ///
  /// - Complexity: O(1), or O(depth of `root`) for the first label that needs it.
  func adoptMeasurer(of root: View, found: inout (any TextMeasuring)?) {
    syncMeasurementsEpoch()
    guard measurer == nil else { return }
    let stamp = root.recipeStamp
    if let adopted = Label.adopted, adopted.stamp == stamp,
      adopted.epoch == View.measurerEpoch
    {
      measurer = adopted.measurer
      return
    }
    let shared: SharedMeasurer
    if Label.isAbsent(found) {
      shared = Label.sharedMeasurer(for: root.window)
      found = shared.measurer
    } else {
      shared = SharedMeasurer(found!)
    }
    Label.adopted = (stamp, View.measurerEpoch, shared)
    measurer = shared
  }

  /// The measurer in effect for labels in `window` (or in none), held by reference: the
  /// window's own, else the default, whose box is made once per `View.measurerEpoch`.
  ///
  /// - Complexity: O(1).
  private static func sharedMeasurer(for window: Window?) -> SharedMeasurer {
    if let window, let own = window.textMeasurer { return SharedMeasurer(own) }
    let epoch = View.measurerEpoch
    if let shared = sharedDefault, shared.epoch == epoch { return shared.measurer }
    let made = SharedMeasurer(defaultTextMeasurer)
    sharedDefault = (epoch, made)
    return made
  }

  /// Whether `measurer` is `nil`, read in place (comparing an `inout` optional existential
  /// with `nil` copies it first).
  private static func isAbsent(_ measurer: borrowing (any TextMeasuring)?) -> Bool {
    measurer == nil
  }

  /// Forgets the measurements when `View.measurerEpoch` moved since they were made.
  private func syncMeasurementsEpoch() {
    guard measurementsEpoch != View.measurerEpoch else { return }
    forgetMeasurements()
    measurementsEpoch = View.measurerEpoch
  }

  /// Drops the cached measurements: what is shown or how it is measured changed.
  ///
  /// The slots' keys are cleared; their layouts stay until new measurements replace them.
  func forgetMeasurements() {
    for slot in measuredKeys.indices { measuredKeys[slot] = .nan }
    nextMeasurementSlot = 0
    measurer = nil
  }

  /// The size of the text: its widest line and its lines' height, rounded up to whole points.
  ///
  /// Empty text has size (0, 0). Multi-line labels wrap at `preferredMaxLayoutWidth` or, when
  /// that is 0, at the width of their last layout.
  ///
  /// - Complexity: one text measurement, or O(8) when asked again at one of the last eight
  ///   wrap widths measured.
  open override var intrinsicContentSize: Size {
    guard let text, !text.isEmpty else { return .zero }
    let wrapWidth = intrinsicWrapWidth
    if fittingWidthHint == nil { measuredWrapWidth = wrapWidth }
    return measuredLayouts[measurementSlot(for: wrapWidth, text: text)].size
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
