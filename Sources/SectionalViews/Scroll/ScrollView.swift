import SectionalGraphics

/// A view whose bounds origin moves over larger content, as UIKit's `UIScrollView`.
///
/// The ``contentOffset`` is the bounds origin. A finger (or a mouse button) dragged over the
/// view pans the content; past an edge the content follows with UIKit's rubber band, and on
/// release it coasts with the release velocity, decaying by ``decelerationRate`` per
/// millisecond, then springs back to the edge it overshot. A wheel or touchpad scrolls it
/// directly, clamped to the content. Scroll indicators show while it scrolls and fade out.
/// The ``delegate`` hears every step in UIKit's order (Documentation/ScrollView.md).
///
/// Motion runs on ``animator``'s clock; without an animator, every motion (a fling, a bounce,
/// an animated scroll) jumps to its end at once, with the same delegate calls, and no
/// indicators are shown.
@MainActor
open class ScrollView: View {
  /// The size of the content the bounds move over; `.zero` by default.
  open var contentSize: CGSize = .zero {
    didSet { if contentSize != oldValue { adjustedInsetInputsDidChange() } }
  }
  /// Space around the content that scrolling can reach; `.zero` by default.
  open var contentInset: EdgeInsets = .zero {
    didSet {
      if contentInset != oldValue { adjustedInsetInputsDidChange(oldContentInset: oldValue) }
    }
  }
  /// The insets scrolling respects: ``contentInset`` plus the parts of the safe area that
  /// ``contentInsetAdjustmentBehavior`` adds (Documentation/LayoutGuides.md § Scroll views).
  ///
  /// With no safe area (desktop and terminal hosts unless the window's
  /// `screenSafeAreaInsets` is set) it equals ``contentInset``.
  open var adjustedContentInset: EdgeInsets {
    if guideState.safeAreaInsets == .zero { return contentInset }
    let safe = currentAppliedSafeAreaInsets
    return EdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left + safe.left,
      bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
  }
  /// How the safe area adjusts the content inset; ``ContentInsetAdjustmentBehavior/automatic``
  /// by default.
  ///
  /// Linux hosts have no safe area, so every behaviour adjusts nothing.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet {
      if contentInsetAdjustmentBehavior != oldValue { adjustedInsetInputsDidChange() }
    }
  }

  /// Called when the safe area part of ``adjustedContentInset`` changed, as
  /// `UIScrollView.adjustedContentInsetDidChange()`; does nothing here, overrides call `super`.
  open func adjustedContentInsetDidChange() {}

  /// Brings the safe area part of ``adjustedContentInset`` up to date.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    adjustedInsetInputsDidChange()
  }
  /// Whether dragging scrolls; `true` by default.
  ///
  /// Code can still set the offset.
  open var isScrollEnabled = true
  /// Whether the content can be dragged and coast past its edges and spring back.
  ///
  /// `true` by default; without it the content stops at the edges.
  open var bounces = true
  /// Whether a drag moves the content vertically with a rubber band even when it is not
  /// taller than the view (needs ``bounces``); `false` by default.
  open var alwaysBounceVertical = false {
    didSet { if alwaysBounceVertical != oldValue { adjustedInsetInputsDidChange() } }
  }
  /// Whether a drag moves the content horizontally with a rubber band even when it is not
  /// wider than the view (needs ``bounces``); `false` by default.
  open var alwaysBounceHorizontal = false {
    didSet { if alwaysBounceHorizontal != oldValue { adjustedInsetInputsDidChange() } }
  }
  /// Whether the vertical indicator shows while scrolling; `true` by default.
  open var showsVerticalScrollIndicator = true {
    didSet { setNeedsDisplay() }
  }
  /// Whether the horizontal indicator shows while scrolling; `true` by default.
  open var showsHorizontalScrollIndicator = true {
    didSet { setNeedsDisplay() }
  }
  /// Whether ``Window/scrollToTop()`` (UIKit's status-bar tap) may scroll this view to the
  /// top; `true` by default.
  open var scrollsToTop = true
  /// How fast coasting slows down; ``DecelerationRate/normal`` by default.
  open var decelerationRate: DecelerationRate = .normal
  /// The object told about scrolling; held weakly, as in UIKit.
  open weak var delegate: (any ScrollViewDelegate)?
  /// The animator whose clock times coasting, bouncing, animated scrolls and the
  /// indicators' fade; `nil` (the default) applies every motion at once.
  ///
  /// Hosts give it a clock that reads the real time and call ``Animator/step()`` every frame;
  /// tests give it a ``ManualClock``.
  public var animator: Animator?

  /// The part of the safe area ``adjustedContentInset`` adds, as last brought up to date
  /// (`adjustedInsetInputsDidChange()`).
  var appliedSafeAreaInsets = EdgeInsets.zero
  /// Whether a finger (or pointer button) is down on the content, dragging or not yet.
  public internal(set) var isTracking = false
  /// Whether the content is being dragged: from the moment a touch moved far enough to pan
  /// until the coasting after it ends, as UIKit reports it.
  public internal(set) var isDragging = false
  /// Whether the content is coasting or springing back after a drag.
  public internal(set) var isDecelerating = false

  /// The touch being followed for a pan, from touch-down to release.
  var drag: ScrollDrag?
  /// The coasting, spring-back or animated scroll running on ``animator``.
  var motion: ScrollMotion?
  /// A counter bumped by each new or stopped motion, so a stale frame callback ends itself.
  var motionGeneration = 0
  /// The clock time of the last scroll by input, from which the indicators fade; `nil` when
  /// they are hidden.
  var lastScrollActivity: Double?
  /// Whether a frame callback is fading the indicators.
  var isFadingIndicators = false

  /// Creates a scroll view with the given frame; it clips to its bounds, as UIKit's does.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Creates a scroll view from an archive, as `UIScrollView.init(coder:)` (see
  /// `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// The point of the content shown at the top-left corner: the bounds origin.
  ///
  /// Setting it moves the content at once, unclamped, and tells the delegate
  /// (``ScrollViewDelegate/scrollViewDidScroll(_:)``); it does not stop a running motion
  /// (``setContentOffset(_:animated:)`` does).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds = CGRect(origin: newValue, size: bounds.size)
      didScroll()
    }
  }

  /// Tells the delegate that the content offset changed.
  package func didScroll() {
    delegate?.scrollViewDidScroll(self)
  }

  /// The offsets scrolling can reach on each axis: from `-inset` to the content's end plus
  /// the inset, less the view's size (never below the start).
  package var contentOffsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let insets = adjustedContentInset
    let size = bounds.size
    // `0 - inset` rather than `-inset`: no inset gives +0, never -0, as the offset it bounds.
    let minX = 0 - insets.left
    let maxX = contentSize.width + insets.right - size.width
    let minY = 0 - insets.top
    let maxY = contentSize.height + insets.bottom - size.height
    return (minX...max(minX, maxX), minY...max(minY, maxY))
  }

  /// Whether the content is longer than the view on the vertical axis (the indicator shows).
  var contentExceedsVertically: Bool {
    contentSize.height + adjustedContentInset.vertical > bounds.height
  }

  /// Whether the content is longer than the view on the horizontal axis.
  var contentExceedsHorizontally: Bool {
    contentSize.width + adjustedContentInset.horizontal > bounds.width
  }

  /// Whether a drag moves the content vertically: scrolling is on and the content is taller
  /// than the view, or it always bounces vertically.
  package var canDragVertically: Bool {
    isScrollEnabled && (contentExceedsVertically || (bounces && alwaysBounceVertical))
  }

  /// Whether a drag moves the content horizontally (see ``canDragVertically``).
  package var canDragHorizontally: Bool {
    isScrollEnabled && (contentExceedsHorizontally || (bounces && alwaysBounceHorizontal))
  }

  /// Moves the content to `offset`, animating over UIKit's 0.3 s with `animated` (and an
  /// ``animator``).
  ///
  /// Stops any coasting, bounce or animated scroll first. An animated scroll calls
  /// ``ScrollViewDelegate/scrollViewDidScroll(_:)`` at every frame and
  /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` when it ends; without
  /// animation, or without an animator, or to a NaN or infinite coordinate, the offset is set
  /// at once and only `didScroll` is called. An animated scroll to the current offset does
  /// nothing.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    stopMotion()
    // A target that is not a point is not animated towards: the setter decides what it means.
    guard animated, animator != nil, contentOffset.x.isFinite, contentOffset.y.isFinite else {
      self.contentOffset = contentOffset
      return
    }
    guard contentOffset != self.contentOffset else { return }
    startAnimatedScroll(to: contentOffset, ending: .scrollingAnimation)
  }

  /// Scrolls the least that makes `rect` (in content coordinates) visible inside the
  /// adjusted insets, clamped to the content, animated as ``setContentOffset(_:animated:)``.
  ///
  /// A rect already visible scrolls nothing; a rect larger than the visible area shows its
  /// top-left corner.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let insets = adjustedContentInset
    let range = contentOffsetRange
    let visible = CGRect(
      x: contentOffset.x + insets.left, y: contentOffset.y + insets.top,
      width: bounds.width - insets.horizontal, height: bounds.height - insets.vertical)
    func axis(_ start: Double, _ end: Double, _ visibleStart: Double, _ visibleEnd: Double)
      -> Double
    {
      if start < visibleStart || end - start > visibleEnd - visibleStart { return start }
      if end > visibleEnd { return visibleStart + (end - visibleEnd) }
      return visibleStart
    }
    let x = axis(rect.minX, rect.maxX, visible.minX, visible.maxX) - insets.left
    let y = axis(rect.minY, rect.maxY, visible.minY, visible.maxY) - insets.top
    let target = CGPoint(
      x: min(max(x, range.x.lowerBound), range.x.upperBound),
      y: min(max(y, range.y.lowerBound), range.y.upperBound))
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Shows the scroll indicators for a moment, as UIKit's `flashScrollIndicators()`: they
  /// appear at full opacity and fade as after a scroll.
  open func flashScrollIndicators() {
    noteScrollActivity()
  }

  /// Scrolls by a wheel or touchpad `delta`, clamped to the content (a wheel never bounces),
  /// and reports it handled; with scrolling off, passes it up the responder chain.
  ///
  /// A wheel scroll stops any coasting or animated scroll.
  @discardableResult
  open override func scrollWheel(by delta: CGPoint, with event: Event?) -> Bool {
    guard isScrollEnabled else { return super.scrollWheel(by: delta, with: event) }
    stopMotion()
    let range = contentOffsetRange
    let target = CGPoint(
      x: min(max(contentOffset.x + delta.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(contentOffset.y + delta.y, range.y.lowerBound), range.y.upperBound))
    if target != contentOffset {
      contentOffset = target
      noteScrollActivity()
    }
    return true
  }

  /// Coasts on after touchpad scrolling ends at `velocity` (points per second, in the direction
  /// of a scroll's delta).
  ///
  /// The velocity decays by ``decelerationRate`` and the content stops at an edge, since a
  /// touchpad, like the wheel, never bounces. The delegate hears
  /// `willBeginDecelerating`, `didScroll` per frame and `didEndDecelerating`. With scrolling
  /// off, passes it up the responder chain.
  @discardableResult
  open override func scrollFling(velocity: CGPoint, with event: Event?) -> Bool {
    guard isScrollEnabled else { return super.scrollFling(velocity: velocity, with: event) }
    coast(withVelocity: velocity)
    return true
  }

  /// Starts following the touch for a pan (ScrollView+Dragging.swift).
  ///
  /// A running motion stops where it is. The scroll view takes the touches it follows; with scrolling off it passes
  /// them up the responder chain.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard isScrollEnabled else { return super.touchesBegan(touches, with: event) }
    if let touch = touches.first { beginFollowing(touch) }
  }

  /// Pans the content once the touch moved past ``panSlop``, with the rubber band past an edge.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard drag != nil else { return super.touchesMoved(touches, with: event) }
    if let touch = touches.first { follow(touch) }
  }

  /// Ends the touch: a pan coasts with the release velocity or springs back.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard drag != nil else { return super.touchesEnded(touches, with: event) }
    endTouch(touches.first, cancelled: false)
  }

  /// Ends the touch as ``touchesEnded(_:with:)`` does, with no velocity.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    guard drag != nil else { return super.touchesCancelled(touches, with: event) }
    endTouch(touches.first, cancelled: true)
  }

  /// A new size can change which axes take the safe area (ScrollView+SafeArea.swift).
  override func sizeDidChange() {
    super.sizeDidChange()
    adjustedInsetInputsDidChange()
  }

  /// Draws the scroll indicators above the content (ScrollView+Indicators.swift).
  override func drawAboveSubviews(_ rect: CGRect, into list: inout DisplayList) {
    drawScrollIndicators(in: rect, into: &list)
  }
}
