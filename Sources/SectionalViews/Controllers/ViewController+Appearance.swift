import SectionalGraphics

/// Where a view controller is in its appearance: UIKit's four states, which make repeated or
/// out-of-order transition calls harmless (a controller that is appearing is not told again).
enum AppearState {
  /// Not on screen (the initial state).
  case disappeared
  /// `viewWillAppear` was called; `viewDidAppear` has not been.
  case appearing
  /// On screen.
  case appeared
  /// `viewWillDisappear` was called; `viewDidDisappear` has not been.
  case disappearing
}

// Appearance callbacks, as UIKit sends them: a container begins a transition (the `will`
// callbacks), animates, and ends it (the `did` callbacks). A controller that forwards appearance
// (`shouldAutomaticallyForwardAppearanceMethods`) passes each step on to its children whose
// views are in its view's tree, after its own callback (Documentation/ViewControllers.md §
// Appearance).
extension ViewController {
  /// Tells the controller that its view is about to appear (`true`) or disappear (`false`), as
  /// `beginAppearanceTransition(_:animated:)`: calls ``viewWillAppear(_:)`` or
  /// ``viewWillDisappear(_:)``, then forwards to the children.
  ///
  /// Appearing loads the view first. A controller that is already appearing or on screen is not
  /// told again (nor one already disappearing or off screen).
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearState == .disappeared || appearState == .disappearing else { return }
      loadViewIfNeeded()
      appearState = .appearing
      appearanceIsAnimated = animated
      viewWillAppear(animated)
    } else {
      guard appearState == .appeared || appearState == .appearing else { return }
      appearState = .disappearing
      appearanceIsAnimated = animated
      viewWillDisappear(animated)
    }
    prepareAppearanceChildren(appearing: isAppearing)
    for child in appearanceChildren {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Finishes the transition begun by ``beginAppearanceTransition(_:animated:)``, as
  /// `endAppearanceTransition()`: calls ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``
  /// with the `animated` flag the transition began with, then forwards to the children.
  ///
  /// Does nothing when no transition is in progress.
  public func endAppearanceTransition() {
    switch appearState {
    case .appearing:
      appearState = .appeared
      viewDidAppear(appearanceIsAnimated)
    case .disappearing:
      appearState = .disappeared
      viewDidDisappear(appearanceIsAnimated)
    case .appeared, .disappeared:
      return
    }
    for child in appearanceChildren { child.endAppearanceTransition() }
  }

  /// Whether the controller's view is on screen or appearing (its last appearance call was a
  /// `will` or `did` appear).
  var isAppearingOrAppeared: Bool { appearState == .appearing || appearState == .appeared }

  /// The children that hear this controller's appearance callbacks: those whose views are
  /// loaded and in this controller's view's tree, when the controller forwards at all.
  var appearanceChildren: [ViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
    return storedChildren.filter { child in
      child.viewIfLoaded.map { $0.isDescendant(of: view) } ?? false
    }
  }
}

/// The appearance callbacks of a move in the view tree.
///
/// A child controller's view that joins (or leaves) a visible window while its parent is on
/// screen appears (or disappears) by itself, as in UIKit, so `addChild`, `addSubview`,
/// `didMove(toParent:)` is all a container writes. The `will` callbacks run before the move
/// and the `did` callbacks after it.
///
/// Controllers without a parent, controllers a container is already transitioning and
/// parents that do not forward appearance are left alone (Documentation/ViewControllers.md §
/// Children).
@MainActor
struct ControllerWindowMove {
  /// The controllers whose views join a visible window.
  private var appearing: [ViewController] = []
  /// The controllers whose views leave a visible window.
  private var disappearing: [ViewController] = []

  /// Begins the callbacks for `view`'s subtree moving from `oldWindow` to `newWindow`, or
  /// returns `nil` when no controller is concerned (at once when no view has a controller).
  ///
  /// - Complexity: O(1) when no view has a controller; else O(depth) to find the new window
  ///   and, when the window changes, O(n) in the moved subtree.
  @inline(__always)
  static func begin(
    _ view: View, from oldWindow: Window?, to newWindow: @autoclosure () -> Window?
  ) -> ControllerWindowMove? {
    guard ViewController.controlledViewCount != 0 else { return nil }
    return start(view, from: oldWindow, to: newWindow())
  }

  /// Finds the concerned controllers and calls their `will` callbacks.
  private static func start(_ view: View, from oldWindow: Window?, to newWindow: Window?)
    -> ControllerWindowMove?
  {
    guard oldWindow !== newWindow else { return nil }
    let appears = newWindow?.showsViewControllers ?? false
    let disappears = oldWindow?.showsViewControllers ?? false
    guard appears || disappears else { return nil }
    var move = ControllerWindowMove()
    move.collect(from: view, appears: appears, disappears: disappears)
    guard !move.appearing.isEmpty || !move.disappearing.isEmpty else { return nil }
    for controller in move.disappearing {
      controller.beginAppearanceTransition(false, animated: false)
    }
    for controller in move.appearing {
      controller.beginAppearanceTransition(true, animated: false)
    }
    return move
  }

  /// Calls the `did` callbacks, once the move is done.
  func end() {
    for controller in disappearing { controller.endAppearanceTransition() }
    for controller in appearing { controller.endAppearanceTransition() }
  }

  /// Collects the topmost controllers in `view`'s subtree whose appearance follows the move;
  /// their own children hear it from them.
  private mutating func collect(from view: View, appears: Bool, disappears: Bool) {
    if let controller = view.storedViewController {
      guard let parent = controller.parent, parent.appearState == .appeared,
        parent.shouldAutomaticallyForwardAppearanceMethods
      else { return }
      if appears, controller.appearState == .disappeared {
        appearing.append(controller)
      } else if disappears, controller.appearState == .appeared {
        disappearing.append(controller)
      }
      return
    }
    for subview in view.subviews {
      collect(from: subview, appears: appears, disappears: disappears)
    }
  }
}
