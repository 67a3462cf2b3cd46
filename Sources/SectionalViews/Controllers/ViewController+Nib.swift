import Foundation

/// What loads a controller's view from a nib: `SectionalNibs` implements it (as
/// `SectionalNibs.ControllerNibLoader`), apps never do.
///
/// SectionalViews cannot depend on the nib loader, which sits above it; the controller finds
/// the implementation by name at run time, in whatever binary links `SectionalNibs`.
@_spi(Storyboards) @MainActor
public protocol ControllerNibLoading: AnyObject {
  /// Loads `controller`'s view from its nib, with the controller as File's Owner, as UIKit's
  /// `loadView()` does, and returns the nib's name; `nil` when the controller names no nib and
  /// no nib carries its class's name (Documentation/ViewControllers.md § Views from nibs).
  static func loadView(of controller: ViewController) -> String?
}

extension ViewController {
  /// The nib loader `SectionalNibs` provides when it is linked, looked up once by its
  /// module-qualified name; `nil` without it.
  static let nibLoader: (any ControllerNibLoading.Type)? =
    _typeByName("SectionalNibs.ControllerNibLoader") as? any ControllerNibLoading.Type

  /// Loads the view from the controller's nib, if it has one, and returns the nib's name;
  /// `nil` when it has none (or no nib loader is linked).
  @_spi(Storyboards) public func loadViewFromNib() -> String? {
    guard let loader = ViewController.nibLoader else {
      precondition(
        nibName == nil,
        "Could not load NIB \"\(nibName ?? "")\": \(type(of: self)) was given a nib name, and "
          + "nibs are read by SectionalNibs, which this program does not link")
      return nil
    }
    return loader.loadView(of: self)
  }
}
