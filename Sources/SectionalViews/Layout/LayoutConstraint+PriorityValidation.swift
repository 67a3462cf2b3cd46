/// Priorities outside Auto Layout's range (Documentation/UIKitParity.md § Invalid input and
/// re-entrant calls).
extension LayoutConstraint {
  /// The priority a constraint keeps instead of `priority` when `priority` is not in
  /// 1...1000, or `nil` when it is.
  ///
  /// Below 1 (0, negative, −∞) becomes 1 and above 1000 (+∞ too) becomes 1000, the nearest
  /// valid priority. NaN becomes 1, the weakest: a priority that means nothing must never make
  /// a constraint required nor let it override another.
  nonisolated static func correctedPriority(_ priority: LayoutPriority) -> LayoutPriority? {
    let value = priority.rawValue
    if value >= 1 && value <= 1000 { return nil }
    return value > 1000 ? .required : LayoutPriority(1)
  }

  /// The message logged when a constraint is given `priority` and keeps `corrected`.
  func invalidPriorityMessage(_ priority: LayoutPriority, corrected: LayoutPriority) -> String {
    "[LayoutConstraints] A priority of \(priority.rawValue) is outside 1...1000, the range "
      + "of UILayoutPriority; using \(corrected) for \(self)"
  }
}
