import SectionalGraphics

/// An object that handles events or passes them on along the responder chain, as
/// `UIResponder`.
///
/// `View` is the responder everything else builds on: its `next` is its superview, so an
/// event a view does not handle climbs the tree until some view handles it or the chain
/// ends.
@MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain; `nil` by default.
  open var next: Responder? { nil }

  /// Called when touches begin in this responder (for a view: touches that hit it).
  ///
  /// The default passes the touches to `next`, as `UIResponder` does.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Called when touches that began in this responder move.
  ///
  /// The default passes the touches to `next`.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Called when touches that began in this responder end.
  ///
  /// The default passes the touches to `next`.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Called when touches that began in this responder are cancelled.
  ///
  /// The default passes the touches to `next`.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Called for a scroll over this responder.
  ///
  /// `delta` is in points. The default passes it to `next`; returns whether some view handled
  /// it (the default for a root is `false`).
  @discardableResult
  open func scrollWheel(by delta: CGPoint, with event: Event?) -> Bool {
    next?.scrollWheel(by: delta, with: event) ?? false
  }

  /// Called when touchpad scrolling over this responder ends with `velocity` points per second
  /// (in the direction of a scroll's delta), so that the content can coast on.
  ///
  /// The default passes it to `next`; returns whether some view coasts (a ``ScrollView``).
  @discardableResult
  open func scrollFling(velocity: CGPoint, with event: Event?) -> Bool {
    next?.scrollFling(velocity: velocity, with: event) ?? false
  }

  /// Called when a pointer with no button down moves over this responder, and with `nil` when it
  /// moved off it (onto another view, or out of the window).
  ///
  /// `location` is in window coordinates; iPadOS's counterpart is `UIHoverGestureRecognizer`.
  /// The default passes it to `next`; returns whether some view used it.
  @discardableResult
  open func pointerHovered(at location: CGPoint?, with event: Event?) -> Bool {
    next?.pointerHovered(at: location, with: event) ?? false
  }

  /// Called for a key press when this responder is the window's key view.
  ///
  /// The default passes it to `next`; returns whether some view handled it.
  @discardableResult
  open func keyPressed(_ press: KeyPress, with event: Event?) -> Bool {
    next?.keyPressed(press, with: event) ?? false
  }
}
