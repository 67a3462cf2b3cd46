import Sectional
import SectionalInterfaceBuilder

extension NibLoader {
  /// Makes every recorded constraint and activates them together, once the whole tree
  /// exists (activation needs the items' common ancestor).
  ///
  /// A margin attribute (`leadingMargin`) is the item's layout margins guide's attribute, as
  /// in UIKit. A constraint whose item was not made (an object skipped or not loaded, a
  /// view-controller guide) is dropped with a warning.
  func activateConstraints() {
    var made: [LayoutConstraint] = []
    made.reserveCapacity(constraints.count)
    for constraint in constraints {
      if let layoutConstraint = make(constraint) { made.append(layoutConstraint) }
    }
    LayoutConstraint.activate(made)
  }

  /// The layout constraint for `constraint`, or `nil` with a warning.
  private func make(_ constraint: IBConstraint) -> LayoutConstraint? {
    let (firstAttribute, firstOnMargins) = constraint.firstAttribute.attribute
    guard let first = item(constraint.firstItem, onMargins: firstOnMargins, constraint) else {
      return nil
    }
    var second: AnyObject?
    var secondAttribute = LayoutConstraint.Attribute.notAnAttribute
    if let secondID = constraint.secondItem, let attribute = constraint.secondAttribute {
      let (mapped, onMargins) = attribute.attribute
      guard let item = item(secondID, onMargins: onMargins, constraint) else { return nil }
      second = item
      secondAttribute = mapped
    }
    let made = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: constraint.relation.relation,
      toItem: second, attribute: secondAttribute, multiplier: constraint.multiplier,
      constant: constraint.constant)
    made.priority = LayoutPriority(Float(constraint.priority))
    made.identifier = constraint.identifier
    return made
  }

  /// The view or guide `id` stands for, or its margins guide; `nil` with a warning when it
  /// was not made.
  private func item(_ id: String, onMargins: Bool, _ constraint: IBConstraint) -> AnyObject? {
    guard let object = objects[id], object is View || object is LayoutGuide else {
      warn(
        constraint.line,
        "constraint \"\(constraint.id)\" refers to \(name(id)), which did not load (dropped)",
        constraint.owner)
      return nil
    }
    guard onMargins else { return object }
    guard let view = object as? View else {
      warn(
        constraint.line,
        "constraint \"\(constraint.id)\" uses the margins of \(name(id)), which has none "
          + "(dropped)", constraint.owner)
      return nil
    }
    return view.layoutMarginsGuide
  }
}
