import Foundation
import Sectional
@_spi(Storyboards) import SectionalViews

/// Loads a view controller's view from its nib, as UIKit's default `loadView()` does
/// (Documentation/ViewControllers.md § Views from nibs).
///
/// `ViewController.loadView()` finds this class by name, so any program that links
/// SectionalNibs loads nibs for controllers made with `init(nibName:bundle:)`.
@MainActor
final class ControllerNibLoader: ControllerNibLoading {
  /// Nibs read so far, by bundle path and name: each file is read, and its diagnostics
  /// reported, once however many controllers load it.
  private static var nibs: [String: Nib] = [:]

  /// Loads `controller`'s view from the nib it names, or from the first nib named after its
  /// class (`MyView` then `MyViewController` for a class `MyViewController`), in its
  /// `nibBundle` (`Bundle.main` when `nil`); the controller is the nib's File's Owner.
  ///
  /// Returns the nib's name, or `nil` when the controller names no nib and none carries its
  /// class's name.
  /// Traps, as UIKit raises, when a named nib is not in the bundle or when the nib leaves the
  /// controller's `view` outlet unset.
  static func loadView(of controller: ViewController) -> String? {
    let bundle = controller.nibBundle ?? .main
    let name: String
    if let given = controller.nibName {
      guard exists(given, in: bundle) else {
        preconditionFailure(
          "Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(given)'")
      }
      name = given
    } else {
      guard
        let found = defaultNames(for: type(of: controller)).first(where: {
          exists($0, in: bundle)
        })
      else { return nil }
      name = found
    }
    _ = nib(name, in: bundle).instantiate(withOwner: controller)
    precondition(
      controller.viewIfLoaded != nil,
      "\(type(of: controller)).loadView() loaded the \"\(name)\" nib but the view outlet was "
        + "not set.")
    return name
  }

  /// The nib names a controller of `type` looks for when given none, in order: the class's
  /// name without a final `Controller` (when it ends so), then the class's name.
  static func defaultNames(for type: ViewController.Type) -> [String] {
    let className = String(describing: type)
    guard className.hasSuffix("Controller"), className != "Controller" else { return [className] }
    return [String(className.dropLast("Controller".count)), className]
  }

  /// Whether `bundle` holds `name.xib`.
  private static func exists(_ name: String, in bundle: Bundle) -> Bool {
    bundle.url(forResource: name, withExtension: "xib") != nil
  }

  /// The nib `name` in `bundle`, read on first use.
  private static func nib(_ name: String, in bundle: Bundle) -> Nib {
    let key = bundle.bundlePath + "/" + name
    if let nib = nibs[key] { return nib }
    let nib = Nib(nibName: name, bundle: bundle)
    nibs[key] = nib
    return nib
  }
}
