import SectionalGraphics

/// Marks anchors on the x axis (left, right, leading, trailing, centerX).
public enum XAxisAnchorKind {}
/// Marks anchors on the y axis (top, bottom, centerY, baselines).
public enum YAxisAnchorKind {}
/// Marks dimension anchors (width, height).
public enum DimensionAnchorKind {}

/// An x-axis anchor, as `NSLayoutXAxisAnchor`.
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxisAnchorKind>
/// A y-axis anchor, as `NSLayoutYAxisAnchor`.
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxisAnchorKind>
/// A dimension anchor, as `NSLayoutDimension`.
public typealias LayoutDimension = LayoutAnchor<DimensionAnchorKind>

/// One attribute of a view or guide, used to build constraints, as `NSLayoutAnchor`.
///
/// The `Kind` keeps axes apart at compile time: an x anchor only relates to x anchors, a y anchor
/// to y anchors and a dimension to dimensions (Documentation/AutoLayout.md § Constraints and
/// anchors). The constraints made here are inactive; set `isActive` or call
/// `LayoutConstraint.activate(_:)`.
@MainActor
public struct LayoutAnchor<Kind> {
  /// The view or guide.
  let item: any LayoutItem
  /// The attribute.
  public let attribute: LayoutConstraint.Attribute

  /// Creates an anchor on `item`.
  init(_ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: constant)
  }

  /// `self >= anchor + constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
  }

  /// `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
  }

  /// Builds an inactive constraint against another anchor.
  func make(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<Kind>, multiplier: CGFloat,
    constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
      attribute: anchor.attribute, multiplier: multiplier, constant: constant)
  }
}

extension LayoutAnchor where Kind == DimensionAnchorKind {
  /// `self == constant`.
  public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
    makeConstant(.equal, constant)
  }

  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    makeConstant(.greaterThanOrEqual, constant)
  }

  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    makeConstant(.lessThanOrEqual, constant)
  }

  /// `self == multiplier × anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier: multiplier, constant: constant)
  }

  /// `self >= multiplier × anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  /// `self <= multiplier × anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  /// Builds an inactive constraint against a constant.
  private func makeConstant(_ relation: LayoutConstraint.Relation, _ constant: CGFloat)
    -> LayoutConstraint
  {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: constant)
  }
}
