/// What fittings keep on each view: the view's generation, its own fitting session, the
/// wrap width a fitting hands a label, and the view's place in the last fitting recipe that
/// took it in.
///
/// A view holds one, inline (`View.fitting`), so that reading a field costs a load.
struct FittingState {
  /// A counter bumped by every change in the subtree that a fitting depends on (see
  /// `View.layoutContentDidChange(_:)`).
  var generation: UInt64 = 0
  /// The fitting engine and result cache of `systemLayoutSizeFitting`, made on first use.
  var session: FittingSession?
  /// A width the fitting engine asks multi-line text to wrap at while it measures.
  var widthHint: Double?
  /// The stamp of the last fitting recipe that took the view in.
  var recipeStamp: UInt64 = 0
  /// The view's slot in that recipe.
  var recipeSlot = 0

  /// A counter bumped whenever `Label.defaultTextMeasurer` changes, so that cached fittings
  /// and measurements made with the old measurer are not reused.
  @MainActor @exclusivity(unchecked) static var measurerEpoch: UInt64 = 0
}
