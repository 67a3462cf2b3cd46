import Foundation
import SectionalGraphics

/// An object that manages a view and its subtree through its lifecycle, as `UIViewController`.
///
/// The view loads on first use of ``view``: ``loadView()`` makes it and ``viewDidLoad()``
/// follows. A container (a ``Window``'s ``Window/rootViewController``, a
/// ``NavigationController``, or a parent that adds children) tells the controller when its view
/// appears and disappears; the view's layout pass calls ``viewWillLayoutSubviews()`` and
/// ``viewDidLayoutSubviews()`` around its `layoutSubviews()`. Every override point keeps UIKit's
/// name and call order (Documentation/ViewControllers.md § Call order).
@MainActor
open class ViewController: Responder {
  /// The nib the view loads from, as given to ``init(nibName:bundle:)``, as
  /// `UIViewController.nibName`; `nil` when none was given, even when ``loadView()`` finds one
  /// named after the class (Documentation/ViewControllers.md § Views from nibs).
  public let nibName: String?
  /// The bundle the nib is looked for in, as given to ``init(nibName:bundle:)``; `nil` means
  /// `Bundle.main`.
  public let nibBundle: Bundle?

  /// The view once loaded or set; the controller owns it.
  nonisolated(unsafe) private var storedView: View?
  /// The navigation item, made on first use.
  private var storedNavigationItem: NavigationItem?
  /// Where the controller is in its appearance (see `ViewController+Appearance.swift`).
  var appearState = AppearState.disappeared
  /// The children, in the order they were added.
  var storedChildren: [ViewController] = []
  /// The parent, not retained (the parent owns its children).
  weak var storedParent: ViewController?
  /// The `animated` flag of the appearance transition in progress.
  var appearanceIsAnimated = false
  /// Whether a container is adding the controller (read by ``isMovingToParent``).
  var movingToParent = false
  /// Whether a container is removing the controller (read by ``isMovingFromParent``).
  var movingFromParent = false
  /// The storyboard scene the controller was made from; its view loads from there.
  @_spi(Storyboards) public var storyboardScene: (any StoryboardSceneLink)?
  /// The style set with `overrideUserInterfaceStyle` (ViewController+Traits.swift).
  var overrideStyle = UserInterfaceStyle.unspecified
  /// Handlers registered with `registerForTraitChanges`, in order; nil until the first.
  var traitRegistrations: [TraitChangeRegistration.Entry]?

