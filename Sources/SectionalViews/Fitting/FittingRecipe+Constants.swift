import SectionalGraphics

extension FittingRecipe {
  /// Computes every row's constant for `target` into `constants`; `false` when an intrinsic
  /// size gained or lost an axis since the recipe was made (the shape is stale).
  ///
  /// - Complexity: O(rows), plus one intrinsic size per content view (label measurements
  ///   are cached by wrap width).
  func constants(target: CGSize, into constants: inout [Double]) -> Bool {
    // Written in place, row by row: one uniqueness check for the loop rather than a
    // capacity and uniqueness check per appended row.
    let count = sources.count
    if constants.count != count {
      constants.removeAll(keepingCapacity: true)
      constants.append(contentsOf: repeatElement(0, count: count))
    }
    var measured = (view: -1, size: CGSize.zero)
    for index in 0..<count {
      switch sources[index] {
      case .fixed(let value): constants[index] = value
      case .target(let horizontal):
        constants[index] = horizontal ? -target.width : -target.height
      case .content(let view, let horizontal):
        if measured.view != view {
          guard let size = contentViews[view].measuredSize() else { return false }
          measured = (view, size)
        }
        constants[index] = horizontal ? -measured.size.width : -measured.size.height
      case .user(let user):
        constants[index] = FittingRecipe.constant(of: userConstraints[user].takeUnretainedValue())
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

  /// Moves `initialConstants` into `constants` for the first pass of the fitting the recipe
  /// was made for; `false`, leaving both as they were, when they were taken or patched away.
  ///
  /// The recipe read every constant while it made its rows, with the wrap widths that pass
  /// uses, so reading them again would give the same values.
  mutating func takeInitialConstants(into constants: inout [Double]) -> Bool {
    guard initialConstants.count == sources.count else { return false }
    swap(&constants, &initialConstants)
    initialConstants = []
    return true
  }

  /// Updates the constants of the previous pass, in `constants`, after the wrapping labels
  /// took new wrap widths; `false` when a label's size gained or lost an axis.
  ///
  /// Only those labels' sizes moved, so only their content rows and the rows with a
  /// baseline are read again, as `LayoutEngine.intrinsicSizeDidChange(of:)` updates the
  /// classic engine between passes; every other constant is the previous pass's. Each
  /// wrapping label knows its content rows, and the user rows are the last but two, so no
  /// other row is visited.
  ///
  /// - Complexity: O(wrapping labels), plus O(user rows) when a row has a baseline.
  func constants(afterPassInto constants: inout [Double]) -> Bool {
    for entry in wrappingLabels where !entry.contentRows.isEmpty {
      guard let size = contentViews[entry.contentView].measuredSize() else { return false }
      for index in entry.contentRows {
        guard case .content(_, let horizontal) = sources[index] else { continue }
        constants[index] = horizontal ? -size.width : -size.height
      }
    }
    guard hasBaselineRows else { return true }
    let firstUserRow = sources.count - 2 - userConstraints.count
    for (user, constraint) in userConstraints.enumerated() {
      constants[firstUserRow + user] = FittingRecipe.constant(of: constraint.takeUnretainedValue())
    }
    return true
  }

  /// Moves the target rows of `constants`, this recipe's constants for another target, to
  /// `target`.
  ///
  /// - Complexity: O(rows).
  func retarget(_ target: CGSize, constants: inout [Double]) {
    for index in sources.indices {
      guard case .target(let horizontal) = sources[index] else { continue }
      constants[index] = horizontal ? -target.width : -target.height
    }
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
