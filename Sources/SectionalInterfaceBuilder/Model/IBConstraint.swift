/// A layout constraint (`<constraint>`): `firstItem.firstAttribute relation
/// secondItem.secondAttribute × multiplier + constant` at `priority`.
public struct IBConstraint: Sendable, Hashable {
  /// The constraint's id.
  public var id: String
  /// The id of the first item; the view holding the constraint when the document omits it.
  public var firstItem: String
  /// The first item's attribute.
  public var firstAttribute: IBLayoutAttribute
  /// The relation (`relation=`; absent is equal).
  public var relation: IBLayoutRelation
  /// The id of the second item, or `nil` for a constant constraint such as a fixed width.
  ///
  /// It is the view holding the constraint when the document gives `secondAttribute` alone.
  public var secondItem: String?
  /// The second item's attribute; `nil` exactly when `secondItem` is `nil`.
  public var secondAttribute: IBLayoutAttribute?
  /// The multiplier (`multiplier=`, which may be a ratio such as `16:9` or `1/3`).
  public var multiplier: Double
  /// The constant (`constant=`).
  public var constant: Double
  /// The priority (`priority=`; absent is 1000, required).
  public var priority: Double
  /// The identifier (`identifier=`).
  public var identifier: String?
  /// The id of the view whose `<constraints>` holds this constraint.
  public var owner: String
  /// The line of the element.
  public var line: Int

  /// Creates a constraint.
  public init(
    id: String, firstItem: String, firstAttribute: IBLayoutAttribute,
    relation: IBLayoutRelation = .equal, secondItem: String? = nil,
    secondAttribute: IBLayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: Double = 1000, identifier: String? = nil, owner: String, line: Int
  ) {
    self.id = id
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.owner = owner
    self.line = line
  }
}

/// A constraint's relation (`relation=`).
public enum IBLayoutRelation: String, Sendable, Hashable, CaseIterable {
  /// `lessThanOrEqual`.
  case lessThanOrEqual
  /// Equal (the default; not written).
  case equal
  /// `greaterThanOrEqual`.
  case greaterThanOrEqual
}

/// A layout attribute, by the name the document writes (UIKit's `NSLayoutConstraint.Attribute`).
public enum IBLayoutAttribute: String, Sendable, Hashable, CaseIterable {
  /// `left`.
  case left
  /// `right`.
  case right
  /// `top`.
  case top
  /// `bottom`.
  case bottom
  /// `leading`.
  case leading
  /// `trailing`.
  case trailing
  /// `width`.
  case width
  /// `height`.
  case height
  /// `centerX`.
  case centerX
  /// `centerY`.
  case centerY
  /// `baseline` (the last baseline).
  case lastBaseline = "baseline"
  /// `firstBaseline`.
  case firstBaseline
  /// `leftMargin`.
  case leftMargin
  /// `rightMargin`.
  case rightMargin
  /// `topMargin`.
  case topMargin
  /// `bottomMargin`.
  case bottomMargin
  /// `leadingMargin`.
  case leadingMargin
  /// `trailingMargin`.
  case trailingMargin
  /// `centerXWithinMargins`.
  case centerXWithinMargins
  /// `centerYWithinMargins`.
  case centerYWithinMargins
}
