import Sectional

/// What an app's host shows: the app's window, with one `Animator` timed by the host's
/// frames that every navigation controller and table in the window runs on.
///
/// Before each frame is drawn, the content looks through the window's controllers and views
/// and gives each `NavigationController` and scroll view (tables included) that has another
/// animator (or none) its ``animator``, so pushes, pops, table updates, deceleration and bounce
/// all follow the host's frames; a table that gets it also gets ``tableSetup`` once (the terminal
/// host adapts tables to cells there). Controllers pushed later are found at the next frame;
/// tables inside table cells are not looked into.
@MainActor
public final class ApplicationContent: HostContent {
  /// The window shown.
  public let window: Window
  /// The animator every navigation controller and scroll view in the window runs on.
  public let animator: Animator
  /// The clock of ``animator``: the host's frame times without the idle gaps.
  public let clock: HostAnimationClock
  /// Run once on each table when it gets ``animator``.
  public var tableSetup: (TableView) -> Void = { _ in }
  /// Whether an animation ran through the last frame.
  private var wasAnimating = false
  /// Whether an animation step changed something the window has not drawn yet.
  private var needsRedraw = false

  /// Shows `window`, with a new animator on a ``HostAnimationClock``.
  public init(window: Window) {
    self.window = window
    clock = HostAnimationClock()
    animator = Animator(clock: clock)
  }

  /// Whether the window or a running animation needs a new frame.
  public var needsDisplay: Bool { needsRedraw || window.needsDisplay || animator.isAnimating }

  /// The window's text measurer.
  public var textMeasurer: (any TextMeasuring)? {
    get { window.textMeasurer }
    set { window.textMeasurer = newValue }
  }

  /// The window's host traits.
  public var hostTraitCollection: TraitCollection {
    get { window.hostTraitCollection }
    set { window.hostTraitCollection = newValue }
  }

  /// Lays the window out at `size`.
  public func resize(to size: CGSize) { window.resize(to: size) }

  /// Delivers `event` to the window.
  @discardableResult
  public func send(_ event: Event, pointer: Int) -> Bool { window.send(event, pointer: pointer) }

  /// Moves the clock to the host time `time`, steps the animations and returns whether any is
  /// still running.
  public func advanceAnimations(to time: Double) -> Bool {
    clock.advance(toHostTime: time, running: wasAnimating)
    if animator.isAnimating {
      animator.step()
      needsRedraw = true
    }
    wasAnimating = animator.isAnimating
    return wasAnimating
  }

  /// Gives the window's navigation controllers and tables the animator, then lays out and
  /// draws the window.
  ///
  /// - Complexity: O(v + c) to look through the v views and c controllers, plus the drawing.
  public func render() -> DisplayList {
    equip()
    needsRedraw = false
    return window.render()
  }

  /// The window's accessibility elements.
  public func accessibilityItems() -> [AccessibilityItem] { window.accessibilityItems() }

  /// Gives ``animator`` to every navigation controller under the root controller and to every
  /// scroll view in the window that does not have it yet (running ``tableSetup`` on tables).
  func equip() {
    var controllers = window.rootViewController.map { [$0] } ?? []
    while let controller = controllers.popLast() {
      if let navigation = controller as? NavigationController, navigation.animator !== animator {
        navigation.animator = animator
      }
      controllers.append(contentsOf: controller.children)
    }
    var views: [View] = [window]
    while let view = views.popLast() {
      if let scrollView = view as? ScrollView, scrollView.animator !== animator {
        scrollView.animator = animator
        if let table = scrollView as? TableView { tableSetup(table) }
      }
      if view is TableView { continue }
      views.append(contentsOf: view.subviews)
    }
  }
}
