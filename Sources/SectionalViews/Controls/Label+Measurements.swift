import SectionalGraphics

extension Label {
  /// A text measurer held by reference: labels share one, and measuring through it copies
  /// no `any TextMeasuring` (each copy of an existential goes through its type's value
  /// witnesses).
  final class SharedMeasurer: Sendable {
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

  /// What a label keeps of its text measurements: the text laid out at the last few wrap
  /// widths, the measurer they were made with and the epoch they were made in.
  ///
  /// Fittings ask for the same few wrap widths over and over: a scan of eight inline slots
  /// beats hashing into a dictionary and allocates nothing.
  @MainActor
  struct Measurements {
    /// The width the intrinsic size was last measured at outside a fitting, for multi-line
    /// labels (see `Label.sizeDidChange()`).
    var measuredWrapWidth: Double?
    /// The wrap widths of the layouts (-1 for unbounded), NaN in a free slot.
    private var keys = InlineArray<8, Double>(repeating: .nan)
    /// The text laid out at the wrap width in the same slot of `keys`.
    private var layouts = InlineArray<8, TextLayout>(
      repeating: TextLayout(
        size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, lineHeight: 0,
        isTruncated: false))
    /// The slot the next measurement takes: the slots fill in turn, so once all are used it
    /// holds the oldest, which is dropped first.
    private var nextSlot = 0
    /// The `FittingState.measurerEpoch` the measurements were made in.
    private var epoch = FittingState.measurerEpoch
    /// The measurer the measurements were made with, looked up (a walk up to the window) at
    /// the first miss after they were forgotten, or handed over by a fitting recipe
    /// (`adoptMeasurer(of:found:)`).
    ///
    /// It is forgotten with them: a move to another window or a change of the window's
    /// measurer makes the label forget its measurements (`measurementContextDidChange`), and
    /// a change of `defaultTextMeasurer` moves `FittingState.measurerEpoch`.
    var measurer: SharedMeasurer?
    /// What a multi-line label last drew, for the size it drew in (`Label.drawnText(for:in:measurer:)`).
    var drawn: DrawnText?

    /// Forgets the measurements when `FittingState.measurerEpoch` moved since they were made.
    mutating func syncEpoch() {
      guard epoch != FittingState.measurerEpoch else { return }
      forget()
      epoch = FittingState.measurerEpoch
    }

    /// The slot that holds the layout at wrap width `key`, or `nil`.
    ///
    /// `mutating` only so that the scan reads the label's slots in place: a non-mutating read
    /// through a class's stored struct may copy the struct first.
    ///
    /// - Complexity: O(8).
    mutating func slot(for key: Double) -> Int? {
      for slot in keys.indices where keys[slot] == key { return slot }
      return nil
    }

    /// The layout in `slot`.
    ///
    /// `mutating`, as `slot(for:)`, so that the layouts are read in place.
    mutating func layout(at slot: Int) -> TextLayout {
      layouts[slot]
    }

    /// The size of the layout in `slot`, read in place.
    mutating func size(at slot: Int) -> CGSize {
      layouts[slot].size
    }

    /// Keeps `layout` for wrap width `key` in the oldest slot, and returns that slot.
    mutating func store(_ layout: TextLayout, for key: Double) -> Int {
      let slot = nextSlot
      keys[slot] = key
      layouts[slot] = layout
      nextSlot = slot == keys.count - 1 ? 0 : slot + 1
      return slot
    }

    /// Drops the measurements and the measurer.
    ///
    /// The slots' keys are cleared; their layouts stay until new measurements replace them.
    mutating func forget() {
      for slot in keys.indices { keys[slot] = .nan }
      nextSlot = 0
      measurer = nil
      drawn = nil
    }
  }

