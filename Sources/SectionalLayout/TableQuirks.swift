/// Opt-in UIKit behaviours that surprise people; all are off by default.
public struct TableQuirks: Hashable, Sendable {
  /// In the grouped styles, an exact header or footer height of `0` means "use the default
  /// height", as UIKit did (returning 0 from `heightForHeaderInSection` in a grouped table gave
  /// the default; a tiny positive value was needed to hide a header).
  ///
  /// Off by default: a height of `0` hides the element.
  public var groupedZeroHeightMeansDefault: Bool

  /// Creates a set of quirks; every one is off unless passed `true`.
  public init(groupedZeroHeightMeansDefault: Bool = false) {
    self.groupedZeroHeightMeansDefault = groupedZeroHeightMeansDefault
  }

  /// No quirks: Sectional's own, predictable behaviour.
  public static let none = TableQuirks()
}
