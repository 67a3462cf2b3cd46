/// A `<stackView>`'s own properties (a `UIStackView`); its arranged subviews are the
/// object's `subviews`, in order.
public struct IBStackView: Sendable, Hashable {
  /// The axis (`axis=`; absent is horizontal).
  public var axis: IBStackAxis = .horizontal
  /// The alignment (`alignment=`; absent is fill).
  public var alignment: IBStackAlignment = .fill
  /// The distribution (`distribution=`; absent is fill).
  public var distribution: IBStackDistribution = .fill
  /// The spacing (`spacing=`).
  public var spacing: Double = 0
  /// `isBaselineRelativeArrangement`.
  public var isBaselineRelativeArrangement = false
  /// `isLayoutMarginsRelativeArrangement`.
  public var isLayoutMarginsRelativeArrangement = false

  /// A stack view with UIKit's defaults.
  public init() {}
}

/// A stack view's axis.
public enum IBStackAxis: String, Sendable, Hashable, CaseIterable {
  /// `horizontal`.
  case horizontal
  /// `vertical`.
  case vertical
}

/// A stack view's alignment (`alignment=`); `top`/`leading` and `bottom`/`trailing` are the
/// same value in UIKit, named for the axis.
public enum IBStackAlignment: String, Sendable, Hashable, CaseIterable {
  /// `fill`.
  case fill
  /// `top`.
  case top
  /// `leading`.
  case leading
  /// `firstBaseline`.
  case firstBaseline
  /// `center`.
  case center
  /// `bottom`.
  case bottom
  /// `trailing`.
  case trailing
  /// `lastBaseline` (written `baseline`).
  case lastBaseline = "baseline"
}

/// A stack view's distribution.
public enum IBStackDistribution: String, Sendable, Hashable, CaseIterable {
  /// `fill`.
  case fill
  /// `fillEqually`.
  case fillEqually
  /// `fillProportionally`.
  case fillProportionally
  /// `equalSpacing`.
  case equalSpacing
  /// `equalCentering`.
  case equalCentering
}
