/// A font as a `<fontDescription>` describes it.
public enum IBFont: Sendable, Hashable {
  /// The system font (`type="system"`) of `pointSize`, with an optional `weight` such as
  /// `semibold`.
  case system(pointSize: Double, weight: IBFontWeight?)
  /// The bold system font (`type="boldSystem"`).
  case boldSystem(pointSize: Double)
  /// The italic system font (`type="italicSystem"`).
  case italicSystem(pointSize: Double)
  /// A Dynamic Type text style, such as `UICTFontTextStyleHeadline` (`style=`).
  case textStyle(String)
  /// A font by PostScript `name` and `family` (`name=… family=… pointSize=…`).
  case named(String, family: String?, pointSize: Double)
}

/// A system font weight (`weight=` on a `type="system"` font description).
public enum IBFontWeight: String, Sendable, Hashable, CaseIterable {
  /// `ultraLight`.
  case ultraLight
  /// `thin`.
  case thin
  /// `light`.
  case light
  /// `regular`.
  case regular
  /// `medium`.
  case medium
  /// `semibold`.
  case semibold
  /// `bold`.
  case bold
  /// `heavy`.
  case heavy
  /// `black`.
  case black
}
