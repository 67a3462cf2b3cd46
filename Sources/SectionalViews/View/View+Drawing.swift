import SectionalGraphics

extension View {
  /// Draws the view and its visible subtree into a new display list.
  ///
  /// Coordinates in the list are this view's superview coordinates: the view's own frame is
  /// where it lands. Hidden views and views with alpha 0 draw nothing, as in UIKit.
  ///
  /// - Complexity: O(n) in the subtree's size plus the commands it emits.
  public func displayList() -> DisplayList {
    var list = DisplayList()
    render(into: &list, parentOffset: .zero)
    return list
  }

  /// Appends the view and its subtree to `list`.
  ///
  /// `parentOffset` maps the superview's bounds coordinates to the list's coordinates. The
  /// order is: opacity group (alpha < 1), the layer's shadow, background, `draw(_:into:)`,
  /// clip (with `clipsToBounds`, rounded by the layer's corner radius), subviews back to
  /// front, what goes above them (`drawAboveSubviews`), the layer's border, then the groups
  /// are closed. The border comes after the subviews because `CALayer` composites it above its
  /// sublayers. Dynamic colours are resolved against the view's own traits (the list's
  /// `traitCollection` while it draws), which are `TraitCollection.current` in `draw(_:into:)`.
  ///
  /// - Complexity: O(n) in the subtree's size plus the commands it emits.
  public func render(into list: inout DisplayList, parentOffset: CGPoint) {
    guard !isHidden, alpha > 0 else { return }
    let rect = frame.offsetBy(dx: parentOffset.x, dy: parentOffset.y)
    let contentOffset = CGPoint(
      x: rect.origin.x - bounds.origin.x, y: rect.origin.y - bounds.origin.y)
    let grouped = alpha < 1
    if grouped { list.pushOpacity(alpha) }
    let inheritedTraits = list.traitCollection
    list.traitCollection = traitState.resolved
    let layer = storedLayer
    let radius = layer.map { max($0.cornerRadius, 0) } ?? 0
    if let layer { renderShadow(of: layer, in: rect, into: &list) }
    if let backgroundColor = backgroundColor?.resolvedColor(with: traitState.resolved),
      !backgroundColor.isClear
    {
      if radius > 0 {
        list.fillRoundedRect(rect, cornerRadius: radius, color: backgroundColor)
      } else {
        list.fill(rect, color: backgroundColor)
      }
    }
    traitState.resolved.performAsCurrent { draw(rect, into: &list) }
    if clipsToBounds {
      if radius > 0 {
        list.pushRoundedClip(rect, cornerRadius: radius)
      } else {
        list.pushClip(rect)
      }
    }
    for subview in storedSubviews {
      subview.render(into: &list, parentOffset: contentOffset)
    }
    drawAboveSubviews(rect, into: &list)
    if clipsToBounds { list.popClip() }
    if let layer { renderBorder(of: layer, in: rect, into: &list) }
    if grouped { list.popOpacity() }
    list.traitCollection = inheritedTraits
  }

}
