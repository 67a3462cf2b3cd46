import SectionalGraphics

extension ScrollView {
  /// The animator's clock time, 0 without an animator.
  var clockNow: Double { animator?.clock.now ?? 0 }

  /// Whether a coasting, bounce or animated scroll is running.
  package var isMoving: Bool { motion != nil }

  /// Starts `motion`, replacing any running one; without an animator it jumps to its end at
  /// once.
  func startMotion(_ motion: ScrollMotion) {
    motionGeneration &+= 1
    self.motion = motion
    guard let animator else { return finishMotionAtOnce() }
    let generation = motionGeneration
    let handle = self.handle
    animator.run { now in
      guard let view = handle.view as? ScrollView, view.motionGeneration == generation else {
        return false
      }
      return view.stepMotion(at: now)
    }
  }

  /// Coasts from the current offset at `velocity` (points per second) on the axes that can
  /// scroll, stopping at the edges; nothing happens when the coast would move less than
  /// ``DecelerationCurve/restingDistance``.
  func coast(withVelocity velocity: CGPoint) {
    stopMotion()
    let range = contentOffsetRange
    let offset = contentOffset
    let now = clockNow
    let x = axisMotion(
      offset.x, canDragHorizontally ? velocity.x : 0, range.x, proposed: 0, target: 0, now: now)
    let y = axisMotion(
      offset.y, canDragVertically ? velocity.y : 0, range.y, proposed: 0, target: 0, now: now)
    guard !x.isResting || !y.isResting else { return }
    beginDecelerating(.decelerating(x: x, y: y, bounces: false))
  }

  /// Starts an animated scroll from the current offset to `target`.
  func startAnimatedScroll(to target: CGPoint, ending: ScrollAnimationEnding) {
    startMotion(
      .animating(
        ScrollAnimation(from: contentOffset, to: target, start: clockNow, ending: ending)))
  }

  /// Stops the running motion where it is, without telling the delegate (a touch that
  /// catches coasting content ends it silently, as in UIKit).
  package func stopMotion() {
    guard motion != nil else { return }
    motion = nil
    motionGeneration &+= 1
    if isDecelerating {
      isDecelerating = false
      isDragging = false
    }
  }

  /// Moves a running motion and a pan by `delta`, after the content moved under them by
  /// that much (a measured height above the visible area), so nothing on screen jumps.
  package func shiftMotion(by delta: CGPoint) {
    if var drag, drag.panStart != nil {
      drag.offsetAtPanStart.x += delta.x
      drag.offsetAtPanStart.y += delta.y
      self.drag = drag
    }
    switch motion {
    case .decelerating(let x, let y, let bounces)?:
      motion = .decelerating(
        x: Self.shifted(x, by: delta.x), y: Self.shifted(y, by: delta.y), bounces: bounces)
    case .animating(var animation)?:
      animation.from.x += delta.x
      animation.from.y += delta.y
      animation.to.x += delta.x
      animation.to.y += delta.y
      motion = .animating(animation)
    case nil:
      break
    }
  }

  /// `axis` moved by `delta`: a coasting curve and its target move; a spring keeps pulling to
  /// its edge.
  private static func shifted(_ axis: AxisMotion, by delta: Double) -> AxisMotion {
    guard delta != 0, case .coasting(let curve, let start, let target) = axis else { return axis }
    let moved = DecelerationCurve(
      offset: curve.startOffset + delta, velocity: curve.startVelocity, rate: curve.rate)
    return .coasting(moved, start: start, target: target + delta)
  }

  /// Applies the motion at clock time `now`; returns whether it continues.
  func stepMotion(at now: Double) -> Bool {
    let generation = motionGeneration
    switch motion {
    case .decelerating(var x, var y, let bounces)?:
      let range = contentOffsetRange
      let point = CGPoint(
        x: advance(&x, from: contentOffset.x, in: range.x, at: now, bounces: bounces),
        y: advance(&y, from: contentOffset.y, in: range.y, at: now, bounces: bounces))
      motion = .decelerating(x: x, y: y, bounces: bounces)
      contentOffset = point
      noteScrollActivity()
      guard generation == motionGeneration else { return false }
      guard x.isResting, y.isResting else { return true }
      finishDeceleration()
      return false
    case .animating(let animation)?:
      let (point, finished) = animation.offset(at: now)
      contentOffset = point
      guard generation == motionGeneration else { return false }
      guard finished else { return true }
      finishAnimation(animation.ending)
      return false
    case nil:
      return false
    }
  }

  /// The offset of one axis at `now`, updating its motion: coasting that reaches an edge
  /// springs back from it with the velocity it had there (or stops at it without
  /// `bounces`); coasting and springs past their end come to rest.
  private func advance(
    _ axis: inout AxisMotion, from current: Double, in range: ClosedRange<Double>, at now: Double,
    bounces: Bool
  ) -> Double {
    switch axis {
    case .resting:
      return current
    case .coasting(let curve, let start, let target):
      let offset = curve.offset(at: now - start)
      if !range.contains(offset), range.contains(curve.startOffset) {
        let lower = offset < range.lowerBound
        let edge = lower ? range.lowerBound : range.upperBound
        if let crossing = curve.time(toReach: edge) {
          guard bounces else {
            axis = .resting
            return edge
          }
          let spring = SpringBack(
            offset: edge, velocity: curve.velocity(at: crossing), restOffset: edge)
          axis = .springing(
            spring, start: start + crossing, toward: lower ? .lowerEdge : .upperEdge)
          return advance(&axis, from: current, in: range, at: now, bounces: bounces)
        }
      }
      guard now - start < curve.stopTime else {
        axis = .resting
        return min(max(target, range.lowerBound), range.upperBound)
      }
      return offset
    case .springing(let spring, let start, let toward):
      let rest = toward.rest(in: range)
      guard !spring.isSettled(at: now - start) else {
        axis = .resting
        return rest
      }
      return rest + spring.offset(at: now - start) - spring.restOffset
    }
  }

  /// Applies the motion's end at once (there is no animator to time it).
  func finishMotionAtOnce() {
    switch motion {
    case .decelerating(let x, let y, _)?:
      let range = contentOffsetRange
      contentOffset = CGPoint(
        x: Self.finalOffset(x, current: contentOffset.x, in: range.x),
        y: Self.finalOffset(y, current: contentOffset.y, in: range.y))
      finishDeceleration()
    case .animating(let animation)?:
      contentOffset = animation.to
      finishAnimation(animation.ending)
    case nil:
      break
    }
  }

  /// Where one axis comes to rest.
  private static func finalOffset(
    _ axis: AxisMotion, current: Double, in range: ClosedRange<Double>
  ) -> Double {
    switch axis {
    case .resting: current
    case .coasting(_, _, let target): min(max(target, range.lowerBound), range.upperBound)
    case .springing(_, _, let toward): toward.rest(in: range)
    }
  }

  /// Ends coasting: the view stops decelerating and dragging, and the delegate hears it.
  private func finishDeceleration() {
    motion = nil
    isDecelerating = false
    isDragging = false
    delegate?.scrollViewDidEndDecelerating(self)
  }

  /// Ends an animated scroll and tells the delegate.
  private func finishAnimation(_ ending: ScrollAnimationEnding) {
    motion = nil
    switch ending {
    case .scrollingAnimation: delegate?.scrollViewDidEndScrollingAnimation(self)
    case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
    }
  }
}
