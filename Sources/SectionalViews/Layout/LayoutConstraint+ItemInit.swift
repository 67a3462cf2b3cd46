extension LayoutConstraint {
  /// Creates an inactive constraint `view1.attr1 relation view2.attr2 × multiplier + constant`,
  /// as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// Items are views or layout guides; `view2` is `nil` (with `.notAnAttribute`) for a
  /// constant constraint such as a fixed width. Traps, naming the type, when an item is
  /// neither, where UIKit raises an invalid-argument exception.
  public convenience init(
    item view1: Any, attribute attr1: LayoutConstraint.Attribute,
    relatedBy relation: LayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: LayoutConstraint.Attribute, multiplier: Double, constant: Double
  ) {
    self.init(
      item: LayoutConstraint.layoutItem(view1), attribute: attr1, relatedBy: relation,
      toItem: view2.map(LayoutConstraint.layoutItem), attribute: attr2, multiplier: multiplier,
      constant: constant, priority: .required)
  }

  /// `item` as a view or guide, or a trap naming its type.
  private static func layoutItem(_ item: Any) -> any LayoutItem {
    guard let layoutItem = item as? any LayoutItem else {
      preconditionFailure(
        "NSLayoutConstraint: an item must be a view or a layout guide, not \(type(of: item))")
    }
    return layoutItem
  }
}
