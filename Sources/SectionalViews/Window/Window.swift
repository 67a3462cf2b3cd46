import SectionalGraphics

/// The root of a view tree shown by a host: it owns the root view and dispatches events.
///
/// The counterpart of `UIWindow`: its ``rootViewController``'s view, or any ``rootView``, fills
/// it and is kept sized to its bounds.
/// The tint colour set here is inherited by every view without its own.
@MainActor
open class Window: View {
  /// Whether something changed since the host last drew; hosts clear it after drawing.
  public var needsDisplay = true
  /// Touches in progress, keyed by the host's pointer identifier.
  private var activeTouches: [Int: Touch] = [:]
  /// The view under a hovering pointer, told with `nil` when the pointer leaves it.
  private var hoveredView: View? {
    get { hoveredHandle?.view }
    set { hoveredHandle = newValue?.handle }
  }
  /// The handle behind `hoveredView`: the window does not keep the view alive (see
  /// `ItemHandle`).
  private var hoveredHandle: ItemHandle?

  /// `true`: the walk up from a view stops here (see `View.window`).
  override var isWindow: Bool { true }

  /// The insets of the screen area the window may not draw content in (a notch, a rounded
  /// corner, a system bar), which become the window's `safeAreaInsets`; zero by default.
  ///
  /// UIKit sets a window's safe area from the device. Desktop and terminal hosts have no such
  /// area, so it stays zero there unless a host or a test sets it; every view's safe area,
  /// layout margins guide and scroll view adjustment follows (Documentation/LayoutGuides.md
  /// § Safe area).
  public var screenSafeAreaInsets = EdgeInsets.zero {
    didSet {
      guard screenSafeAreaInsets != oldValue else { return }
      refreshSafeAreaInsets()
    }
  }

  /// Creates a window with the given frame.
  ///
  /// The frame defaults to `.zero`; hosts set it to their surface's size. The background
  /// colour is `nil` like `UIWindow`'s; hosts clear to it, or to white without one.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Creates a window from an archive, as `UIWindow.init(coder:)`: as `init(frame: .zero)`
  /// (see `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The view that fills the window, below any other subviews: the ``rootViewController``'s
  /// view when there is one.
  ///
  /// Setting it removes the previous root view from the window and inserts the new one at
  /// the back, sized to the bounds. Setting a view other than the root controller's view lets
  /// the root controller go (as setting ``rootViewController`` to `nil`).
  public var rootView: View? {
    get { storedRootView }
    set {
      if let controller = rootViewController, controller.viewIfLoaded !== newValue {
        replaceRootViewController(controller, with: nil, rootView: newValue)
      } else {
        installRootView(newValue)
      }
    }
  }
  /// The view behind `rootView`.
  private var storedRootView: View?

  /// The controller whose view fills the window, as `UIWindow.rootViewController`.
  ///
  /// Setting it loads the controller's view and makes it the ``rootView``. Once the window was
  /// made visible (``makeKeyAndVisible()``), the new controller appears (and the old one
  /// disappears) right away: `viewWillAppear`, a layout pass, `viewDidAppear`
  /// (Documentation/ViewControllers.md § Window).
  public var rootViewController: ViewController? {
    get { storedRootViewController }
    set {
      guard newValue !== storedRootViewController else { return }
      replaceRootViewController(
        storedRootViewController, with: newValue, rootView: newValue?.view)
    }
  }
  /// The controller behind `rootViewController`.
  private var storedRootViewController: ViewController?

  /// Hiding a window that was made visible makes its root controller disappear; showing it
  /// again makes the controller appear (with a layout pass between the two halves).
  open override var isHidden: Bool {
    didSet {
      guard isHidden != oldValue, isKeyWindow, let controller = storedRootViewController else {
        return
      }
      controller.beginAppearanceTransition(!isHidden, animated: false)
      if !isHidden { layoutIfNeeded() }
      controller.endAppearanceTransition()
    }
  }

  /// Whether ``makeKeyAndVisible()`` made this the key window.
  public private(set) var isKeyWindow = false

  /// Whether controllers shown in this window appear: true once ``makeKeyAndVisible()`` ran
  /// and while the window is not hidden.
  var showsViewControllers: Bool { isKeyWindow && !isHidden }

  /// Shows the window and makes it the key window, as `UIWindow.makeKeyAndVisible()`.
  ///
  /// The first call makes the ``rootViewController`` appear: `viewWillAppear`, a layout pass
  /// (its `viewWillLayoutSubviews` and `viewDidLayoutSubviews`), then `viewDidAppear`.
  /// Hosts show a window whether or not this was called; without it, controllers get no
  /// appearance callbacks.
  public func makeKeyAndVisible() {
    isHidden = false
    guard !isKeyWindow else { return }
    isKeyWindow = true
    guard let controller = storedRootViewController else { return }
    controller.beginAppearanceTransition(true, animated: false)
    layoutIfNeeded()
    controller.endAppearanceTransition()
  }

  /// Replaces the root controller and the root view, with the appearance callbacks of a
  /// visible window: the old controller's `will` callback, the new one's, a layout pass, then
  /// their `did` callbacks.
  private func replaceRootViewController(
    _ oldController: ViewController?, with newController: ViewController?, rootView: View?
  ) {
    let visible = showsViewControllers
    if visible { oldController?.beginAppearanceTransition(false, animated: false) }
    storedRootViewController = newController
    if visible { newController?.beginAppearanceTransition(true, animated: false) }
    installRootView(rootView)
    guard visible else { return }
    layoutIfNeeded()
    oldController?.endAppearanceTransition()
    newController?.endAppearanceTransition()
  }

