import CGtk4
import SectionalGraphics
import SectionalViews

/// Input handlers: GTK's reports become `Event`s delivered to the content (pointer 0, the
/// mouse), then the host asks for a frame only when the content needs display and starts
/// the frame clock when an animation or coasting runs.
extension GTKHost {
  /// A button went down (click `pressed` or drag `drag-begin`): `began`, once per press.
  func pointerPressed(at location: CGPoint) {
    pointerLocation = location
    kinetic = nil
    guard let kind = pointer.press(at: location) else { return }
    deliver(kind)
  }

  /// The pointer moved by `offset` from the press (drag `drag-update`): `moved`.
  func pointerDragged(by offset: CGPoint) {
    guard let kind = pointer.drag(offset: offset) else { return }
    pointerLocation = Event(kind).location ?? pointerLocation
    deliver(kind)
  }

  /// The button came up (click `released`): `ended`, once per press.
  func pointerReleased(at location: CGPoint) {
    for kind in pointer.release(at: location) { deliver(kind) }
  }

  /// The drag ended `offset` from the press (drag `drag-end`): `ended`, once per press.
  func pointerDragEnded(by offset: CGPoint) {
    for kind in pointer.release(offset: offset) { deliver(kind) }
  }

  /// The drag gesture was cancelled (its grab broke): `cancelled` when a press is down.
  func pointerCancelled() {
    guard let kind = pointer.cancel() else { return }
    deliver(kind)
  }

  /// The pointer moved over the drawing area (motion controller).
  ///
  /// Remembered for scroll locations, and delivered as a hover while no button is down;
  /// moves while a button is down come from the drag gesture.
  func pointerHovered(at location: CGPoint) {
    pointerLocation = location
    guard !pointer.isDown else { return }
    deliver(.hover(location: location))
  }

  /// The pointer left the drawing area (motion controller `leave`): a hover to `nil`.
  func pointerLeft() {
    guard !pointer.isDown else { return }
    deliver(.hover(location: nil))
  }

  /// A scroll of (`dx`, `dy`) in `unit`: a scroll event in points at the pointer.
  ///
  /// Stops any coasting. Returns whether the content took it.
  func scrolled(dx: Double, dy: Double, unit: GTKScrollMapping.Unit) -> Bool {
    kinetic = nil
    let delta = GTKScrollMapping.points(dx: dx, dy: dy, unit: unit, pageSize: size)
    guard delta.x != 0 || delta.y != 0 else { return false }
    return deliver(.scroll(delta: delta, location: pointerLocation))
  }

  /// A touchpad fling ended at velocity (`vx`, `vy`) per second in `unit`: a fling event at
  /// the pointer, so a scroll view decelerates on the content's clock; content that does not
  /// take it coasts by the host's scroll events instead.
  func flung(vx: Double, vy: Double, unit: GTKScrollMapping.Unit) {
    let velocity = GTKScrollMapping.points(dx: vx, dy: vy, unit: unit, pageSize: size)
    guard velocity.x != 0 || velocity.y != 0 else { return }
    if deliver(.scrollFling(velocity: velocity, location: pointerLocation)) { return }
    let coast = KineticScroll(velocity: velocity, time: Self.now())
    guard coast.isRunning(at: coast.startTime) else { return }
    kinetic = coast
    startTicking()
  }

  /// A key press: the key event when Sectional names the key.
  ///
  /// When the content does not take it, Ctrl-Q and Ctrl-W close the window the way the
  /// window manager's close button does (`gtk_window_close`). Returns whether the content or
  /// the host took it (GTK handles it otherwise).
  func keyPressed(_ keyval: UInt32, state: UInt32) -> Bool {
    guard let press = GTKKeyMapping.keyPress(keyval: keyval, state: state) else { return false }
    if deliver(.key(press)) { return true }
    guard Self.isCloseShortcut(press) else { return false }
    gtk_window_close(windowPointer)
    return true
  }

  /// Whether `press` is Ctrl-Q or Ctrl-W (either case, no other modifier but Shift).
  nonisolated static func isCloseShortcut(_ press: KeyPress) -> Bool {
    guard press.modifiers.subtracting(.shift) == .control else { return false }
    return [.character("q"), .character("Q"), .character("w"), .character("W")].contains(press.key)
  }

  /// Sends `kind` to the content, then schedules what it needs.
  @discardableResult
  func deliver(_ kind: Event.Kind) -> Bool {
    let time = Self.now()
    let taken = content.send(Event(kind, timestamp: time), pointer: 0)
    pendingInputHandling += Self.now() - time
    contentDidChange(afterInputAt: time)
    return taken
  }

  /// After input at `time`: starts ticking while the content animates and queues a draw
  /// when it needs display.
  ///
  /// The oldest input not drawn yet keeps its time for ``GTKFrameTiming/inputTime``; input
  /// that changes nothing leaves no time behind.
  func contentDidChange(afterInputAt time: Double) {
    if content.advanceAnimations(to: time) { startTicking() }
    guard content.needsDisplay else { return }
    if pendingInputTime == nil { pendingInputTime = time }
    gtk_widget_queue_draw(area)
  }
}
