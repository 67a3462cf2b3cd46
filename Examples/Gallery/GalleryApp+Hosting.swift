import Sectional

extension GalleryApp: HostContent {
  /// Whether the chrome, the navigation window or a running animation needs a new frame, or
  /// the app changed screens since the last `render()`.
  var needsDisplay: Bool {
    needsRedraw || chromeWindow.needsDisplay || window.needsDisplay || animator.isAnimating
  }

  /// Lays the chrome out at `size` and the navigation controller in ``contentRect``.
  func resize(to size: CGSize) {
    guard size != self.size else { return }
    self.size = size
    chromeWindow.resize(to: size)
    window.resize(to: contentRect.size)
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

  /// The navigation window's display list moved into and clipped to ``contentRect``, then
  /// the chrome.
  ///
  /// - Complexity: O(n) in the commands drawn.
  func render() -> DisplayList {
    let area = contentRect
    let content = window.render()
    var list = DisplayList()
    list.clipped(to: area) {
      $0.append(contentsOf: content.offsetBy(dx: area.minX, dy: area.minY))
    }
    list.append(contentsOf: chromeWindow.render())
    needsRedraw = false
    return list
  }
}

extension GalleryApp {
  /// The chrome's title line, then the navigation window's visible elements (moved into
  /// ``contentRect`` and cut to it), then the status line: the order a screen reader reads
  /// the screen in.
  func accessibilityItems() -> [AccessibilityItem] {
    let area = contentRect
    let chrome = chromeWindow.accessibilityItems()
    var content: [AccessibilityItem] = []
    for var item in window.accessibilityItems() {
      let frame = item.node.frame.offsetBy(dx: area.minX, dy: area.minY).intersection(area)
      guard !frame.isEmpty else { continue }
      item.node.frame = frame
      content.append(item)
    }
    let above = chrome.filter { $0.node.frame.midY < area.minY }
    let below = chrome.filter { $0.node.frame.midY >= area.minY }
    return above + content + below
  }
}
