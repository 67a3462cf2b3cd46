import Sectional

extension GalleryApp {
  /// Delivers a host event in app coordinates; returns whether a screen, the chrome or the
  /// app took it.
  ///
  /// A pointer that goes down over ``contentRect`` is routed to the navigation window, moved
  /// into its coordinates, until it comes up; elsewhere to the chrome. Scrolls go to what is
  /// under them, touchpad flings and hovers to the navigation window. Keys go to the list
  /// first while it is on top (``GalleryListController/handleKey(_:)``), then to the top
  /// screen's table, then to the app's own keys (``handleAppKey(_:)``). Afterwards a push or
  /// pop, by any of them, and a scroll of the top table are reported.
  @discardableResult
  func send(_ event: Event, pointer: Int) -> Bool {
    let handled: Bool
    let area = contentRect
    switch event.kind {
    case .pointer(let phase, let location):
      handled = sendPointer(event, phase: phase, location: location, pointer: pointer)
    case .scroll(let delta, let location):
      if area.contains(location) {
        let local = location.offsetBy(dx: -area.minX, dy: -area.minY)
        handled = window.send(
          Event(.scroll(delta: delta, location: local), timestamp: event.timestamp))
      } else {
        chromeWindow.layoutIfNeeded()
        handled = chromeWindow.send(event)
      }
    case .scrollFling(let velocity, let location):
      guard area.contains(location) else {
        handled = false
        break
      }
      let local = location.offsetBy(dx: -area.minX, dy: -area.minY)
      handled = window.send(
        Event(.scrollFling(velocity: velocity, location: local), timestamp: event.timestamp))
    case .key(let press):
      let onList = navigationController.topViewController === listController
      handled =
        (onList && listController.handleKey(press)) || window.send(event)
        || handleAppKey(press)
    case .hover(let location):
      // Only the navigation window hovers; over the chrome, or off the surface, it hears the
      // pointer left.
      let inside = location.flatMap { area.contains($0) ? $0 : nil }
      let local = inside?.offsetBy(dx: -area.minX, dy: -area.minY)
      handled = window.send(Event(.hover(location: local), timestamp: event.timestamp))
    }
    noteTopController(reporting: true)
    reportScroll()
    return handled
  }

  /// Takes the app's own keys and returns whether it took `press`.
  ///
  /// Escape goes back to the list (when a scene is on top), `d` flips dark mode and `t` moves
  /// to the next text size (see `GalleryApp+Traits.swift`). Keys with Control, Alt or Command
  /// held are left to the host.
  func handleAppKey(_ press: KeyPress) -> Bool {
    guard press.modifiers.isDisjoint(with: [.control, .alternate, .command]) else { return false }
    switch press.key {
    case .escape:
      return goBack()
    case .character("d"):
      toggleDarkMode()
    case .character("t"):
      cycleContentSize()
    default:
      return false
    }
    return true
  }

  /// Routes one pointer phase to the window its pointer went down in.
  private func sendPointer(
    _ event: Event, phase: TouchPhase, location: CGPoint, pointer: Int
  ) -> Bool {
    if phase == .began {
      let area = contentRect
      pointerTargets[pointer] =
        area.contains(location) ? (window, area.origin) : (chromeWindow, .zero)
    }
    guard let target = pointerTargets[pointer] else { return false }
    target.window.layoutIfNeeded()
    if phase == .ended || phase == .cancelled { pointerTargets[pointer] = nil }
    let local = location.offsetBy(dx: -target.origin.x, dy: -target.origin.y)
    return target.window.send(
      Event(.pointer(phase, location: local), timestamp: event.timestamp), pointer: pointer)
  }
}
