import Sectional
import SectionalInterfaceBuilder

extension TableView {
  /// Registers a nib whose one top-level object is the cell for `identifier`, as UIKit's
  /// `register(_:forCellReuseIdentifier:)` with a `UINib`; `nil` removes the registration.
  ///
  /// Each new cell the table needs is an instantiation of the nib (its `awakeFromNib()`
  /// called, its outlets connected); its reuse identifier is set to `identifier`. A nib that
  /// does not hold exactly one top-level `TableViewCell` traps at dequeue with UIKit's message.
  public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as TableViewCell.Type?, forCellReuseIdentifier: identifier)
      return
    }
    register(
      template: {
        let objects = nib.instantiate(withOwner: nil)
        guard objects.count == 1, let cell = objects[0] as? TableViewCell else {
          preconditionFailure(TableView.invalidNibMessage(identifier, "UITableViewCell"))
        }
        return cell
      }, forCellReuseIdentifier: identifier)
  }

  /// Registers a nib whose one top-level object is the header or footer view for
  /// `identifier`, as UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)` with a
  /// `UINib`; `nil` removes the registration.
  ///
  /// The top-level object must be a `TableViewHeaderFooterView` (or, as a template may be,
  /// a `TableViewCell`); anything else traps at dequeue with UIKit's message.
  public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let nib else {
      register(
        nil as TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier: identifier)
      return
    }
    register(
      template: {
        let objects = nib.instantiate(withOwner: nil)
        guard objects.count == 1,
          let view = objects[0] as? TableViewHeaderFooterView ?? objects[0] as? TableViewCell
        else {
          preconditionFailure(
            TableView.invalidNibMessage(identifier, "UITableViewHeaderFooterView"))
        }
        return view
      }, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// UIKit's message for a nib that does not hold exactly one view of `className`.
  static func invalidNibMessage(_ identifier: String, _ className: String) -> String {
    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top "
      + "level object which must be a \(className) instance"
  }
}
