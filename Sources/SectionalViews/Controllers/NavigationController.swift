import SectionalGraphics

/// A container that shows one of a stack of view controllers at a time below a navigation bar,
/// as `UINavigationController`.
///
/// Pushing slides the new controller in from the trailing edge over the old one, which moves
/// 30 % of the width the other way; popping reverses it (NavigationController+Transition.swift).
/// The bar shows the top controller's ``ViewController/navigationItem`` and a back button that
/// pops. The top controller's view fills the space below the bar, as it does under UIKit's
/// opaque bar (Documentation/ViewControllers.md § Navigation controller).
@MainActor
open class NavigationController: ViewController {
  /// UIKit's duration for showing or hiding the bar: 0.2 s.
  public static let hideShowBarDuration: Double = 0.2
  /// The duration of the push and pop slide: 0.35 s.
  public static let transitionDuration: Double = 0.35

  /// The bar along the top, which shows the stack's navigation items.
  public let navigationBar = NavigationBar()
  /// Runs the push and pop slides and the bar's show and hide; `nil` (the default) applies
  /// every change at once, as `TableView`'s animator does.
  ///
  /// Hosts give it a clock that reads the real time and step it every frame; tests give it a
  /// ``ManualClock``.
  public var animator: Animator?

  /// The controllers, bottom (root) to top.
  var stack: [ViewController] = []
  /// The view that holds the top controller's view, below the bar; it clips the slide.
  let contentView = View()
  /// The slide in progress, if any.
  var transition: NavigationTransition?
  /// How much of the bar shows: 1 shown, 0 hidden, in between while it slides.
  var barReveal: Double = 1
  /// Counts bar show and hide animations, so that only the latest one moves the bar.
  var barAnimationSerial = 0
  /// Whether the bar is hidden or hiding.
  private var barHidden = false

  /// Creates a navigation controller whose stack holds `rootViewController`, as
  /// `init(rootViewController:)`.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setUp()
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp()
  }

  /// Creates an empty navigation controller from an archive (see
  /// ``ViewController/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// Makes the back button pop the top controller.
  private func setUp() {
    navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
    contentView.clipsToBounds = true
  }

  /// Makes the view: the content view with the bar above it.
  open override func loadView() {
    let container = NavigationControllerView()
    container.addSubview(contentView)
    container.addSubview(navigationBar)
    view = container
  }

  /// The controllers on the stack, root first; setting it is
  /// ``setViewControllers(_:animated:)`` without animation.
  public var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { stack.last }

  /// The controller whose view shows: the top one (nothing is presented modally here).
  public var visibleViewController: ViewController? { stack.last }

  /// Replaces the stack, as `setViewControllers(_:animated:)`: a new top controller that was
  /// not on the stack slides in as a push, one that was slides in as a pop.
  ///
  /// Traps when a controller is on the new stack twice or is a navigation controller.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    replaceStack(with: viewControllers, animated: animated)
  }

  /// Pushes `viewController` onto the stack and shows it, as
  /// `pushViewController(_:animated:)`.
  ///
  /// Traps when it is on the stack already, as UIKit raises.
  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    precondition(
      !stack.contains { $0 === viewController },
      "pushViewController(_:animated:): pushing the same view controller instance more than "
        + "once is not supported")
    replaceStack(with: stack + [viewController], animated: animated)
  }

  /// Pops the top controller and returns it; `nil` when only the root is left, as
  /// `popViewController(animated:)`.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    replaceStack(with: Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root and returns them, bottom first (empty at the root).
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = stack.first else { return [] }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController` and returns them, bottom first.
  ///
  /// Traps when `viewController` is not on the stack, as UIKit raises.
  @discardableResult
  public func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      preconditionFailure(
        "popToViewController(_:animated:): the view controller is not on the stack")
    }
    let popped = Array(stack[(index + 1)...])
    if !popped.isEmpty {
      replaceStack(with: Array(stack[...index]), animated: animated)
    }
    return popped
  }

  /// Whether the bar is hidden (or hiding); setting it is
  /// ``setNavigationBarHidden(_:animated:)`` without animation.
  public var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar, as `setNavigationBarHidden(_:animated:)`: animated, it slides up
  /// out of (or down into) view over ``hideShowBarDuration`` while the content follows its
  /// bottom edge.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    let target: Double = hidden ? 0 : 1
    barAnimationSerial += 1
    let serial = barAnimationSerial
    guard animated, let animator, appearState == .appeared else {
      setBarReveal(target)
      return
    }
    let start = barReveal
    animator.animate(duration: NavigationController.hideShowBarDuration) { [weak self] progress in
      guard let self, self.barAnimationSerial == serial else { return }
      self.setBarReveal(start + (target - start) * progress)
    }
  }

  /// Moves the bar to show `reveal` of it and lays the content out below it.
  private func setBarReveal(_ reveal: Double) {
    barReveal = reveal
    viewIfLoaded?.setNeedsLayout()
    viewIfLoaded?.layoutIfNeeded()
  }

  /// Finishes any slide, then puts the top controller's view in place before the children hear
  /// that the navigation controller appears or disappears.
  override func prepareAppearanceChildren(appearing: Bool) {
    finishTransition()
    if appearing { installTopView() }
  }

  /// Places the bar and the content view for the view's bounds and ``barReveal``, and the top
  /// controller's view over the content view while no slide runs.
  func layoutContent() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.bounds
    let barHeight = NavigationBar.standardHeight
    let barBottom = barHeight * barReveal
    navigationBar.frame = CGRect(
      x: 0, y: barBottom - barHeight, width: bounds.width, height: barHeight)
    navigationBar.isHidden = barReveal == 0
    contentView.frame = CGRect(
      x: 0, y: barBottom, width: bounds.width, height: max(0, bounds.height - barBottom))
    guard transition == nil else { return }
    installTopView()
  }

  /// Puts the top controller's view over the content view (loading it) and takes any other
  /// view out.
  func installTopView() {
    guard viewIfLoaded != nil, let top = stack.last else { return }
    let topView: View = top.view
    for subview in contentView.subviews where subview !== topView {
      subview.removeFromSuperview()
    }
    if topView.superview !== contentView { contentView.addSubview(topView) }
    topView.frame = contentView.bounds
  }
}

/// A navigation controller's view: it lays out the bar and the content view.
@MainActor
final class NavigationControllerView: View {
  /// Lays out the bar and the content (see `NavigationController.layoutContent()`).
  override func layoutSubviews() {
    super.layoutSubviews()
    (storedViewController as? NavigationController)?.layoutContent()
  }
}
