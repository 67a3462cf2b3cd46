import SectionalGraphics

extension ScrollView {
  /// How far a touch moves before it pans: 10 pt.
  ///
  /// Shorter movements stay a tap (Documentation/ScrollView.md § Dragging).
  public static let panSlop: Double = 10

  /// Starts following `touch`: a running motion stops where it is (a catch), and the touch
  /// may become a pan once it moves past ``panSlop``.
  func beginFollowing(_ touch: Touch) {
    let caught = isMoving
    stopMotion()
    isTracking = true
    var drag = ScrollDrag(touchStart: touch.locationInWindow, caughtMotion: caught)
    drag.tracker.add(touch.locationInWindow, at: touch.timestamp)
    self.drag = drag
  }

  /// Pans the content with `touch` once it moved past ``panSlop`` on an axis that can scroll
  /// (telling the delegate ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)`` first); past
  /// an edge the content follows with the rubber band.
  func follow(_ touch: Touch) {
    guard var drag else { return }
    let location = touch.locationInWindow
    drag.tracker.add(location, at: touch.timestamp)
    guard let panStart = drag.panStart else {
      let dx = canDragHorizontally ? location.x - drag.touchStart.x : 0
      let dy = canDragVertically ? location.y - drag.touchStart.y : 0
      guard dx * dx + dy * dy > ScrollView.panSlop * ScrollView.panSlop else {
        self.drag = drag
        return
      }
      drag.panStart = location
      drag.offsetAtPanStart = fingerOffset(for: contentOffset)
      self.drag = drag
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
      return
    }
    self.drag = drag
    let range = contentOffsetRange
    var offset = contentOffset
    if canDragHorizontally {
      offset.x = banded(
        drag.offsetAtPanStart.x - (location.x - panStart.x), in: range.x, dimension: bounds.width)
    }
    if canDragVertically {
      offset.y = banded(
        drag.offsetAtPanStart.y - (location.y - panStart.y), in: range.y, dimension: bounds.height)
    }
    guard offset != contentOffset else { return }
    contentOffset = offset
    noteScrollActivity()
  }

  /// Whether the followed touch has started panning.
  package var isPanning: Bool { drag?.panStart != nil }

  /// Whether the followed touch stopped a running motion when it went down.
  package var touchCaughtMotion: Bool { drag?.caughtMotion ?? false }

  /// Ends the followed touch: a pan ends with the release velocity (none when `cancelled`);
  /// a touch that never panned leaves content past an edge springing back.
  func endTouch(_ touch: Touch?, cancelled: Bool) {
    guard var drag else { return }
    self.drag = nil
    isTracking = false
    guard drag.panStart != nil else {
      settleIntoRange()
      return
    }
    var velocity = CGPoint(x: 0, y: 0)
    if let touch, !cancelled {
      drag.tracker.add(touch.locationInWindow, at: touch.timestamp)
      let finger = drag.tracker.velocity(at: touch.timestamp)
      // The content moves against the finger; `0 - v` keeps a still finger at +0, not -0.
      velocity = CGPoint(
        x: canDragHorizontally ? 0 - finger.x : 0, y: canDragVertically ? 0 - finger.y : 0)
    }
    endDragging(velocity: velocity)
  }

  /// Ends a drag released at `velocity` (points per second, in offset terms): proposes the
  /// resting offset, lets the delegate change it, then coasts or springs back to it.
  package func endDragging(velocity: CGPoint) {
    let range = contentOffsetRange
    let offset = contentOffset
    let rate = Double(decelerationRate.rawValue)
    func proposal(_ offset: Double, _ velocity: Double, _ range: ClosedRange<Double>) -> Double {
      let rest =
        range.contains(offset)
        ? DecelerationCurve(offset: offset, velocity: velocity, rate: rate).restingOffset : offset
      return min(max(rest, range.lowerBound), range.upperBound)
    }
    let proposed = CGPoint(
      x: proposal(offset.x, velocity.x, range.x), y: proposal(offset.y, velocity.y, range.y))
    var target = proposed
    if let delegate {
      withUnsafeMutablePointer(to: &target) {
        delegate.scrollViewWillEndDragging(
          self, withVelocity: CGPoint(x: velocity.x / 1_000, y: velocity.y / 1_000),
          targetContentOffset: $0)
      }
    }
    let now = clockNow
    let x = axisMotion(
      offset.x, velocity.x, range.x, proposed: proposed.x, target: target.x, now: now)
    let y = axisMotion(
      offset.y, velocity.y, range.y, proposed: proposed.y, target: target.y, now: now)
    let decelerate = !x.isResting || !y.isResting
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    guard decelerate else {
      isDragging = false
      return
    }
    beginDecelerating(.decelerating(x: x, y: y, bounces: bounces))
  }

