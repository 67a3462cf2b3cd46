import Sectional

extension GalleryApp {
  /// Delivers a host event in app coordinates; returns whether the scene, the chrome or the
  /// app took it.
  ///
  /// A pointer that goes down over the scene area is routed to the scene's window, moved
  /// into its coordinates, until it comes up; elsewhere to the chrome. Scrolls go to what is
  /// under them, touchpad flings to the scene, and hovers to the scene. Keys go to the scene's table, then to the app's
  /// scene switching keys (``handleAppKey(_:)``). A scroll of the table, by any event, is
  /// reported afterwards.
  @discardableResult
  func send(_ event: Event, pointer: Int) -> Bool {
    let handled: Bool
    switch event.kind {
    case .pointer(let phase, let location):
      handled = sendPointer(event, phase: phase, location: location, pointer: pointer)
    case .scroll(let delta, let location):
      if sceneRect.contains(location) {
        let local = location.offsetBy(dx: -sceneRect.minX, dy: -sceneRect.minY)
        handled = currentScene.window.send(
          Event(.scroll(delta: delta, location: local), timestamp: event.timestamp))
      } else {
        chromeWindow.layoutIfNeeded()
        handled = chromeWindow.send(event)
      }
    case .scrollFling(let velocity, let location):
      guard sceneRect.contains(location) else {
        handled = false
        break
      }
      let local = location.offsetBy(dx: -sceneRect.minX, dy: -sceneRect.minY)
      handled = currentScene.window.send(
        Event(.scrollFling(velocity: velocity, location: local), timestamp: event.timestamp))
    case .key(let press):
      handled = currentScene.window.send(event) || handleAppKey(press)
    case .hover(let location):
      // Only the scene hovers; over the chrome, or off the surface, the scene hears it left.
      let inside = location.flatMap { sceneRect.contains($0) ? $0 : nil }
      let local = inside?.offsetBy(dx: -sceneRect.minX, dy: -sceneRect.minY)
      handled = currentScene.window.send(
        Event(.hover(location: local), timestamp: event.timestamp))
    }
    reportScroll()
    return handled
  }

  /// Takes the app's own scene switching keys and returns whether it took `press`.
  ///
  /// `1`–`6` show that scene, Left or `[` the previous one, Right or `]` the next one
  /// (wrapping around); `d` flips dark mode and `t` moves to the next text size (see
  /// `GalleryApp+Traits.swift`). Keys with Control, Alt or Command held are left to the host.
  func handleAppKey(_ press: KeyPress) -> Bool {
    guard press.modifiers.isDisjoint(with: [.control, .alternate, .command]) else { return false }
    let count = GalleryScene.all.count
    switch press.key {
    case .leftArrow, .character("["):
      showScene(at: (sceneIndex + count - 1) % count)
    case .rightArrow, .character("]"):
      showScene(at: (sceneIndex + 1) % count)
    case .character("d"):
      toggleDarkMode()
    case .character("t"):
      cycleContentSize()
    case .character(let text):
      guard let number = Int(text), (1...count).contains(number) else { return false }
      showScene(at: number - 1)
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
      pointerTargets[pointer] =
        sceneRect.contains(location)
        ? (currentScene.window, sceneRect.origin) : (chromeWindow, .zero)
    }
    guard let target = pointerTargets[pointer] else { return false }
    target.window.layoutIfNeeded()
    if phase == .ended || phase == .cancelled { pointerTargets[pointer] = nil }
    let local = location.offsetBy(dx: -target.origin.x, dy: -target.origin.y)
    return target.window.send(
      Event(.pointer(phase, location: local), timestamp: event.timestamp), pointer: pointer)
  }
}
