import SectionalGraphics

extension FittingRecipe {
  /// Computes every row's constant for `target` into `constants`; `false` when an intrinsic
  /// size gained or lost an axis since the recipe was made (the shape is stale).
  ///
  /// - Complexity: O(rows), plus one intrinsic size per content view (label measurements
  ///   are cached by wrap width).
  func constants(target: Size, into constants: inout [Double]) -> Bool {
    constants.removeAll(keepingCapacity: true)
    var measured = (view: -1, size: Size.zero)
    for source in sources {
      switch source {
      case .fixed(let value): constants.append(value)
      case .target(let horizontal): constants.append(horizontal ? -target.width : -target.height)
      case .content(let view, let horizontal):
        if measured.view != view {
          let entry = contentViews[view]
          let size = entry.reference.takeUnretainedValue().intrinsicContentSize
          guard (size.width != View.noIntrinsicMetric) == entry.width,
            (size.height != View.noIntrinsicMetric) == entry.height
          else { return false }
          measured = (view, size)
        }
        constants.append(horizontal ? -measured.size.width : -measured.size.height)
      case .user(let index):
        constants.append(FittingRecipe.constant(of: userConstraints[index]))
      }
    }
    for entry in contentViews where !entry.width && !entry.height {
      let size = entry.reference.takeUnretainedValue().intrinsicContentSize
      guard size.width == View.noIntrinsicMetric, size.height == View.noIntrinsicMetric else {
        return false
      }
    }
    return true
  }

  /// The reduced constant of a constraint of the subtree: baselines minus its constant.
  static func constant(of constraint: LayoutConstraint) -> Double {
    var value = -constraint.constant
    let first = constraint.firstAttribute
    if first == .firstBaseline || first == .lastBaseline, let item = constraint.firstLayoutItem {
      value += item.baselineOffset(last: first == .lastBaseline).constant
    }
    let second = constraint.secondAttribute
    if second == .firstBaseline || second == .lastBaseline,
      let item = constraint.secondLayoutItem
    {
      value -= constraint.multiplier * item.baselineOffset(last: second == .lastBaseline).constant
    }
    return value
  }
}
