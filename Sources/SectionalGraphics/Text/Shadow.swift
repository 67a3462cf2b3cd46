import Foundation

/// A text shadow: a colour drawn under the text, offset and optionally blurred (UIKit's
/// `UILabel.shadowColor` / `shadowOffset`, or `NSShadow`).
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour.
  public var color: Color
  /// How far the shadow is moved from the text, in points; `(0, 1)` is one point down.
  public var offset: CGSize
  /// The blur radius in points; 0 is a sharp copy of the glyphs (UILabel's shadow).
  public var blurRadius: CGFloat

  /// Creates a shadow.
  ///
  /// The default offset is `(0, -1)`, UILabel's default `shadowOffset` (one point up), and
  /// the default blur radius is 0. A negative or non-finite blur radius is taken as 0.
  public init(color: Color, offset: CGSize = CGSize(width: 0, height: -1), blurRadius: CGFloat = 0)
  {
    self.color = color
    self.offset = offset
    self.blurRadius = blurRadius.isFinite ? Swift.max(blurRadius, 0) : 0
  }
}
