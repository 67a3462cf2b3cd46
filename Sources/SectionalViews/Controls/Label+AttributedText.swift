import Foundation
import SectionalGraphics

/// A label's styled text: the attributed string it was given (a copy, with the label's font
/// and colour filled in where runs had none) and the `Sendable` value it is measured and
/// drawn from.
@MainActor
final class LabelStyledText {
  /// The label's copy of the attributed string; what `Label.attributedText` returns.
  let source: NSMutableAttributedString
  /// `source` as drawn (see `AttributedText.init(_:)`).
  private(set) var value: AttributedText

  /// Copies `string`, giving runs without a font or colour `font` and `color`.
  init(_ string: NSAttributedString, font: Font, color: Color) {
    source = NSMutableAttributedString(attributedString: string)
    let whole = NSRange(location: 0, length: source.length)
    var missingFont: [NSRange] = []
    var missingColor: [NSRange] = []
    source.enumerateAttributes(in: whole, options: []) { values, range, _ in
      if !(values[.font] is Font) { missingFont.append(range) }
      if !(values[.foregroundColor] is Color) { missingColor.append(range) }
    }
    for range in missingFont { source.addAttribute(.font, value: font, range: range) }
    for range in missingColor { source.addAttribute(.foregroundColor, value: color, range: range) }
    value = AttributedText(source)
  }

  /// Sets `key` to `value` over the whole string.
  func setEverywhere(_ key: NSAttributedString.Key, to value: Any) {
    source.addAttribute(key, value: value, range: NSRange(location: 0, length: source.length))
    self.value = AttributedText(source)
  }

  /// Changes every paragraph style in the string with `change` (on a mutable copy).
  func updateParagraphStyles(_ change: (NSMutableParagraphStyle) -> Void) {
    let whole = NSRange(location: 0, length: source.length)
    var styles: [(NSRange, NSParagraphStyle)] = []
    source.enumerateAttribute(.paragraphStyle, in: whole, options: []) { style, range, _ in
      if let style = style as? NSParagraphStyle { styles.append((range, style)) }
    }
    guard !styles.isEmpty else { return }
    for (range, style) in styles {
      let changed = style.mutableCopy() as! NSMutableParagraphStyle
      change(changed)
      source.addAttribute(.paragraphStyle, value: changed, range: range)
    }
    value = AttributedText(source)
  }

  /// The style of the string's first character, which a label takes on as its own.
  var leadingStyle: (font: Font?, color: Color?, paragraph: NSParagraphStyle?) {
    guard source.length > 0 else { return (nil, nil, nil) }
    let values = source.attributes(at: 0, effectiveRange: nil)
    return (
      values[.font] as? Font, values[.foregroundColor] as? Color,
      values[.paragraphStyle] as? NSParagraphStyle
    )
  }
}

extension Label {
  /// The styled text shown, as UIKit's `attributedText`; `nil` by default.
  ///
  /// Setting it sets ``text`` to its string and stores a copy whose runs without a font or
  /// colour take the label's ``font`` and ``textColor``; then, as UIKit, the label's
  /// ``font``, ``textColor``, ``textAlignment`` and ``lineBreakMode`` take the style of the
  /// first character. Setting ``font``, ``textColor``, ``textAlignment`` or ``lineBreakMode``
  /// afterwards applies it to the whole string; setting ``text`` drops the styling. Reading
  /// it returns the stored copy, or, for plain text, the text in the label's font and colour.
  /// Documentation/AttributedText.md says what is drawn.
  public var attributedText: NSAttributedString? {
    get {
      if let styledText { return NSAttributedString(attributedString: styledText.source) }
      guard let text else { return nil }
      return NSAttributedString(
        string: text, attributes: [.font: font, .foregroundColor: textColor])
    }
    set {
      guard let newValue else {
        text = nil
        return
      }
      text = newValue.string
      let styled = LabelStyledText(newValue, font: font, color: textColor)
      let leading = styled.leadingStyle
      if let leadingFont = leading.font, leadingFont != font { font = leadingFont }
      if let color = leading.color, color != textColor { textColor = color }
      if let paragraph = leading.paragraph {
        if paragraph.alignment != textAlignment { textAlignment = paragraph.alignment }
        if paragraph.lineBreakMode != lineBreakMode { lineBreakMode = paragraph.lineBreakMode }
      }
      styledText = styled
      contentDidChange()
    }
  }

