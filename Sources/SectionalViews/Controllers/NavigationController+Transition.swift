import SectionalGraphics

/// One push or pop slide in progress: who leaves, who arrives, and how to finish.
@MainActor
final class NavigationTransition {
  /// Whether the new top controller slides in over the old one (push) or the old one slides
  /// off it (pop).
  enum Kind {
    /// The new view enters from the trailing edge, above the old one.
    case push
    /// The old view leaves towards the trailing edge, uncovering the new one.
    case pop
  }

  /// Push or pop.
  let kind: Kind
  /// Applies the final frames and runs the `did` callbacks; runs once.
  private var finish: (() -> Void)?

  /// Makes a transition that `finish` completes.
  init(kind: Kind, finish: @escaping () -> Void) {
    self.kind = kind
    self.finish = finish
  }

  /// Whether the transition has finished.
  var isFinished: Bool { finish == nil }

  /// Completes the transition, once.
  func complete() {
    guard let finish else { return }
    self.finish = nil
    finish()
  }

  /// The horizontal offsets, as fractions of the width, of the view on top of the slide and of
  /// the view under it at eased `progress`.
  ///
  /// Push: the new view goes from 1 to 0 and the old one from 0 to −0.3. Pop: the old view goes
  /// from 0 to 1 and the new one from −0.3 to 0. UIKit's parallax: the covered view travels
  /// `width − round(0.7 × width)` (Documentation/ViewControllers.md § The slide).
  static func offsets(kind: Kind, progress: Double, width: Double) -> (top: Double, under: Double) {
    let parallax = width - (width * 0.7).rounded()
    switch kind {
    case .push: return (width * (1 - progress), -parallax * progress)
    case .pop: return (width * progress, -parallax * (1 - progress))
    }
  }
}

// The stack change every public method goes through, with UIKit's call order
// (Documentation/ViewControllers.md § Call order): the controllers that leave hear
// `willMove(toParent: nil)`, the new ones are added (`willMove(toParent:)`), the new top's view
// loads, the old top's `viewWillDisappear` and the new top's `viewWillAppear` run, the new view
// lays out, the slide runs, then `viewDidDisappear`, `viewDidAppear`, `didMove(toParent:)`.
extension NavigationController {
  /// Replaces the stack with `newStack`, sliding when `animated`, an ``animator`` is set and the
  /// navigation controller is on screen.
  func replaceStack(with newStack: [ViewController], animated: Bool) {
    for (index, controller) in newStack.enumerated() {
      precondition(
        !(controller is NavigationController),
        "pushing a navigation controller onto a navigation controller is not supported")
      precondition(
        !newStack[..<index].contains { $0 === controller },
        "a view controller can be on a navigation stack only once")
    }
    finishTransition()
    let oldStack = stack
    let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
    let added = newStack.filter { new in !oldStack.contains { $0 === new } }
    for controller in removed.reversed() { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    stack = newStack
    navigationBar.setItems(newStack.map(\.navigationItem), animated: animated)
    let finishMoves = { [unowned self] in
      for controller in removed.reversed() { controller.removeFromParent() }
      for controller in added { controller.didMove(toParent: self) }
    }
    let oldTop = oldStack.last
    guard let newTop = newStack.last, newTop !== oldTop, viewIfLoaded != nil,
      isAppearingOrAppeared
    else {
      if viewIfLoaded != nil { installTopView() }
      oldTop.map { takeOffScreen($0, removed: removed) }
      finishMoves()
      return
    }
    let kind: NavigationTransition.Kind =
      oldStack.contains { $0 === newTop } ? .pop : .push
    slide(from: oldTop, to: newTop, kind: kind, animated: animated) { [unowned self] in
      if let oldTop { self.takeOffScreen(oldTop, removed: removed) }
      newTop.movingToParent = false
      finishMoves()
    }
  }

  /// Ends a running slide now, with its final frames and callbacks.
  func finishTransition() {
    guard let transition else { return }
    self.transition = nil
    transition.complete()
  }

  /// Runs the `will` callbacks, places the new top's view and lays it out, then slides (or
  /// jumps) and runs `completion` after the `did` callbacks.
  private func slide(
    from oldTop: ViewController?, to newTop: ViewController, kind: NavigationTransition.Kind,
    animated: Bool, completion: @escaping () -> Void
  ) {
    let newView: View = newTop.view
    let oldView = oldTop?.viewIfLoaded
    newTop.movingToParent = kind == .push
    oldTop?.movingFromParent = kind == .pop
    oldTop?.beginAppearanceTransition(false, animated: animated)
    newTop.beginAppearanceTransition(true, animated: animated)
    if let oldView, kind == .pop, oldView.superview === contentView {
      contentView.insertSubview(newView, belowSubview: oldView)
    } else {
      contentView.addSubview(newView)
    }
    let width = contentView.bounds.width
    let moving = kind == .push ? newView : oldView
    let under = kind == .push ? oldView : newView
    let place = { (progress: Double) in
      let offsets = NavigationTransition.offsets(kind: kind, progress: progress, width: width)
      let size = self.contentView.bounds.size
      moving?.frame = CGRect(origin: CGPoint(x: offsets.top, y: 0), size: size)
      under?.frame = CGRect(origin: CGPoint(x: offsets.under, y: 0), size: size)
    }
    place(0)
    newView.setNeedsLayout()
    view.layoutIfNeeded()
    let transition = NavigationTransition(kind: kind) { [unowned self] in
      place(1)
      if let oldView, oldView.superview === self.contentView { oldView.removeFromSuperview() }
      newView.frame = self.contentView.bounds
      oldTop?.endAppearanceTransition()
      if self.appearState == .appeared { newTop.endAppearanceTransition() }
      completion()
    }
    guard animated, let animator, appearState == .appeared, width > 0 else {
      transition.complete()
      return
    }
    self.transition = transition
    animator.animate(
      duration: NavigationController.transitionDuration,
      update: { progress in
        guard !transition.isFinished else { return }
        place(progress)
      },
      completion: { [weak self] in
        guard !transition.isFinished else { return }
        if self?.transition === transition { self?.transition = nil }
        transition.complete()
      })
  }

  /// Ends the appearance of a controller that is no longer on top (when it was on screen)
  /// and clears its moving flag.
  private func takeOffScreen(_ controller: ViewController, removed: [ViewController]) {
    if controller.appearState != .disappeared, stack.last !== controller {
      controller.beginAppearanceTransition(false, animated: false)
      controller.endAppearanceTransition()
    }
    if let view = controller.viewIfLoaded, view.superview === contentView,
      stack.last !== controller
    {
      view.removeFromSuperview()
    }
    controller.movingFromParent = false
  }
}