  /// Insets added to the safe area of the controller's view, as
  /// `UIViewController.additionalSafeAreaInsets`; zero by default.
  ///
  /// The view's `safeAreaInsets` are what its superview's safe area covers of it plus these,
  /// and its subviews inherit the sum (Documentation/LayoutGuides.md § Safe area).
  open var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      viewIfLoaded?.refreshSafeAreaInsets()
    }
  }

  /// Called after the safe area of the controller's view changed, as
  /// `UIViewController.viewSafeAreaInsetsDidChange()`; does nothing here.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called after the effective layout margins of the controller's view changed, as
  /// `UIViewController.viewLayoutMarginsDidChange()`; does nothing here.
  open func viewLayoutMarginsDidChange() {}

  /// Creates a controller whose view comes from the nib `nibNameOrNil` in `bundle`
  /// (`Bundle.main` when `nil`), as UIKit's designated initializer.
  ///
  /// The nib is read when the view is first needed (``loadView()``). With a `nil` name the
  /// controller looks for a nib named after its class, and makes a plain view when there is
  /// none.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller with no nib, as `UIViewController()`.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive, as `UIViewController.init(coder:)` (required, as in
  /// UIKit): nothing is decoded, and it never fails (Documentation/ControlsAndLayers.md §
  /// Archived views).
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// Lets the view go: it no longer names this controller.
  ///
  /// Not isolated, so that subclasses can declare a plain `deinit`; it touches only
  /// `nonisolated(unsafe)` fields.
  deinit {
    if let view = storedView {
      view.storedViewController = nil
      ViewController.controlledViewCount -= 1
    }
  }

  /// How many views have a controller; view-tree moves look for controllers only when it is
  /// not zero.
  nonisolated(unsafe) static var controlledViewCount = 0

  /// The controller's view, loaded on first access (``loadView()`` then ``viewDidLoad()``), as
  /// `UIViewController.view`.
  ///
  /// Setting it replaces the view without calling ``viewDidLoad()``, as in UIKit. A view belongs
  /// to one controller at a time: setting one that another controller owns traps.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares `view` as `UIView!`, and ported code uses it unwrapped.
  open var view: View! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set { replaceView(with: newValue) }
  }

  /// The view if it is loaded, else `nil` (never loads it).
  public var viewIfLoaded: View? { storedView }

  /// Whether the view is loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
  ///
  /// Traps when ``loadView()`` did not set ``view``.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    precondition(
      storedView != nil, "\(type(of: self)).loadView() must set the view controller's view")
    viewDidLoad()
  }

  /// Makes the view and assigns it to ``view``; override to make a custom view, without
  /// calling `super`.
  ///
  /// The default loads the view of the storyboard scene the controller was made from, if
  /// any; else the view of its nib (``nibName``, or a nib named after the class, with the
  /// controller as File's Owner: the nib's `view` outlet gives the view); else it makes a
  /// plain ``View`` with a zero frame and no background, which the container sizes (UIKit
  /// sizes it to the screen first; there is no screen here).
  open func loadView() {
    if let storyboardScene {
      storyboardScene.loadView(of: self)
      return
    }
    if loadViewFromNib() != nil { return }
    view = View()
  }

  /// Called once the storyboard that made the controller has set it up, before its view
  /// loads, as `awakeFromNib()`; override calling `super`.
  open func awakeFromNib() {}

  /// Called before a segue from this controller shows its destination, as
  /// `prepare(for:sender:)`: `sender` is the cell, button or object that started it.
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}

  /// Whether the segue `identifier`, started by `sender` (a cell or button), should happen.
  ///
  /// `true` by default. Not asked for `performSegue(withIdentifier:sender:)`, as in UIKit.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    true
  }

  /// Called once the view is loaded; override to set the view up, calling `super`.
  open func viewDidLoad() {}

  /// Called before the view appears (`animated` when a transition animates it).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared and any transition finished.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared and any transition finished.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called during the view's layout pass, before its `layoutSubviews()`.
  open func viewWillLayoutSubviews() {}

  /// Called during the view's layout pass, after its `layoutSubviews()` and before its
  /// subviews lay out.
  open func viewDidLayoutSubviews() {}

  /// Called when the traits of the controller's view changed, with the previous ones
  /// (UIKit's `traitCollectionDidChange(_:)`); override calling `super`.
  ///
  /// It runs just before the view's own `traitCollectionDidChange(_:)`, with
  /// `TraitCollection.current` set to the new traits.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the controller is about to be added to `parent`, or removed with `nil`.
  ///
  /// Override calling `super`. ``addChild(_:)`` calls it with the new parent.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller was added to `parent`, or removed with `nil`.
  ///
  /// Override calling `super`. ``removeFromParent()`` calls it with `nil`.
  open func didMove(toParent parent: ViewController?) {}

  /// Whether the controller passes its appearance callbacks on to its children.
  ///
  /// `true` by default, as in UIKit: children whose views are in this controller's view's tree
  /// hear each callback after it. Containers that call their children's
  /// ``beginAppearanceTransition(_:animated:)`` themselves override it to `false`.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Puts the children that should hear an appearance transition in place.
  ///
  /// Called by ``beginAppearanceTransition(_:animated:)`` after the controller's own `will`
  /// callback and before its children hear theirs. The base class has nothing to place.
  func prepareAppearanceChildren(appearing: Bool) {}

  /// A title for the controller; setting it also sets ``navigationItem``'s title, as in UIKit.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// The item a navigation bar shows while this controller is on top, made on first use with
  /// the controller's ``title``.
  open var navigationItem: NavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = NavigationItem(title: title)
    storedNavigationItem = item
    return item
  }

  /// The next responder: the superview of the controller's view (the window for a root
  /// controller's view), as in UIKit; `nil` before the view is in a tree.
  open override var next: Responder? {
    storedView?.superview
  }

  /// Swaps the owned view, keeping every view's controller link and the count right.
  private func replaceView(with newView: View?) {
    guard newView !== storedView else { return }
    if let newView {
      precondition(
        newView.storedViewController == nil,
        "a view can belong to only one view controller at a time; this one belongs to "
          + "\(type(of: newView.storedViewController!))")
      newView.storedViewController = self
      ViewController.controlledViewCount += 1
    }
    if let oldView = storedView {
      oldView.storedViewController = nil
      ViewController.controlledViewCount -= 1
    }
    let oldView = storedView
    storedView = newView
    // The override belongs to the controller: it leaves with the old view.
    if overrideStyle != .unspecified {
      oldView?.refreshTraits()
      newView?.refreshTraits()
    }
  }
}
