import CPangoCairo
import SectionalGraphics

extension PangoTextBlock {
  /// Gives `layout` the runs and paragraph style of `text` as a Pango attribute list
  /// (Documentation/AttributedText.md § Drawing with Pango).
  ///
  /// The layout's text starts `utf8Offset` bytes into `text.string` (the last line of a
  /// truncated block); a run that reaches the end of the string also covers what the layout
  /// adds after it (an ellipsis). Runs without a font keep the layout's font; runs without
  /// a colour keep the source colour the block is drawn in. When any run has a shadow of its
  /// own, every run also gets a rise of 0, which changes nothing drawn but makes Pango end its
  /// glyph runs at the run's edges (`CairoReplayer.drawAttributedText(_:)` picks each glyph
  /// run's shadow by where it starts).
  static func apply(_ text: AttributedText, to layout: OpaquePointer, utf8Offset: Int) {
    let list = pango_attr_list_new()!
    defer { pango_attr_list_unref(list) }
    let total = text.string.utf8.count
    let splitsAtRuns = text.runs.contains { $0.attributes.shadow != nil }
    for run in text.runs where run.utf8Range.upperBound > utf8Offset {
      let start = UInt32(Swift.max(run.utf8Range.lowerBound - utf8Offset, 0))
      let end =
        run.utf8Range.upperBound >= total
        ? UInt32.max : UInt32(run.utf8Range.upperBound - utf8Offset)
      var made = attributes(of: run.attributes)
      if splitsAtRuns, let rise = pango_attr_rise_new(0) { made.append(rise) }
      for attribute in made {
        attribute.pointee.start_index = start
        attribute.pointee.end_index = end
        pango_attr_list_insert(list, attribute)
      }
    }
    pango_layout_set_attributes(layout, list)
    if let spacing = text.paragraphStyle?.lineSpacing, spacing > 0 {
      pango_layout_set_spacing(layout, Int32(Swift.min(spacing, 4_096) * Double(PANGO_SCALE)))
    }
  }

  /// The Pango attributes of one run, unplaced; the list they are inserted in owns them.
  private static func attributes(
    of attributes: AttributedText.Attributes
  ) -> [UnsafeMutablePointer<PangoAttribute>] {
    var made: [UnsafeMutablePointer<PangoAttribute>?] = []
    if let font = attributes.font {
      let description = PangoFontDescription.make(font)
      made.append(pango_attr_font_desc_new(description))
      pango_font_description_free(description)
    }
    if let color = attributes.foregroundColor {
      let (red, green, blue, alpha) = channels(color)
      made.append(pango_attr_foreground_new(red, green, blue))
      made.append(pango_attr_foreground_alpha_new(alpha))
    }
    if let color = attributes.backgroundColor, !color.isClear {
      let (red, green, blue, alpha) = channels(color)
      made.append(pango_attr_background_new(red, green, blue))
      made.append(pango_attr_background_alpha_new(alpha))
    }
    switch attributes.underline {
    case .none: break
    case .single: made.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
    case .double: made.append(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE))
    }
    if attributes.strikethrough != .none { made.append(pango_attr_strikethrough_new(1)) }
    if attributes.kern != 0 {
      let kern = Swift.min(Swift.max(attributes.kern, -1_024), 1_024)
      made.append(pango_attr_letter_spacing_new(Int32(kern * Double(PANGO_SCALE))))
    }
    return made.compactMap { $0 }
  }

  /// A colour's channels in Pango's 16-bit range; alpha is at least 1, since Pango reads an
  /// alpha of 0 as "not set" (opaque).
  private static func channels(_ color: Color) -> (UInt16, UInt16, UInt16, UInt16) {
    func channel(_ value: Double) -> UInt16 {
      guard value.isFinite else { return 0 }
      return UInt16((Swift.min(Swift.max(value, 0), 1) * 65_535).rounded())
    }
    return (
      channel(color.red), channel(color.green), channel(color.blue),
      Swift.max(channel(color.alpha), 1)
    )
  }
}
