import SectionalGraphics

/// What a view keeps about its safe area and the guides it makes besides its margins guide.
struct GuideState {
  /// The safe area insets, kept current by `View.refreshSafeAreaInsets()`.
  var safeAreaInsets = EdgeInsets.zero
  /// The guide behind `safeAreaLayoutGuide`, made on first use.
  var safeAreaGuide: LayoutGuide?
  /// The guide behind `readableContentGuide`, made on first use.
  var readableGuide: LayoutGuide?
  /// Whether the margins are measured from the safe area (`insetsLayoutMarginsFromSafeArea`).
  var insetsMarginsFromSafeArea = true
  /// The margins as last set through `directionalLayoutMargins`, or `nil` when they were set
  /// through `layoutMargins`: a change of direction swaps left and right only for these.
  var directionalMargins: DirectionalEdgeInsets?
  /// Whether `layoutMargins` is being set on behalf of `directionalLayoutMargins`.
  var isSettingDirectionally = false
  /// Whether the effective margins are at least the superview's where they reach into the
  /// view (`preservesSuperviewLayoutMargins`).
  var preservesSuperviewMargins = false
  /// How far the superview's margins guide reaches into the view from each edge (negative
  /// where it stays outside), kept current while `preservesSuperviewMargins` holds.
  var inheritedMargins = EdgeInsets.zero
  /// Whether a subview ever preserved this view's margins.
  ///
  /// Only then do this view's margin and geometry changes visit the subviews; it is never
  /// cleared.
  var hasPreservingSubview = false
}
