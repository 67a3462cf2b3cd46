import Foundation

/// One drawing operation in a ``DisplayList``: a plain value every renderer can replay.
///
/// Coordinates are in points in the current coordinate space (the view tree's window
/// coordinates, changed by enclosing ``pushTransform(_:)`` groups). Strokes are centred on
/// the path, as in Core Graphics and Cairo, so a 1-point stroke of a rectangle covers half a
/// point on each side of its edges. Push commands open a group that the matching pop closes;
/// groups nest and must be balanced (see ``DisplayList/validate()``).
public enum DrawCommand: Hashable, Sendable {
  /// Fills a rectangle.
  case fillRect(CGRect, color: Color)
  /// Strokes a rectangle's outline with a line `lineWidth` points wide.
  case strokeRect(CGRect, color: Color, lineWidth: Double)
  /// Fills a rectangle whose corners are quarter circles of `cornerRadius` (UIKit's
  /// `layer.cornerRadius`); the radius is limited to half the shorter side when drawn.
  case fillRoundedRect(CGRect, cornerRadius: Double, color: Color)
  /// Strokes a rounded rectangle's outline.
  case strokeRoundedRect(CGRect, cornerRadius: Double, color: Color, lineWidth: Double)
  /// Draws the shadow of a rounded rectangle (UIKit's `layer.shadowColor`, `shadowOffset`,
  /// `shadowRadius`): the shape moved by the shadow's offset, blurred by its blur radius
  /// (twice the Gaussian's standard deviation, as for text shadows) and filled with its
  /// colour. The shape itself is not drawn.
  case shadow(CGRect, cornerRadius: Double, shadow: Shadow)
  /// Draws a straight line segment with butt caps.
  case line(from: CGPoint, to: CGPoint, color: Color, lineWidth: Double)
  /// Draws text (see ``TextRun``).
  case text(TextRun)
  /// Draws an image placed in `rect` by `contentMode` (see
  /// ``ContentMode/rect(forContentOfSize:in:)``); the image is not clipped to `rect`.
  case image(Image, rect: CGRect, contentMode: ContentMode)
  /// Starts clipping drawing to a rectangle, intersected with any enclosing clip.
  case pushClip(CGRect)
  /// Starts clipping drawing to a rounded rectangle (UIKit's `masksToBounds` with a
  /// `cornerRadius`), intersected with any enclosing clip; `popClip` ends it.
  case pushRoundedClip(CGRect, cornerRadius: Double)
  /// Ends the innermost clip group.
  case popClip
  /// Starts a group drawn as a whole with an opacity in `0...1` (UIKit's `alpha`): its
  /// contents are composited first and then blended once, so overlaps inside do not show
  /// through each other.
  case pushOpacity(Double)
  /// Ends the innermost opacity group.
  case popOpacity
  /// Starts a group whose coordinates are mapped by a transform, after any enclosing one.
  case pushTransform(Transform)
  /// Ends the innermost transform group.
  case popTransform

  /// The kinds of nested group a push command opens.
  public enum Group: String, Hashable, Sendable, CaseIterable {
    /// A clip group (``DrawCommand/pushClip(_:)``).
    case clip
    /// An opacity group (``DrawCommand/pushOpacity(_:)``).
    case opacity
    /// A transform group (``DrawCommand/pushTransform(_:)``).
    case transform
  }

  /// The group this command opens, or nil if it is not a push.
  public var pushedGroup: Group? {
    switch self {
    case .pushClip, .pushRoundedClip: .clip
    case .pushOpacity: .opacity
    case .pushTransform: .transform
    default: nil
    }
  }

  /// The group this command closes, or nil if it is not a pop.
  public var poppedGroup: Group? {
    switch self {
    case .popClip: .clip
    case .popOpacity: .opacity
    case .popTransform: .transform
    default: nil
    }
  }
}
