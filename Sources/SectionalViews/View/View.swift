import SectionalGraphics

/// A rectangular area of the screen that draws itself and its subviews and receives touches.
///
/// The counterpart of UIKit's `UIView`. A view's `frame` is in its superview's bounds
/// coordinates; `bounds` is its own coordinate space (origin `.zero` unless scrolled) and
/// `center` is the frame's midpoint. Changing the size marks the view as needing layout.
/// Views made in code have `translatesAutoresizingMaskIntoConstraints == true`, as in UIKit:
/// their frame becomes required constraints once Auto Layout takes part.
@MainActor
open class View: Responder {
  // Fields every layout or fitting reads are `@exclusivity(unchecked)` (see ARCHITECTURE.md,
  // "Where does my change go?").

  /// The frame in the superview's coordinate space (UIKit ignores no transform here: there is
  /// no transform property, so frame and center/bounds always agree).
  @exclusivity(unchecked) private var storedFrame: CGRect
  /// The origin of `bounds`; only scrolling views move it.
  @exclusivity(unchecked) private var boundsOrigin: CGPoint = .zero

  /// Whether `layoutSubviews()` must run at the next layout pass.
  var needsLayout = true
  /// Whether the view is a `Window` (only `Window` overrides it): cheaper than a cast per view
  /// on the walk up to `window`.
  var isWindow: Bool { false }
  /// Whether `updateConstraints()` must run at the next layout pass.
  var needsConstraintUpdate = false
  /// On a layout root: whether some view in its tree needs `updateConstraints()`.
  var treeNeedsConstraintUpdate = false
  /// The superview, not retained as in UIKit (a superview owns its subviews).
  ///
  /// Unowned rather than weak (see `ItemHandle`): a superview clears it when the view leaves
  /// and when the superview itself is destroyed, so it never dangles. `nonisolated(unsafe)`,
  /// as the fields below that `deinit` reads: a deinitializer is not isolated (so that
  /// subclasses may declare their own), and a view is only ever destroyed on the main actor.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var storedSuperview: View?
  /// The subviews, back to front.
  @exclusivity(unchecked) nonisolated(unsafe) var storedSubviews: [View] = []
  /// The layout engine when this view is a layout root whose tree uses constraints.
  @exclusivity(unchecked) var rootEngine: LayoutEngine?
  /// Solver variables (minX, minY, width, height) once the view takes part in Auto Layout.
  @exclusivity(unchecked) var storedLayoutVariables: LayoutVariables?
  /// Active constraints installed on this view (their items' nearest common ancestor).
  @exclusivity(unchecked) var installedConstraints: [LayoutConstraint] = []
  /// The guide behind `layoutMarginsGuide`, made on first use.
  @exclusivity(unchecked) nonisolated(unsafe) var storedMarginsGuide: LayoutGuide?
  /// Guides added with `addLayoutGuide(_:)`.
  nonisolated(unsafe) var storedLayoutGuides: [LayoutGuide] = []
  /// The safe area, its guide and the readable content guide, and how margins are set.
  @exclusivity(unchecked) nonisolated(unsafe) final var guideState = GuideState()
  /// A serial number that names the view in constraint logs.
  let serial: Int
  /// The view's `handle`, made on first use.
  @exclusivity(unchecked) nonisolated(unsafe) var storedHandle: ItemHandle?
  /// Content hugging priorities (horizontal, vertical); UIKit's default is 250 for both.
  @exclusivity(unchecked) var huggingPriorities = (
    LayoutPriority.defaultLow, LayoutPriority.defaultLow
  )
  /// Compression resistance priorities (horizontal, vertical); UIKit's default is 750.
  @exclusivity(unchecked) var compressionPriorities = (
    LayoutPriority.defaultHigh, LayoutPriority.defaultHigh
  )
  /// What appearance proxies know about the view (see `AppearanceState`).
  final var appearanceState = AppearanceState()
  /// What fittings keep on the view (see `FittingState`).
  @exclusivity(unchecked) final var fitting = FittingState()
  /// The view's `layer`, made on first use; `nil` means every layer property has its default.
  nonisolated(unsafe) final var storedLayer: Layer?
  /// The view's override and resolved traits (see `TraitState`).
  final var traitState = TraitState()
  /// The controller whose `view` this is, not retained: the controller clears it.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) final var storedViewController:
    ViewController?

