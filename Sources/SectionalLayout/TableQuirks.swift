/// UIKit layout rules that a pure layout may leave out.
///
/// A ``TableSpec`` has none by default (``none``), so a layout built directly gets
/// Sectional's plain reading of every height; a `TableView` applies UIKit's (``uikit``), so
/// code ported from iOS lays out as it did there.
public struct TableQuirks: Hashable, Sendable {
  /// In the grouped styles, an exact header or footer height of `0` means "use the default
  /// height", as UIKit reads it (Documentation/TableMetrics.md § Header and footer
  /// heights): returning 0 from `heightForHeaderInSection` in a grouped table gives the
  /// default, and code that wants no header returns `CGFloat.leastNormalMagnitude`.
  ///
  /// Off: a height of `0` hides the element.
  public var groupedZeroHeightMeansDefault: Bool

  /// Creates a set of quirks; every one is off unless passed `true`.
  public init(groupedZeroHeightMeansDefault: Bool = false) {
    self.groupedZeroHeightMeansDefault = groupedZeroHeightMeansDefault
  }

  /// No quirks: every height means what it says; ``TableSpec``'s default.
  public static let none = TableQuirks()

  /// Every quirk UIKit has; `TableView`'s default.
  public static let uikit = TableQuirks(groupedZeroHeightMeansDefault: true)
}
