// UIKit nests these types in the classes that use them; until Sectional's own modules nest them
// (ControlState → Control.State and the rest), the nested names are spelled here.

extension Control {
  /// UIKit's `UIControl.State`: Sectional's ``ControlState``.
  public typealias State = ControlState
  /// UIKit's `UIControl.Event`: Sectional's ``ControlEvents``.
  public typealias Event = ControlEvents
}

extension View {
  /// UIKit's `UIView.ContentMode`: Sectional's ``ContentMode``.
  public typealias ContentMode = SectionalGraphics.ContentMode
}

extension TableView {
  /// UIKit's `UITableView.Style`: Sectional's ``TableStyle``.
  public typealias Style = TableStyle
}

extension LayoutConstraint {
  /// UIKit's `NSLayoutConstraint.Axis`: Sectional's ``LayoutAxis``.
  public typealias Axis = LayoutAxis
  /// UIKit's `NSLayoutConstraint.Attribute`: Sectional's ``LayoutAttribute``.
  public typealias Attribute = LayoutAttribute
  /// UIKit's `NSLayoutConstraint.Relation`: Sectional's ``LayoutRelation``.
  public typealias Relation = LayoutRelation
}