  /// Creates a view with the given frame.
  ///
  /// The default frame is `.zero`. Like `UIView(frame:)`, the view starts with no background
  /// colour, alpha 1, visible, user interaction enabled and 8 pt layout margins.
  public init(frame: CGRect = .zero) {
    storedFrame = frame
    View.serialCounter += 1
    serial = View.serialCounter
    super.init()
  }

  /// Creates a view from an archive, as `UIView.init(coder:)` (required, as in UIKit).
  ///
  /// Nothing is decoded and it never fails: the view starts as `init(frame: .zero)` makes it
  /// (Documentation/ControlsAndLayers.md § Archived views).
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    View.serialCounter += 1
    serial = View.serialCounter
    super.init()
  }

  /// Clears what refers to the view without retaining it (its handle, its subviews'
  /// superview, its guides' owning view); not isolated, so that subclasses may declare a
  /// plain `deinit` as with `UIView`, it touches only `nonisolated(unsafe)` fields.
  deinit {
    storedHandle?.clear()
    for subview in storedSubviews { subview.storedSuperview = nil }
    storedMarginsGuide?.storedOwningView = nil
    guideState.safeAreaGuide?.storedOwningView = nil
    guideState.readableGuide?.storedOwningView = nil
    for guide in storedLayoutGuides { guide.storedOwningView = nil }
    storedLayer?.owningView = nil
  }

  /// The view's frame in its superview's coordinate space.
  ///
  /// Setting it moves the center and resizes the bounds (keeping the bounds origin); a size
  /// change calls `setNeedsLayout()`. With `translatesAutoresizingMaskIntoConstraints` the
  /// autoresizing constraints pin this frame at the next layout pass.
  open var frame: CGRect {
    get { storedFrame }
    set {
      let old = storedFrame
      guard newValue != old else { return }
      storedFrame = newValue
      frameDidChange(from: old, to: newValue)
    }
  }

  /// The view's own coordinate space: its origin (normally `.zero`) and the frame's size.
  ///
  /// Setting the size resizes the frame around the current center, as UIKit does.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      let old = storedFrame
      let originMoved = boundsOrigin != newValue.origin
      boundsOrigin = newValue.origin
      if originMoved {
        layoutContentDidChange()
        layoutRoot.rootEngine?.boundsOriginDidChange(of: self)
        if guideState.safeAreaInsets != .zero { refreshSafeAreaInsets(force: true) }
        refreshPreservingSubviews()
      }
      let center = CGPoint(x: old.midX, y: old.midY)
      storedFrame = CGRect(
        x: center.x - newValue.size.width / 2, y: center.y - newValue.size.height / 2,
        width: newValue.size.width, height: newValue.size.height)
      guard storedFrame != old else { return setNeedsDisplay() }
      frameDidChange(from: old, to: storedFrame)
    }
  }

  /// The midpoint of the frame, in the superview's coordinate space.
  ///
  /// Setting it moves the frame without resizing it.
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame = CGRect(
        x: newValue.x - storedFrame.size.width / 2, y: newValue.y - storedFrame.size.height / 2,
        width: storedFrame.size.width, height: storedFrame.size.height)
    }
  }

  /// An integer you use to find the view again with `viewWithTag(_:)`; 0 by default.
  open var tag: Int = 0
  /// The fill drawn behind the view's content; `nil` (transparent) by default.
  open var backgroundColor: Color? {
    didSet {
      noteExplicitlySet("backgroundColor")
      setNeedsDisplay()
    }
  }

  /// The opacity of the view and its subviews, clamped to 0...1; 1 by default.
  ///
  /// Below 1 the view and its subtree draw as one opacity group. Below 0.01 the view is
  /// ignored by hit testing, as in UIKit.
  open var alpha: CGFloat = 1 {
    didSet { alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }
  }

  /// Whether the view and its subtree are neither drawn nor hit; `false` by default.
  @exclusivity(unchecked) open var isHidden: Bool = false {
    didSet {
      guard isHidden != oldValue else { return }
      (superview as? StackView)?.arrangedSubviewVisibilityDidChange(self)
      setNeedsDisplay()
    }
  }

  /// Whether subviews are clipped to the view's bounds; `false` by default.
  open var clipsToBounds: Bool = false

  /// Whether touches and other pointer events reach this view and its subtree; `true` by
  /// default.
  open var isUserInteractionEnabled: Bool = true

  /// Whether the frame is turned into required constraints when Auto Layout lays the view out.
  ///
  /// `true` by default for views made in code, as in UIKit. Set it to `false` before adding
  /// constraints that position or size the view. Views with the default autoresizing mask
  /// (none) get four constraints: minX, minY, width and height equal the frame's.
  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints: Bool = true {
    didSet {
      guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
      layoutContentDidChange()
      autoresizingTranslationDidChange()
      superview?.setNeedsLayout()
    }
  }

  /// How the view resizes when its superview's bounds change; empty (UIKit's `.none`) by
  /// default.
  ///
  /// Without Auto Layout the superview applies UIKit's springs and struts arithmetic to the
  /// frame (`AutoresizingAxis`); with it, a view that translates its mask gets the same rule
  /// as four `AutoresizingMaskLayoutConstraint`s (logged as `h=-&- v=--&` and so on).
  @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = [] {
    didSet {
      guard autoresizingMask != oldValue, translatesAutoresizingMaskIntoConstraints else { return }
      storedSuperview?.layoutContentDidChange()
      treeRoot.rootEngine?.structureDidChange()
      superview?.setNeedsLayout()
    }
  }

  /// Whether a change of the bounds size resizes the subviews by their autoresizing masks;
  /// `true` by default, as in UIKit.
  open var autoresizesSubviews = true

  /// How the view's content is laid out in right-to-left languages; `.unspecified` by
  /// default.
  ///
  /// It decides `effectiveUserInterfaceLayoutDirection`, which flips leading and trailing
  /// anchors, the order of a horizontal stack view and natural text alignment.
  @exclusivity(unchecked) open var semanticContentAttribute: SemanticContentAttribute = .unspecified
  {
    didSet {
      guard semanticContentAttribute != oldValue else { return }
      layoutDirectionDidChange()
    }
  }

  /// The default spacing between the view's edges and its content; 8 pt on every side.
  ///
  /// UIKit's default for a view made in code is {8, 8, 8, 8}. `layoutMarginsGuide` follows
  /// changes in place; `directionalLayoutMargins` is the same value by reading direction.
  @exclusivity(unchecked) open var layoutMargins = EdgeInsets(all: 8) {
    didSet {
      if !guideState.isSettingDirectionally { guideState.directionalMargins = nil }
      guard layoutMargins != oldValue else { return }
      effectiveMarginsDidChange()
    }
  }

  /// Called when the effective layout margins change (`layoutMargins`, or the safe area they
  /// are measured from); does nothing here, as `UIView.layoutMarginsDidChange()`.
  open func layoutMarginsDidChange() {}

  /// Called when `safeAreaInsets` changes, before the margins follow; does nothing here, as
  /// `UIView.safeAreaInsetsDidChange()` (Documentation/LayoutGuides.md § Safe area).
  open func safeAreaInsetsDidChange() {}

  /// The colour interactive elements use, inherited from the superview when not set (the
  /// window's is the root of the inheritance; with none set in the chain it is `systemBlue`,
  /// #007AFF, #0A84FF in dark mode, UIKit's default tint).
  open var tintColor: Color {
    get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      noteExplicitlySet("tintColor")
      guard !appearanceState.isProbing else { return }
      storedTintColor = newValue
      tintColorDidChange()
    }
  }

  /// The tint colour set on this instance, if any.
  var storedTintColor: Color?

  /// Called when the tint colour changes; the default marks the view for display.
  open func tintColorDidChange() {
    setNeedsDisplay()
  }

  /// Marks the view's content as needing to be drawn again.
  ///
  /// Drawing is a full pass over the tree (`displayList()`), so this only counts requests for
  /// hosts that redraw on demand (see `Window.needsDisplay`).
  open func setNeedsDisplay() {
    window?.needsDisplay = true
  }

  /// Draws the view's own content (not its background or subviews) into `list`, in the part
  /// of UIKit's `draw(_:)`, with `rect` the view's frame in the list's coordinates; the
  /// default draws nothing, `Label` and `ImageView` draw their text and image here.
  open func draw(_ rect: CGRect, into list: inout DisplayList) {}

  /// Draws above the subviews, inside the clip (a scroll view's indicators); nothing here.
  func drawAboveSubviews(_ rect: CGRect, into list: inout DisplayList) {}

  /// Called by a nib loader once its objects are made and connected; does nothing here.
  open func awakeFromNib() {}

  /// Called after the view moves to a new superview (or to none); does nothing here.
  open func didMoveToSuperview() {}

  /// Called after the traits changed, with the old ones (UIKit's `traitCollectionDidChange`);
  /// does nothing here; overrides call `super`.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the resolved traits changed, before `traitCollectionDidChange(_:)`: where
  /// this module's views adapt (a label re-sizes a preferred font) whatever a subclass does.
  func resolvedTraitsDidChange(from previous: TraitCollection) {}

  /// Called after the view enters or leaves a window, just after appearance proxies apply.
  open func didMoveToWindow() {}

  /// Called on a view after `subview` was added to it; does nothing here.
  open func didAddSubview(_ subview: View) {}

  /// Called on a view before `subview` is removed from it; does nothing here.
  open func willRemoveSubview(_ subview: View) {}

  /// The deepest visible, interactive view in this subtree that contains `point`, in this
  /// view's bounds coordinates: `nil` when this view is not hit testable (`isHitTestable`) or
  /// `point(inside:with:)` says no, else the first hit among the subviews asked front to back,
  /// else this view (as in UIKit, subviews sticking out of the bounds cannot be hit outside).
  ///
  /// - Complexity: O(n) in the subtree's size.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard isHitTestable, self.point(inside: point, with: event) else { return nil }
    for subview in storedSubviews.reversed() {
      let local = CGPoint(
        x: point.x - subview.frame.origin.x + subview.bounds.origin.x,
        y: point.y - subview.frame.origin.y + subview.bounds.origin.y)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (in bounds coordinates) lies inside the view: by default, whether the
  /// bounds (half-open on the maximum edges) hold it; override to grow or shrink the area.
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.contains(point)
  }

  /// Updates the view's own constraints; overrides change constraints here and call `super`
  /// last, as in UIKit.
  ///
  /// Runs during a layout pass, bottom-up (subviews before their superview), for views that called
  /// `setNeedsUpdateConstraints()`, before the engine solves (Documentation/AutoLayout.md § The
  /// layout cycle). Change constants in place rather than removing and re-adding constraints
  /// ("don't churn"). The base class has no constraints of its own, so it does nothing.
  open func updateConstraints() {}

  /// Lays out subviews (overrides position subviews and must call `super`): the default copies
  /// Auto Layout's results into the frames of subviews that do not translate their
  /// autoresizing mask, and leaves every other frame alone, as `UIView.layoutSubviews` does.
  open func layoutSubviews() {
    applyEngineFrames()
  }

  /// The size the view would like to be for a given size, for `sizeToFit()`: by default its
  /// current size, as `UIView.sizeThatFits(_:)`; `Label`, `ImageView` and `Button` return
  /// their content size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// The size the content needs on each axis, `noIntrinsicMetric` (-1) for an axis without one.
  ///
  /// The default has no intrinsic size on either axis. Auto Layout turns each component into
  /// two inequalities: `size <= c` at the hugging priority and `size >= c` at the compression
  /// resistance priority (Documentation/AutoLayout.md § Intrinsic content size).
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Tells Auto Layout that `intrinsicContentSize` changed.
  ///
  /// The layout engine updates the constants of the view's content size constraints in place (no
  /// remove and re-add, Documentation/AutoLayout.md § Intrinsic content size) and the superview
  /// lays out again.
  open func invalidateIntrinsicContentSize() {
    layoutContentDidChange(.intrinsicSize(self))
    layoutRoot.rootEngine?.intrinsicSizeDidChange(of: self)
    (superview as? StackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    superview?.setNeedsLayout()
  }

  /// The first or last baseline as an offset from the top: a constant plus a factor of height.
  ///
  /// Views without text use their bottom edge (factor 1), as UIKit does; `Label` overrides it.
  func baselineOffset(last: Bool) -> (constant: Double, heightFactor: Double) { (0, 1) }

  /// Called after the frame's size changed; text views re-measure here (nothing here).
  func sizeDidChange() {}

  /// The next responder, as in UIKit's chain: the view controller whose view this is, else the
  /// superview.
  open override var next: Responder? { storedViewController as Responder? ?? storedSuperview }
}
