import SectionalGraphics

@testable import SectionalViews

extension View {
  /// The table-header fitting at `width`: the width at `horizontal` (required by default),
  /// the height as small as allowed, through the view's own fitting session.
  func tableHeaderFit(width: Double, horizontal: LayoutPriority = .required) -> CGSize {
    systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: horizontal,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The same fitting solved afresh by an `EngineFitting` (no templates, no caches kept), to
  /// compare with `tableHeaderFit(width:horizontal:)`.
  func freshTableHeaderFit(width: Double, horizontal: LayoutPriority = .required) -> CGSize {
    let key = FittingSession.Key(
      target: CGSize(width: width, height: 0), horizontal: horizontal,
      vertical: .fittingSizeLevel, generation: fitting.generation, epoch: FittingState.measurerEpoch
    )
    return EngineFitting(view: self).size(for: key)
  }

  /// Both fittings at `width`, cached first.
  func tableHeaderFits(
    width: Double, horizontal: LayoutPriority = .required
  ) -> (cached: CGSize, fresh: CGSize) {
    let cached = tableHeaderFit(width: width, horizontal: horizontal)
    return (cached, freshTableHeaderFit(width: width, horizontal: horizontal))
  }
}
