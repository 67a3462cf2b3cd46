import SectionalGraphics

// Child view controllers, as UIKit's containment API: the parent owns its children, `addChild`
// tells the child `willMove(toParent:)` and `removeFromParent` tells it `didMove(toParent: nil)`;
// the container calls the other half itself (Documentation/ViewControllers.md § Children).
extension ViewController {
  /// The child controllers, in the order they were added.
  public var children: [ViewController] { storedChildren }

  /// The controller this one is a child of, if any.
  public var parent: ViewController? { storedParent }

  /// The nearest ``NavigationController`` among this controller's ancestors (the parent,
  /// its parent, …), as `UIViewController.navigationController`.
  public var navigationController: NavigationController? {
    var current = storedParent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.storedParent
    }
    return nil
  }

  /// Whether a container is adding this controller right now (from before `viewWillAppear`
  /// until after `viewDidAppear` of a push).
  public var isMovingToParent: Bool { movingToParent }

  /// Whether a container is removing this controller right now (from before
  /// `viewWillDisappear` until after `viewDidDisappear` of a pop).
  public var isMovingFromParent: Bool { movingFromParent }

  /// Makes `childController` a child of this controller, as `addChild(_:)`.
  ///
  /// A child of another parent leaves it first (``removeFromParent()``). Calls
  /// `childController.willMove(toParent: self)` before adding it; the caller adds the child's
  /// view and then calls `childController.didMove(toParent: self)`. Adding a controller to
  /// itself or one of its descendants traps, as UIKit raises.
  public func addChild(_ childController: ViewController) {
    precondition(
      !isSameOrDescendant(of: childController),
      "addChild(_:): a view controller cannot be a child of itself or of its descendants")
    if childController.storedParent === self { return }
    if childController.storedParent != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    storedChildren.append(childController)
    childController.storedParent = self
  }

  /// Removes this controller from its parent, as `removeFromParent()`.
  ///
  /// Calls `didMove(toParent: nil)` after removing it. The caller calls
  /// `willMove(toParent: nil)` first and removes the view itself. Does nothing without a
  /// parent.
  public func removeFromParent() {
    guard let parent = storedParent else { return }
    parent.storedChildren.removeAll { $0 === self }
    storedParent = nil
    didMove(toParent: nil)
  }

  /// Whether this controller is `other` or lies below it.
  private func isSameOrDescendant(of other: ViewController) -> Bool {
    var current: ViewController? = self
    while let controller = current {
      if controller === other { return true }
      current = controller.storedParent
    }
    return false
  }
}
