import Sectional

extension GalleryApp: HostContent {
  /// Whether the chrome, the current scene or a running animation needs a new frame, or
  /// the app switched scenes since the last `render()`.
  var needsDisplay: Bool {
    needsRedraw || chromeWindow.needsDisplay || currentScene.window.needsDisplay
      || animator.isAnimating
  }

  /// Lays the chrome out at `size` and the current scene at the scene area's size (other
  /// scenes are resized when shown).
  func resize(to size: CGSize) {
    guard size != self.size else { return }
    self.size = size
    chromeWindow.resize(to: size)
    currentScene.window.resize(to: sceneRect.size)
    needsRedraw = true
  }

  /// Moves the animations to the host time `time` (see ``GalleryAnimationClock``) and returns
  /// whether any is still running; a table that coasted or bounced is reported as a scroll.
  func advanceAnimations(to time: Double) -> Bool {
    animationClock.advance(toHostTime: time, running: wasAnimating)
    if animator.isAnimating {
      animator.step()
      needsRedraw = true
      reportScroll()
    }
    wasAnimating = animator.isAnimating
    return wasAnimating
  }

  /// The scene's display list moved into and clipped to the scene area, then the chrome.
  ///
  /// - Complexity: O(n) in the commands drawn.
  func render() -> DisplayList {
    let area = sceneRect
    let sceneList = currentScene.window.render()
    var list = DisplayList()
    list.clipped(to: area) {
      $0.append(contentsOf: sceneList.offsetBy(dx: area.minX, dy: area.minY))
    }
    list.append(contentsOf: chromeWindow.render())
    needsRedraw = false
    return list
  }
}

extension GalleryApp {
  /// The tabs, then the current scene's visible elements (moved into the scene area and
  /// cut to it), then the status line: the order a screen reader reads the screen in.
  func accessibilityItems() -> [AccessibilityItem] {
    let area = sceneRect
    let chrome = chromeWindow.accessibilityItems()
    var scene: [AccessibilityItem] = []
    for var item in currentScene.window.accessibilityItems() {
      let frame = item.node.frame.offsetBy(dx: area.minX, dy: area.minY).intersection(area)
      guard !frame.isEmpty else { continue }
      item.node.frame = frame
      scene.append(item)
    }
    let above = chrome.filter { $0.node.frame.midY < area.minY }
    let below = chrome.filter { $0.node.frame.midY >= area.minY }
    return above + scene + below
  }
}
