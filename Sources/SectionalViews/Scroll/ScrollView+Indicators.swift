import SectionalGraphics

extension ScrollView {
  /// Shows the indicators at full opacity now and keeps a frame callback fading them until
  /// they are gone; does nothing without an animator.
  package func noteScrollActivity() {
    guard let animator else { return }
    lastScrollActivity = animator.clock.now
    setNeedsDisplay()
    guard !isFadingIndicators else { return }
    isFadingIndicators = true
    let handle = self.handle
    animator.run { now in
      guard let view = handle.view as? ScrollView else { return false }
      return view.stepIndicatorFade(at: now)
    }
  }

  /// Redraws the fading indicators; returns whether they are still visible (or held visible
  /// by a pan or a motion).
  private func stepIndicatorFade(at now: Double) -> Bool {
    setNeedsDisplay()
    if let last = lastScrollActivity,
      isPanning || isMoving || ScrollIndicatorMetrics.opacity(sinceLastScroll: now - last) > 0
    {
      return true
    }
    lastScrollActivity = nil
    isFadingIndicators = false
    return false
  }

  /// The indicators' opacity now: 1 while a pan holds the content, then fading from the last
  /// scroll (ScrollIndicatorMetrics); 0 without an animator or after the fade.
  public var scrollIndicatorOpacity: Double {
    guard let animator, let last = lastScrollActivity else { return 0 }
    if isPanning { return 1 }
    return ScrollIndicatorMetrics.opacity(sinceLastScroll: animator.clock.now - last)
  }

  /// Draws the vertical and horizontal knobs for the content's position, in `rect` (the view's
  /// frame in the list's coordinates), on the axes whose content is longer than the view.
  func drawScrollIndicators(in rect: CGRect, into list: inout DisplayList) {
    let opacity = scrollIndicatorOpacity
    guard opacity > 0 else { return }
    let metrics = ScrollIndicatorMetrics.self
    let color = Color(white: 0, alpha: metrics.defaultAlpha * opacity)
    let insets = adjustedContentInset
    let range = contentOffsetRange
    if showsVerticalScrollIndicator, contentExceedsVertically {
      let knob = metrics.knob(
        trackStart: rect.minY + insets.top + metrics.edgeInset,
        trackLength: rect.height - insets.vertical - 2 * metrics.edgeInset,
        visibleLength: bounds.height - insets.vertical, contentLength: contentSize.height,
        offset: contentOffset.y, minOffset: range.y.lowerBound, maxOffset: range.y.upperBound)
      let frame = CGRect(
        x: rect.maxX - metrics.edgeInset - metrics.thickness, y: knob.start,
        width: metrics.thickness, height: knob.length)
      list.fillRoundedRect(frame, cornerRadius: metrics.thickness / 2, color: color)
    }
    if showsHorizontalScrollIndicator, contentExceedsHorizontally {
      let knob = metrics.knob(
        trackStart: rect.minX + insets.left + metrics.edgeInset,
        trackLength: rect.width - insets.horizontal - 2 * metrics.edgeInset - metrics.thickness,
        visibleLength: bounds.width - insets.horizontal, contentLength: contentSize.width,
        offset: contentOffset.x, minOffset: range.x.lowerBound, maxOffset: range.x.upperBound)
      let frame = CGRect(
        x: knob.start, y: rect.maxY - metrics.edgeInset - metrics.thickness,
        width: knob.length, height: metrics.thickness)
      list.fillRoundedRect(frame, cornerRadius: metrics.thickness / 2, color: color)
    }
  }
}
