import SectionalGraphics

extension View {
  /// The layout margins by reading direction, as `UIView.directionalLayoutMargins`: leading
  /// is the left margin in a left-to-right layout and the right one in a right-to-left one.
  ///
  /// It is the same value as `layoutMargins`. Margins set through this property keep their
  /// leading and trailing sides when the layout direction changes later; margins set through
  /// `layoutMargins` keep their left and right (Documentation/LayoutGuides.md § Margins).
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      guideState.directionalMargins
        ?? DirectionalEdgeInsets(layoutMargins, isRightToLeft: isRightToLeft)
    }
    set {
      guideState.directionalMargins = newValue
      guideState.isSettingDirectionally = true
      layoutMargins = newValue.edgeInsets(isRightToLeft: isRightToLeft)
      guideState.isSettingDirectionally = false
    }
  }

  /// Whether the margins are measured from the safe area rather than from the bounds, as
  /// `UIView.insetsLayoutMarginsFromSafeArea`; `true` by default.
  ///
  /// While it holds, `layoutMarginsGuide` is inset by the safe area insets plus the
  /// margins, edge by edge; `layoutMargins` itself keeps the value you set.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { guideState.insetsMarginsFromSafeArea }
    set {
      guard newValue != guideState.insetsMarginsFromSafeArea else { return }
      guideState.insetsMarginsFromSafeArea = newValue
      if guideState.safeAreaInsets != .zero { effectiveMarginsDidChange() }
    }
  }

  /// A guide for text people read, as `UIView.readableContentGuide`: as tall as the margins
  /// guide, and as wide as it up to the readable width, centred in it.
  ///
  /// The readable width follows the body text size of the view's traits
  /// (`readableContentWidth`, Documentation/LayoutGuides.md § Readable width).
  public var readableContentGuide: LayoutGuide {
    if let guide = guideState.readableGuide { return guide }
    let guide = LayoutGuide(.readableContent, of: self)
    guideState.readableGuide = guide
    return guide
  }

  /// The widest the readable content guide gets: 672 pt at the default text size, scaled
  /// with the body font's point size (Documentation/LayoutGuides.md § Readable width).
  public var readableContentWidth: CGFloat {
    let body = Font.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    return (body.pointSize * 672 / 17).rounded()
  }

  /// The insets of the margins guide: `layoutMargins`, plus the safe area insets while
  /// `insetsLayoutMarginsFromSafeArea` holds.
  ///
  /// While `preservesSuperviewLayoutMargins` holds, each edge is at least as far in as the
  /// superview's margins guide reaches into the view.
  var effectiveLayoutMargins: EdgeInsets { effectiveLayoutMargins(own: layoutMargins) }

  /// The insets of the margins guide if the view's own margins were `own`.
  func effectiveLayoutMargins(own: EdgeInsets) -> EdgeInsets {
    var margins = own
    let safe = guideState.safeAreaInsets
    if guideState.insetsMarginsFromSafeArea, safe != .zero {
      margins = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
    guard guideState.preservesSuperviewMargins else { return margins }
    let inherited = guideState.inheritedMargins
    return EdgeInsets(
      top: max(margins.top, inherited.top), left: max(margins.left, inherited.left),
      bottom: max(margins.bottom, inherited.bottom), right: max(margins.right, inherited.right))
  }

  /// The constants of the engine's constraints for one of the view's own guides, in the
  /// order `LayoutEngine` makes them.
  ///
  /// Margins and safe area: left, top, right, bottom edge offsets. Readable content: top,
  /// bottom, left bound, right bound, centre offset, the width's bound and its preferred
  /// value.
  func systemGuideConstants(of kind: SystemGuideKind) -> [Double] {
    switch kind {
    case .margins, .safeArea:
      let insets = kind == .margins ? effectiveLayoutMargins : guideState.safeAreaInsets
      return [insets.left, insets.top, -insets.right, -insets.bottom]
    case .readableContent:
      let margins = effectiveLayoutMargins
      let width = readableContentWidth
      return [
        margins.top, -margins.bottom, margins.left, -margins.right,
        (margins.left - margins.right) / 2, width, width,
      ]
    }
  }

  /// Calls `body` with each guide the view made itself: margins, safe area, readable content.
  func forEachSystemGuide(_ body: (LayoutGuide) -> Void) {
    if let guide = storedMarginsGuide { body(guide) }
    if let guide = guideState.safeAreaGuide { body(guide) }
    if let guide = guideState.readableGuide { body(guide) }
  }

  /// The effective margins changed: guides follow in place, fittings are redone, and
  /// `layoutMarginsDidChange()` runs.
  ///
  /// Subviews that preserve these margins follow afterwards.
  func effectiveMarginsDidChange() {
    layoutContentDidChange()
    layoutRoot.rootEngine?.marginsDidChange(of: self)
    setNeedsLayout()
    layoutMarginsDidChange()
    storedViewController?.viewLayoutMarginsDidChange()
    refreshPreservingSubviews()
  }

  /// Resolves margins set by reading direction again after the direction changed.
  func layoutDirectionDidChangeMargins() {
    guard let directional = guideState.directionalMargins else { return }
    guideState.isSettingDirectionally = true
    layoutMargins = directional.edgeInsets(isRightToLeft: isRightToLeft)
    guideState.isSettingDirectionally = false
  }
}
