import SectionalGraphics

/// The part of Core Animation's `CALayer` that table screens touch.
///
/// Border, corner radius, clipping, shadow and background colour; every view has one
/// (`View.layer`).
///
/// A view draws its layer: the shadow under the background, then the background (rounded by
/// `cornerRadius`), the content and subviews (clipped to the rounded bounds when
/// `masksToBounds`), then the border inside the bounds, above the subviews, as Core
/// Animation composites a layer. `backgroundColor` and `masksToBounds` are the view's
/// `backgroundColor` and `clipsToBounds`, as in UIKit. A layer kept after its view is gone
/// keeps its own properties and reads those two as `nil` and `false`.
///
/// Not a full layer tree: there are no sublayers, no `frame` of its own, no animations, and
/// the shadow takes the shape of the rounded bounds (Core Animation's, without a
/// `shadowPath`, follows everything the layer and its sublayers draw).
@MainActor
public final class Layer {
  /// The view whose layer this is; cleared by the view's `deinit`.
  nonisolated(unsafe) unowned(unsafe) var owningView: View?

  /// Makes the layer of `view` (only `View.layer` calls it).
  init(view: View) { owningView = view }

  /// The width of the border drawn inside the bounds, above the subviews; 0 by default.
  public var borderWidth: CGFloat = 0 {
    didSet { owningView?.setNeedsDisplay() }
  }

  /// The colour of the border; opaque black by default.
  ///
  /// `nil` draws no border.
  public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
    didSet { owningView?.setNeedsDisplay() }
  }

  /// The radius of the rounded corners; 0 by default.
  ///
  /// It rounds the background, border, shadow and (with `masksToBounds`) the clip. Negative
  /// values draw as 0; the radius is limited to half the shorter side when drawn.
  public var cornerRadius: CGFloat = 0 {
    didSet { owningView?.setNeedsDisplay() }
  }

  /// Whether the subviews are clipped to the (rounded) bounds: the view's `clipsToBounds`.
  ///
  /// A layer that masks to its bounds casts no shadow, as in Core Animation.
  public var masksToBounds: Bool {
    get { owningView?.clipsToBounds ?? false }
    set { owningView?.clipsToBounds = newValue }
  }

  /// The fill behind the content: the view's `backgroundColor`.
  public var backgroundColor: CGColor? {
    get { owningView?.backgroundColor?.cgColor }
    set { owningView?.backgroundColor = newValue.map(Color.init(cgColor:)) }
  }

  /// The shadow's colour; opaque black by default.
  ///
  /// `nil` casts no shadow.
  public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
    didSet { owningView?.setNeedsDisplay() }
  }

  /// The shadow's opacity, `0...1`, multiplied into `shadowColor`'s alpha; 0 (no shadow) by
  /// default.
  public var shadowOpacity: Float = 0 {
    didSet { owningView?.setNeedsDisplay() }
  }

  /// How far the shadow is moved from the layer; `(0, -3)` (three points up) by default.
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { owningView?.setNeedsDisplay() }
  }

  /// The shadow's blur radius in points; 3 by default, 0 for a sharp shadow.
  ///
  /// Drawn as a Gaussian blur whose standard deviation is `shadowRadius`, the usual reading
  /// of Core Animation's radius (half a CSS blur radius).
  public var shadowRadius: CGFloat = 3 {
    didSet { owningView?.setNeedsDisplay() }
  }

  /// The shadow to draw, or `nil` when it would not show: no colour, zero opacity, a
  /// masking layer, or nothing opaque to cast it (no background and no border).
  var visibleShadow: Shadow? {
    guard shadowOpacity > 0, let shadowColor, !shadowColor.color.isClear,
      shadowOffset.width.isFinite, shadowOffset.height.isFinite, shadowRadius.isFinite,
      let view = owningView, !view.clipsToBounds
    else { return nil }
    let castsShape =
      !(view.backgroundColor?.isClear ?? true) || (visibleBorderColor != nil && borderWidth > 0)
    guard castsShape else { return nil }
    let alpha = shadowColor.color.alpha * Double(min(max(shadowOpacity, 0), 1))
    return Shadow(
      color: shadowColor.color.withAlphaComponent(alpha), offset: shadowOffset,
      blurRadius: 2 * max(shadowRadius, 0))
  }

  /// The border colour when it shows.
  var visibleBorderColor: Color? {
    guard let borderColor, !borderColor.color.isClear else { return nil }
    return borderColor.color
  }
}