  /// The measurer the last label adopted in `adoptMeasurer(of:found:)`, with the recipe
  /// stamp of the root it was looked up for and the `FittingState.measurerEpoch` then: the
  /// other labels the same recipe takes in share it.
  @exclusivity(unchecked) private static var adopted:
    (stamp: UInt64, epoch: UInt64, measurer: SharedMeasurer)?
  /// `defaultTextMeasurer`, held by reference, with the `FittingState.measurerEpoch` it was
  /// taken at: setting the default moves the epoch, so while it stands the box holds the
  /// default.
  @exclusivity(unchecked) private static var sharedDefault:
    (epoch: UInt64, measurer: SharedMeasurer)?

  /// The text laid out for the intrinsic size.
  ///
  /// Measured once per wrap width: later calls at the same width reuse the layout until the
  /// text, font, line settings or measurer change.
  ///
  /// - Complexity: one text measurement on a miss, O(8) on a hit.
  func intrinsicTextLayout() -> TextLayout {
    let slot = measurementSlot(for: intrinsicWrapWidth, text: text ?? "")
    return measurements.layout(at: slot)
  }

  /// The slot of `measurements` that holds `text` laid out at `wrapWidth`, measured into
  /// the oldest slot on a miss.
  ///
  /// `text` is the label's text, read once by the caller.
  ///
  /// - Complexity: one text measurement on a miss, O(8) on a hit.
  func measurementSlot(for wrapWidth: Double?, text: String) -> Int {
    measurements.syncEpoch()
    let key = wrapWidth ?? -1
    if let slot = measurements.slot(for: key) { return slot }
    let shared: SharedMeasurer
    if let measurer = measurements.measurer {
      shared = measurer
    } else {
      shared = Label.sharedMeasurer(for: window)
      measurements.measurer = shared
    }
    let layout: TextLayout
    if let styled = styledText?.value {
      layout = layoutStyledText(styled, measurer: shared.measurer, maxWidth: wrapWidth)
    } else {
      layout = shared.layout(
        text, font: font, maxWidth: wrapWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode)
    }
    return measurements.store(layout, for: key)
  }

  /// Keeps the measurer in effect for `root`'s subtree, which holds the label, when the
  /// label keeps none: a fitting recipe hands it to every label it takes in, which spares
  /// each the walk up to the window (they share `root`'s).
  ///
  /// The recipe stamps `root` (`fitting.recipeStamp`) before it takes in any label, so the
  /// labels of one recipe find the measurer the first of them looked up (kept with that
  /// stamp) and share it. `found` carries the measurer as a value: the first label that looks
  /// it up sets it, and a label that finds it set (from another recipe) keeps that one.
  ///
  /// - Complexity: O(1), or O(depth of `root`) for the first label that needs it.
  func adoptMeasurer(of root: View, found: inout (any TextMeasuring)?) {
    measurements.syncEpoch()
    guard measurements.measurer == nil else { return }
    let stamp = root.fitting.recipeStamp
    if let adopted = Label.adopted, adopted.stamp == stamp,
      adopted.epoch == FittingState.measurerEpoch
    {
      measurements.measurer = adopted.measurer
      return
    }
    let shared: SharedMeasurer
    if Label.isAbsent(found) {
      shared = Label.sharedMeasurer(for: root.window)
      found = shared.measurer
    } else {
      shared = SharedMeasurer(found!)
    }
    Label.adopted = (stamp, FittingState.measurerEpoch, shared)
    measurements.measurer = shared
  }

  /// The measurer in effect for labels in `window` (or in none), held by reference: the
  /// window's own, else the default, whose box is made once per
  /// `FittingState.measurerEpoch`.
  ///
  /// - Complexity: O(1).
  private static func sharedMeasurer(for window: Window?) -> SharedMeasurer {
    if let window, let own = window.textMeasurer { return SharedMeasurer(own) }
    let epoch = FittingState.measurerEpoch
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

  /// Drops the cached measurements: what is shown or how it is measured changed.
  func forgetMeasurements() {
    measurements.forget()
  }
}
