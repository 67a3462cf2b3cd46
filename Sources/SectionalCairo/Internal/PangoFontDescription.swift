import CPangoCairo
import SectionalGraphics

/// Turns a ``Font`` request into a Pango font description.
enum PangoFontDescription {
  /// The largest size Pango is asked for, in points.
  ///
  /// Pango stores sizes as integers of 1/1024 point, and glyphs thousands of points tall
  /// only cost memory and time; 4_096 points is far above any interface font.
  static let largestPointSize = 4_096.0

  /// A new font description for `font` (the caller frees it with
  /// `pango_font_description_free`).
  ///
  /// The family is ``Font/resolvedFamily`` (the system font and unknown families such as
  /// "Copperplate" become DejaVu Sans, see ``FontFamilyResolution``), the weight is the
  /// CSS/OpenType weight class, which `PangoWeight` shares (``Font/Weight/cssWeight``), and
  /// the size is absolute: one point is one user-space unit, as in UIKit, not 1/72 inch at
  /// Pango's 96 dpi. Sizes above ``largestPointSize`` are drawn at that size.
  static func make(_ font: Font) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.resolvedFamily)
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.cssWeight)))
    pango_font_description_set_style(description, PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(description, PANGO_STRETCH_NORMAL)
    let size = Swift.min(font.pointSize, largestPointSize)
    pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
    return description
  }
}
