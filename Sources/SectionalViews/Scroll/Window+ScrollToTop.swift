import SectionalGraphics

extension Window {
  /// Scrolls the window's one scroll view that has ``ScrollView/scrollsToTop`` to the top, as
  /// a tap on UIKit's status bar does (Linux hosts have no status bar, so hosts or apps call
  /// this themselves).
  ///
  /// As in UIKit, nothing scrolls when more than one visible scroll view has the property on,
  /// or when its delegate's ``ScrollViewDelegate/scrollViewShouldScrollToTop(_:)`` says no.
  /// The scroll is animated on the view's animator and ends with
  /// ``ScrollViewDelegate/scrollViewDidScrollToTop(_:)``. Returns whether a view scrolled.
  ///
  /// - Complexity: O(n) in the tree's size.
  @discardableResult
  public func scrollToTop() -> Bool {
    var candidates: [ScrollView] = []
    func collect(_ view: View) {
      guard !view.isHidden, view.alpha > 0 else { return }
      if let scrollView = view as? ScrollView, scrollView.scrollsToTop {
        candidates.append(scrollView)
      }
      for subview in view.subviews { collect(subview) }
    }
    collect(self)
    guard candidates.count == 1 else { return false }
    return candidates[0].scrollToTopAsAsked()
  }
}

extension ScrollView {
  /// Scrolls to the top unless the delegate declines; returns whether it scrolls.
  func scrollToTopAsAsked() -> Bool {
    if let delegate, !delegate.scrollViewShouldScrollToTop(self) { return false }
    stopMotion()
    let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
    guard animator != nil, top != contentOffset else {
      contentOffset = top
      delegate?.scrollViewDidScrollToTop(self)
      return true
    }
    startAnimatedScroll(to: top, ending: .scrollToTop)
    return true
  }
}