  /// Springs content left past an edge (by a touch that caught it and lifted without
  /// panning) back into its range.
  private func settleIntoRange() {
    let range = contentOffsetRange
    let offset = contentOffset
    let now = clockNow
    let x = axisMotion(offset.x, 0, range.x, proposed: offset.x, target: offset.x, now: now)
    let y = axisMotion(offset.y, 0, range.y, proposed: offset.y, target: offset.y, now: now)
    guard !x.isResting || !y.isResting else { return }
    beginDecelerating(.decelerating(x: x, y: y, bounces: bounces))
  }

  /// Starts decelerating with `motion` and tells the delegate.
  func beginDecelerating(_ motion: ScrollMotion) {
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    startMotion(motion)
  }

  /// The motion of one axis released at `offset` with `velocity`: a spring back when it is
  /// past an edge, else coasting to the delegate's `target` when it changed the `proposed`
  /// one, else coasting on the natural curve; still when the coast would move less than
  /// ``DecelerationCurve/restingDistance``.
  func axisMotion(
    _ offset: Double, _ velocity: Double, _ range: ClosedRange<Double>, proposed: Double,
    target: Double, now: Double
  ) -> AxisMotion {
    let changed = target != proposed
    let goal = min(max(target, range.lowerBound), range.upperBound)
    let rate = Double(decelerationRate.rawValue)
    guard range.contains(offset) else {
      let toward: SpringTarget =
        changed ? .offset(goal) : (offset < range.lowerBound ? .lowerEdge : .upperEdge)
      let spring = SpringBack(
        offset: offset, velocity: velocity, restOffset: toward.rest(in: range))
      return .springing(spring, start: now, toward: toward)
    }
    let curve =
      changed
      ? DecelerationCurve(offset: offset, restingAt: goal, rate: rate)
      : DecelerationCurve(offset: offset, velocity: velocity, rate: rate)
    if curve.stopTime == 0, !changed || goal == offset { return .resting }
    return .coasting(curve, start: now, target: changed ? goal : curve.restingOffset)
  }

  /// The offset shown for a finger holding the content at `raw`: past an edge, the edge plus
  /// the rubber band of the overscroll (or the edge without ``bounces``).
  func banded(_ raw: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
    if raw < range.lowerBound {
      guard bounces else { return range.lowerBound }
      return range.lowerBound
        + RubberBand.offset(forOverscroll: raw - range.lowerBound, dimension: dimension)
    }
    if raw > range.upperBound {
      guard bounces else { return range.upperBound }
      return range.upperBound
        + RubberBand.offset(forOverscroll: raw - range.upperBound, dimension: dimension)
    }
    return raw
  }

  /// The finger offset that shows `offset`: the inverse of ``banded(_:in:dimension:)``, so a
  /// pan that starts past an edge does not jump.
  func fingerOffset(for offset: CGPoint) -> CGPoint {
    let range = contentOffsetRange
    func axis(_ value: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
      if value < range.lowerBound {
        return range.lowerBound
          + RubberBand.overscroll(forOffset: value - range.lowerBound, dimension: dimension)
      }
      if value > range.upperBound {
        return range.upperBound
          + RubberBand.overscroll(forOffset: value - range.upperBound, dimension: dimension)
      }
      return value
    }
    return CGPoint(
      x: axis(offset.x, range.x, bounds.width), y: axis(offset.y, range.y, bounds.height))
  }
}
