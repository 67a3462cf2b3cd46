import SectionalGraphics

/// A view that lines up its arranged subviews in a row or a column, as `UIStackView`.
///
/// It works the way UIKit's does (Documentation/AutoLayout.md § Stack views): it lays nothing out
/// itself but installs constraints named like Apple's (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-alignment`, `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`,
/// `UISV-spanning-fit`, `UISV-ambiguity-suppression`, `UISV-hiding`), so conflicts show up in logs
/// as they would on iOS. Arranged subviews get `translatesAutoresizingMaskIntoConstraints = false`.
/// Hidden arranged views collapse to zero length and take no spacing. Defaults: horizontal, spacing
/// 0, `.fill` and `.fill`.
@MainActor
open class StackView: View {
  // Read on every rebuild of the arrangement: `@exclusivity(unchecked)` (see ARCHITECTURE.md).

  /// The arranged subviews, in order along the axis.
  @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []
  /// The constraints the stack view installed (current after the next layout pass).
  @exclusivity(unchecked) private(set) var stackConstraints: [LayoutConstraint] = []
  /// The gap guides of `.equalSpacing` and `.equalCentering`.
  @exclusivity(unchecked) private(set) var gapGuides: [LayoutGuide] = []
  /// Whether the installed constraints are out of date.
  private var arrangementIsStale = false
  /// Spacing set with `setCustomSpacing(_:after:)`, by the arranged view it follows.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// Creates a stack view with the given frame and no arranged views.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive, as `UIStackView.init(coder:)`: as `init(frame: .zero)`
  /// (see `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a stack view arranging `views`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The direction views are lined up in; `.horizontal` by default.
  @exclusivity(unchecked) open var axis: LayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }

  /// The space between neighbouring views (the minimum for the equal distributions); 0 by
  /// default.
  ///
  /// `StackView.spacingUseSystem` asks for the system spacing (8 pt).
  @exclusivity(unchecked) open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsArrangement() } }
  }

  /// How views share the length on the axis; `.fill` by default.
  @exclusivity(unchecked) open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }

  /// How views sit across the axis; `.fill` by default.
  @exclusivity(unchecked) open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }

  /// Whether views are arranged inside the layout margins instead of the edges; `false` by
  /// default.
  @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false {
    didSet {
      if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() }
    }
  }

  /// Appends `view` to the arranged views (and adds it as a subview when it is not one).
  ///
  /// - Complexity: O(n) in the number of arranged views.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `index` (clamped).
  ///
  /// A view already arranged moves to the new position.
  ///
  /// - Complexity: O(n) in the number of arranged views.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    setNeedsArrangement()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit.
  ///
  /// - Complexity: O(n) in the number of arranged views.
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsArrangement()
  }

  /// Forgets arranged views that leave the stack view.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) {
      arrangedSubviews.removeAll { $0 === subview }
      customSpacings[ObjectIdentifier(subview)] = nil
      setNeedsArrangement()
    }
  }

  /// Called by arranged views when they are shown or hidden.
  func arrangedSubviewVisibilityDidChange(_ view: View) {
    if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
  }

  /// Called by arranged views whose intrinsic size changed.
  func arrangedSubviewIntrinsicSizeDidChange(_ view: View) {
    if distribution == .fillProportionally,
      arrangedSubviews.contains(where: { $0 === view })
    {
      setNeedsArrangement()
    }
  }

  /// Marks the constraints out of date; the next constraint update rebuilds them once.
  ///
  /// UIKit's stack view also updates its constraints lazily, in `updateConstraints()`, so a
  /// stack configured property by property is arranged only once.
  func setNeedsArrangement() {
    arrangementIsStale = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// Rebuilds the arrangement's constraints when they are out of date.
  open override func updateConstraints() {
    if arrangementIsStale { rebuildArrangement() }
    super.updateConstraints()
  }

  /// Replaces the installed constraints with ones for the current configuration.
  ///
  /// Every arrangement constraint between two items relates the stack view, its guides or
  /// its subviews, so it is installed on the stack view itself (a constant one, such as a
  /// hidden view's zero length, goes on its own view). When the arranged views and guides
  /// allow it (`arrangementInstallsInPlace`), the builder makes them installed there and
  /// they are filed in one pass (`fileArrangement(_:onStackOnly:)`); otherwise they are
  /// activated by `LayoutConstraint.activate(_:)`.
  ///
  /// - Complexity: O(n) constraints for n arranged views.
  func rebuildArrangement() {
    arrangementIsStale = false
    LayoutConstraint.deactivate(stackConstraints)
    for guide in gapGuides { removeLayoutGuide(guide) }
    gapGuides = []
    let inPlace = arrangementInstallsInPlace
    var builder = StackConstraintBuilder(stack: self, installing: inPlace)
    builder.build()
    stackConstraints = builder.constraints
    for guide in builder.guides { addLayoutGuide(guide) }
    gapGuides = builder.guides
    if inPlace {
      fileArrangement(stackConstraints, onStackOnly: !builder.installsBeyondStack)
    } else {
      LayoutConstraint.activate(stackConstraints)
    }
    setNeedsLayout()
  }
}