  /// Applies a new ``font`` to the whole styled text, as UIKit does.
  func styledTextFontDidChange() {
    styledText?.setEverywhere(.font, to: font)
  }

  /// Applies a new ``textColor`` to the whole styled text, as UIKit does.
  func styledTextColorDidChange() {
    styledText?.setEverywhere(.foregroundColor, to: textColor)
  }

  /// Applies a new ``textAlignment`` to every paragraph style of the styled text.
  func styledTextAlignmentDidChange() {
    let alignment = textAlignment
    styledText?.updateParagraphStyles { $0.alignment = alignment }
  }

  /// Applies a new ``lineBreakMode`` to every paragraph style of the styled text.
  func styledTextLineBreakModeDidChange() {
    let mode = lineBreakMode
    styledText?.updateParagraphStyles { $0.lineBreakMode = mode }
  }

  /// The line-break mode styled text is laid out with: its paragraph style's, else the
  /// label's.
  func lineBreakMode(for styled: AttributedText) -> LineBreakMode {
    styled.paragraphStyle?.lineBreakMode ?? lineBreakMode
  }

  /// Lays the styled text out as the label measures it.
  func layoutStyledText(
    _ styled: AttributedText, measurer: any TextMeasuring, maxWidth: Double?
  ) -> TextLayout {
    measurer.layout(
      attributed: styled, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode(for: styled))
  }

  /// Draws styled text as `draw(_:into:)` draws plain text: vertically centred, with the
  /// label's shadow under runs without their own, shrunk as a whole when the label adjusts
  /// its font size to fit the width.
  func drawStyledText(_ styled: AttributedText, in rect: CGRect, into list: inout DisplayList) {
    let measurer = textMeasurer
    let mode = lineBreakMode(for: styled)
    let layout = layoutStyledText(styled, measurer: measurer, maxWidth: rect.width)
    let height = min(layout.size.height, rect.height)
    var textRect = CGRect(
      x: rect.minX, y: rect.minY + ((rect.height - height) / 2).rounded(.down),
      width: rect.width, height: height)
    var drawn = styled
    var base = font
    if adjustsFontSizeToFitWidth,
      let factor = fittingScale(for: styled, width: rect.width, measurer: measurer)
    {
      (drawn, base) = styled.scaled(by: factor, base: font)
      let shrunk = measurer.layout(
        attributed: drawn, font: base, maxWidth: rect.width, numberOfLines: 1, lineBreakMode: mode)
      textRect = CGRect(
        x: textRect.minX, y: textRect.minY + layout.firstBaseline - shrunk.firstBaseline,
        width: textRect.width, height: shrunk.size.height)
    }
    let shadow = shadowColor.map { Shadow(color: $0, offset: shadowOffset) }
    var alignment = resolvedAlignment
    if let own = styled.paragraphStyle?.alignment, own != .natural { alignment = own }
    list.text(
      TextRun(
        text: styled.string, font: base, color: textColor, rect: textRect, alignment: alignment,
        shadow: shadow, numberOfLines: numberOfLines, lineBreakMode: mode, attributedText: drawn))
  }

  /// The factor every font of `styled` is scaled by to fit `width` on one line, or `nil`
  /// when it draws at full size: the rules of `fittingFont(for:width:)`, applied to the
  /// whole text.
  ///
  /// - Complexity: at most five measurements of the text on one line.
  func fittingScale(
    for styled: AttributedText, width: Double, measurer: any TextMeasuring
  ) -> Double? {
    let smallest = min(minimumScaleFactor, 1)
    guard numberOfLines == 1, smallest > 0, smallest < 1, width > 0, width.isFinite else {
      return nil
    }
    func widthAt(_ factor: Double) -> Double {
      let scaled = factor == 1 ? (styled, font) : styled.scaled(by: factor, base: font)
      return measurer.layout(
        attributed: scaled.0, font: scaled.1, maxWidth: nil, numberOfLines: 1,
        lineBreakMode: .byClipping
      ).size.width
    }
    let fullWidth = widthAt(1)
    guard fullWidth > width else { return nil }
    var factor = max(smallest, width / fullWidth)
    for _ in 0..<4 {
      let candidateWidth = widthAt(factor)
      if candidateWidth <= width || factor <= smallest { return factor }
      let stepped = factor - 0.5 / max(font.pointSize, 1)
      factor = max(smallest, min(factor * width / candidateWidth, stepped))
    }
    return factor
  }
}
