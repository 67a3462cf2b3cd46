/// A transition from one view controller to another that a storyboard describes, as UIKit's
/// `UIStoryboardSegue` (Documentation/InterfaceBuilder.md § Storyboards).
///
/// A storyboard makes one each time a segue is triggered (a cell or button it starts from is
/// chosen, or `performSegue(withIdentifier:sender:)` is called): the destination is a new
/// controller, the source's `prepare(for:sender:)` sees the segue, then ``perform()`` shows the
/// destination.
@MainActor
open class StoryboardSegue {
  /// The segue's identifier in the storyboard (`identifier=`), `nil` when it has none.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: ViewController
  /// The controller the segue shows, made for this segue.
  public let destination: ViewController
  /// What ``perform()`` runs, when the segue was made with one.
  private let performHandler: (@MainActor () -> Void)?

  /// Creates a segue whose ``perform()`` does what a subclass's override does, as UIKit's
  /// designated initializer.
  public init(identifier: String?, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = nil
  }

  /// Creates a segue whose ``perform()`` calls `performHandler`, as UIKit's
  /// `init(identifier:source:destination:performHandler:)`.
  public init(
    identifier: String?, source: ViewController, destination: ViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
  }

  /// Shows ``destination``: runs the handler the segue was made with; subclasses override it
  /// to show the destination their own way.
  open func perform() {
    performHandler?()
  }
}

/// What a storyboard leaves on a controller it made, so that the controller's view loads from
/// the storyboard's scene when it is first needed.
///
/// `SectionalNibs` implements it; apps never do.
@_spi(Storyboards) @MainActor
public protocol StoryboardSceneLink: AnyObject {
  /// Makes the scene's view (its subviews, constraints, outlets and actions connected to
  /// `controller`) and sets it as `controller.view`.
  func loadView(of controller: ViewController)
}