  /// Puts `view` at the back of the window, sized to the bounds, in place of the old root view.
  private func installRootView(_ view: View?) {
    guard view !== storedRootView else { return }
    storedRootView?.removeFromSuperview()
    storedRootView = view
    if let view {
      view.frame = bounds
      insertSubview(view, at: 0)
    }
  }

  /// The text measurer for labels in this window; `nil` uses `Label.defaultTextMeasurer`.
  ///
  /// Hosts set the backend's measurer here (Pango for Cairo and GTK) so that text is measured
  /// exactly as it is drawn.
  public var textMeasurer: (any TextMeasuring)? {
    didSet { measurementContextDidChange() }
  }

  /// The traits the host gives the window: its appearance, text size, scale and direction.
  ///
  /// Unspecified traits are taken from `TraitCollection.standard`; the result, with the
  /// window's own `overrideUserInterfaceStyle`, is the window's `traitCollection`, which the
  /// views below inherit. A change notifies only the views whose traits change
  /// (Documentation/Traits.md § Inheritance).
  public var hostTraitCollection = TraitCollection() {
    didSet {
      guard hostTraitCollection != oldValue else { return }
      refreshTraits()
    }
  }

  /// The view that receives key presses; when `nil`, keys go to the root view.
  ///
  /// Not retained, as a weak reference: it reads `nil` once the view is gone.
  public var keyView: View? {
    get { keyHandle?.view }
    set { keyHandle = newValue?.handle }
  }
  /// The handle behind `keyView` (see `ItemHandle`).
  private var keyHandle: ItemHandle?

  /// Keeps the root view filling the window, then lays out as a plain view does.
  open override func layoutSubviews() {
    rootView?.frame = bounds
    super.layoutSubviews()
  }

  /// Lays the tree out and draws it into a display list in window coordinates.
  ///
  /// The background colour, when set, fills the bounds first. Colours are resolved against
  /// each view's traits. Clears `needsDisplay`.
  ///
  /// - Complexity: O(n) in the tree's size, plus any pending layout.
  public func render() -> DisplayList {
    layoutIfNeeded()
    var list = DisplayList()
    list.traitCollection = traitCollection
    if let backgroundColor, !backgroundColor.isClear {
      list.fill(CGRect(origin: .zero, size: frame.size), color: backgroundColor)
    }
    for subview in subviews {
      subview.render(into: &list, parentOffset: CGPoint(x: -bounds.origin.x, y: -bounds.origin.y))
    }
    needsDisplay = false
    return list
  }

  /// Delivers an event from the host.
  ///
  /// Pointer events use `pointer` to tell simultaneous pointers apart (0 for a mouse). A
  /// `began` hit-tests the tree and remembers the hit view; later phases of the same pointer
  /// go to that view even outside it, as `UITouch` does. A `began` while the pointer is
  /// already down cancels the old touch first. Scrolls and flings go to the view under the
  /// pointer and up its responder chain; keys go to `keyView` or the root view. A hover goes to the view under
  /// it, after the view it left heard `nil`. Returns whether a view took the event (for
  /// pointers: whether the touch has a view).
  ///
  /// - Complexity: O(n) in the tree's size for hit testing.
  @discardableResult
  public func send(_ event: Event, pointer: Int = 0) -> Bool {
    switch event.kind {
    case .pointer(let phase, let location):
      return deliverPointer(phase, at: location, pointer: pointer, event: event)
    case .scroll(let delta, let location):
      guard let view = hitTest(location, with: event) else { return false }
      return view.scrollWheel(by: delta, with: event)
    case .scrollFling(let velocity, let location):
      guard let view = hitTest(location, with: event) else { return false }
      return view.scrollFling(velocity: velocity, with: event)
    case .key(let press):
      guard let view = keyView ?? rootView else { return false }
      return view.keyPressed(press, with: event)
    case .hover(let location):
      return deliverHover(at: location, event: event)
    }
  }

  /// Tells the view a hovering pointer left that it left (`nil` up its responder chain), then
  /// the view now under it where it is.
  private func deliverHover(at location: CGPoint?, event: Event) -> Bool {
    let hit = location.flatMap { hitTest($0, with: event) }
    if let previous = hoveredView, previous !== hit {
      previous.pointerHovered(at: nil, with: event)
    }
    hoveredView = hit
    guard let hit, let location else { return false }
    return hit.pointerHovered(at: location, with: event)
  }

  /// Routes one pointer phase to its touch.
  private func deliverPointer(
    _ phase: TouchPhase, at location: CGPoint, pointer: Int, event: Event
  ) -> Bool {
    if phase == .began {
      if let stale = activeTouches[pointer] {
        stale.update(phase: .cancelled, location: stale.locationInWindow, timestamp: 0)
        activeTouches[pointer] = nil
        stale.view?.touchesCancelled([stale], with: event)
      }
      let hit = hitTest(location, with: event)
      let touch = Touch(view: hit, window: self, location: location, timestamp: event.timestamp)
      activeTouches[pointer] = touch
      hit?.touchesBegan([touch], with: event)
      return hit != nil
    }
    guard let touch = activeTouches[pointer] else { return false }
    touch.update(phase: phase, location: location, timestamp: event.timestamp)
    let view = touch.view
    switch phase {
    case .began, .moved:
      view?.touchesMoved([touch], with: event)
    case .ended:
      activeTouches[pointer] = nil
      view?.touchesEnded([touch], with: event)
    case .cancelled:
      activeTouches[pointer] = nil
      view?.touchesCancelled([touch], with: event)
    }
    return view != nil
  }
}
