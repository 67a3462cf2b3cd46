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
  /// A label is an accessibility element that reads its text as static text, as in UIKit.
  open override var accessibilityDefaults: AccessibilityDefaults {
    AccessibilityDefaults(isElement: true, label: text, traits: .staticText)
  }

  /// The measurer used by labels outside a window, or in a window without its own.
  ///
  /// `FixedTextMetrics()` until a host (or a test) sets it; the Cairo backend's
  /// `PangoTextMetrics` is the real one.
  public static var defaultTextMeasurer: any TextMeasuring = FixedTextMetrics() {
    didSet { FittingState.measurerEpoch &+= 1 }
  }

  /// The label's text measurements (see `Measurements`).
  @exclusivity(unchecked) final var measurements = Measurements()

  /// The styled text set through `attributedText`, or `nil` for plain text.
  @exclusivity(unchecked) final var styledText: LabelStyledText?

  /// Creates a label with the given frame and no text.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates a label from an archive, as `UILabel.init(coder:)`: as `init(frame: .zero)`
  /// (see `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The text shown; `nil` or empty shows nothing.
  ///
  /// Setting it drops the styling of `attributedText`, as UIKit does.
  @exclusivity(unchecked) open var text: String? {
    didSet {
      if styledText != nil {
        styledText = nil
        contentDidChange()
      } else if text != oldValue {
        contentDidChange()
      }
    }
  }

  /// The font; the system font at 17 pt by default (UIKit's `UILabel` default).
  ///
  /// With ``adjustsFontForContentSizeCategory`` a preferred or scaled font is re-sized for
  /// the label's content size category as it is set.
  @exclusivity(unchecked) open var font: Font = .systemFont(ofSize: 17) {
    didSet {
      noteExplicitlySet("font")
      // Assigning inside `didSet` does not call it again.
      if adjustsFontForContentSizeCategory { font = font.adjusted(for: traitCollection) }
      if styledText != nil {
        styledTextFontDidChange()
        contentDidChange()
      } else if font != oldValue {
        contentDidChange()
      }
    }
  }

  /// Whether a preferred or scaled font follows the label's content size category (UIKit's
  /// `adjustsFontForContentSizeCategory`).
  ///
  /// `false` by default. Fonts from `preferredFont(forTextStyle:)` and `FontMetrics` are
  /// re-sized when the label's traits change; turning it on re-sizes the font at once.
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory && !oldValue { adjustFontForTraits() } }
  }

  /// The text colour; `Color.label` (black in light mode) by default.
  open var textColor: Color = .label {
    didSet {
      noteExplicitlySet("textColor")
      styledTextColorDidChange()
      setNeedsDisplay()
    }
  }

  /// How lines sit horizontally in the bounds; `.natural` by default (left, or right in a
  /// right-to-left layout: see `resolvedAlignment`).
  open var textAlignment: TextAlignment = .natural {
    didSet {
      noteExplicitlySet("textAlignment")
      styledTextAlignmentDidChange()
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
    didSet {
      if styledText != nil {
        styledTextLineBreakModeDidChange()
        contentDidChange()
      } else if lineBreakMode != oldValue {
        contentDidChange()
      }
    }
  }

  /// Whether the label draws its text in a smaller font when it does not fit the bounds
  /// (UIKit's `adjustsFontSizeToFitWidth`); `false` by default.
  ///
  /// A one-line label shrinks text wider than the bounds; a multi-line label shrinks text that
  /// needs more lines than ``numberOfLines`` or is taller than the bounds. It shrinks no
  /// further than ``minimumScaleFactor`` (so with its default, 0, not at all) and truncates
  /// what still does not fit. Sizes are unaffected: a label measures at its ``font`` (see
  /// `fittingFont(for:width:)` and `multiLineFittingFont(for:in:measurer:)`).
  open var adjustsFontSizeToFitWidth = false {
    didSet {
      guard adjustsFontSizeToFitWidth != oldValue else { return }
      measurements.drawn = nil
      setNeedsDisplay()
    }
  }

  /// The smallest multiple of the font's size a shrinking label draws at.
  ///
  /// UIKit's `minimumScaleFactor`: 0 by default, which means no shrinking; taken within 0...1.
  open var minimumScaleFactor: CGFloat = 0 {
    didSet {
      guard minimumScaleFactor != oldValue else { return }
      measurements.drawn = nil
      setNeedsDisplay()
    }
  }

  /// The colour of the text's shadow; `nil` (no shadow) by default.
  open var shadowColor: Color? {
    didSet {
      noteExplicitlySet("shadowColor")
      setNeedsDisplay()
    }
  }

  /// The shadow's offset; (0, -1) by default, as `UILabel.shadowOffset`.
  open var shadowOffset = CGSize(width: 0, height: -1) {
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
  @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
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
    if let hint = fitting.widthHint { return hint }
    return bounds.width > 0 ? bounds.width : nil
  }

  /// The size of the text: its widest line and its lines' height, rounded up to whole points.
  ///
  /// Empty text has size (0, 0). Multi-line labels wrap at `preferredMaxLayoutWidth` or, when
  /// that is 0, at the width of their last layout.
  ///
  /// - Complexity: one text measurement, or O(8) when asked again at one of the last eight
  ///   wrap widths measured.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let wrapWidth = intrinsicWrapWidth
    if fitting.widthHint == nil { measurements.measuredWrapWidth = wrapWidth }
    // The slot first: `measurementSlot` writes `measurements`, which must not be under
    // another access meanwhile.
    let slot = measurementSlot(for: wrapWidth, text: text)
    return measurements.size(at: slot)
  }

  /// The text's size when it may use at most `size.width` (for multi-line labels).
  ///
  /// A single-line label ignores the width, as `UILabel.sizeThatFits(_:)` does; a width of 0
  /// or less means unbounded.
  ///
  /// - Complexity: one text measurement.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let width: Double? = numberOfLines != 1 && size.width > 0 ? size.width : nil
    if let styled = styledText?.value {
      return layoutStyledText(styled, measurer: textMeasurer, maxWidth: width).size
    }
    return textMeasurer.layout(
      text, font: font, maxWidth: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode
    ).size
  }

  /// Draws the text, vertically centred in `rect`, with its shadow.
  ///
  /// A multi-line label shows only the lines that fit the height (`drawnText(for:in:measurer:)`),
  /// so its text never reaches past its bounds, and a text of any length lays out no more
  /// than that for drawing. A one-line label's shrunk font keeps the full-size text's
  /// baseline; a multi-line label's shrunk text is centred (see ``adjustsFontSizeToFitWidth``).
  open override func draw(_ rect: CGRect, into list: inout DisplayList) {
    guard let text, !text.isEmpty else { return }
    if let styled = styledText?.value {
      drawStyledText(styled, in: rect, into: &list)
      return
    }
    let measurer = textMeasurer
    var drawnFont = font
    var lineLimit = numberOfLines
    if numberOfLines != 1 {
      let drawn = drawnText(for: text, in: rect.size, measurer: measurer)
      drawnFont = drawn.font
      lineLimit = drawn.lineLimit
    }
    let layout = measurer.layout(
      text, font: drawnFont, maxWidth: rect.width, numberOfLines: lineLimit,
      lineBreakMode: lineBreakMode)
    let height = min(layout.size.height, rect.height)
    var textRect = CGRect(
      x: rect.minX, y: rect.minY + ((rect.height - height) / 2).rounded(.down),
      width: rect.width, height: height)
    if numberOfLines == 1, adjustsFontSizeToFitWidth,
      let fitting = fittingFont(for: text, width: rect.width)
    {
      drawnFont = fitting
      textRect = shrunkTextRect(textRect, font: fitting, fullLayout: layout, measurer: measurer)
    }
    let shadow = shadowColor.map { Shadow(color: $0, offset: shadowOffset) }
    list.text(
      TextRun(
        text: text, font: drawnFont, color: textColor, rect: textRect,
        alignment: resolvedAlignment,
        shadow: shadow, numberOfLines: lineLimit, lineBreakMode: lineBreakMode))
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
    if measurements.measuredWrapWidth != intrinsicWrapWidth { invalidateIntrinsicContentSize() }
  }

  /// Re-sizes a preferred font when the content size category changed.
  override func resolvedTraitsDidChange(from previous: TraitCollection) {
    guard previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    else { return }
    adjustFontForTraits()
  }

  /// Gives the font the size of the label's category, when the label adjusts and the font
  /// scales.
  private func adjustFontForTraits() {
    guard adjustsFontForContentSizeCategory else { return }
    let adjusted = font.adjusted(for: traitCollection)
    if adjusted != font { font = adjusted }
  }

  /// Invalidates size and drawing after a change to what is shown.
  func contentDidChange() {
    forgetMeasurements()
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }
}
