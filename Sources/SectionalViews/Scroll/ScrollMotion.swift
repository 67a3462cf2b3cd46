import SectionalGraphics

/// What a scroll view's content is doing on its own, frame by frame: coasting and springing
/// back after a drag, or an animated scroll.
enum ScrollMotion {
  /// Coasting or springing back on each axis after a drag or a touchpad fling (the view is
  /// decelerating); `bounces` says whether coasting that reaches an edge springs past it
  /// (a drag with ``ScrollView/bounces``) or stops there (a touchpad fling, as the wheel).
  case decelerating(x: AxisMotion, y: AxisMotion, bounces: Bool)
  /// An animated scroll from one offset to another.
  case animating(ScrollAnimation)
}

/// The motion of one axis after a drag.
enum AxisMotion {
  /// Still.
  case resting
  /// Coasting on `curve` since the clock time `start`, to come to rest at `target`.
  case coasting(DecelerationCurve, start: Double, target: Double)
  /// Springing back towards `toward` since the clock time `start`.
  case springing(SpringBack, start: Double, toward: SpringTarget)

  /// Whether the axis is still.
  var isResting: Bool {
    if case .resting = self { return true }
    return false
  }
}

/// Where a spring-back pulls: an edge of the scrollable range, read again at every frame so
/// the spring follows content that changes size, or a fixed offset a delegate chose.
enum SpringTarget: Hashable {
  /// The range's lower edge (the top or the leading edge).
  case lowerEdge
  /// The range's upper edge (the bottom or the trailing edge).
  case upperEdge
  /// A fixed offset, clamped to the range.
  case offset(Double)

  /// The offset the spring pulls to within `range`.
  func rest(in range: ClosedRange<Double>) -> Double {
    switch self {
    case .lowerEdge: range.lowerBound
    case .upperEdge: range.upperBound
    case .offset(let offset): min(max(offset, range.lowerBound), range.upperBound)
    }
  }
}

/// An animated scroll: eased from `from` to `to` over `duration` seconds from the clock time
/// `start`.
struct ScrollAnimation {
  /// UIKit's animated scroll duration: 0.3 s.
  static let duration: Double = 0.3

  /// The offset when the animation started.
  var from: CGPoint
  /// The offset it ends at.
  var to: CGPoint
  /// The clock time it started at.
  var start: Double
  /// What the delegate hears when it ends.
  var ending: ScrollAnimationEnding

  /// The offset at clock time `now`, and whether the animation is over.
  func offset(at now: Double) -> (CGPoint, finished: Bool) {
    let linear = min(1, max(0, (now - start) / ScrollAnimation.duration))
    let progress = Animator.easeInOut(linear)
    let point = CGPoint(
      x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
    return (linear >= 1 ? to : point, linear >= 1)
  }
}

/// The delegate call that ends an animated scroll.
enum ScrollAnimationEnding {
  /// `scrollViewDidEndScrollingAnimation(_:)`.
  case scrollingAnimation
  /// `scrollViewDidScrollToTop(_:)`.
  case scrollToTop
}

/// The touch a scroll view follows for a pan.
struct ScrollDrag {
  /// Where the touch went down, in window coordinates.
  var touchStart: CGPoint
  /// Where panning began (the touch passed the slop), in window coordinates; `nil` before.
  var panStart: CGPoint?
  /// The offset the finger holds at `panStart`, before the rubber band (the content may
  /// already be past an edge).
  var offsetAtPanStart = CGPoint(x: 0, y: 0)
  /// The touch's recent positions, for the release velocity.
  var tracker = VelocityTracker()
  /// Whether the touch stopped a motion (a catch): it never taps what is under it.
  var caughtMotion: Bool
}
