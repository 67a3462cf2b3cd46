import SectionalGraphics

extension ScrollView {
  /// How quickly coasting slows down: the fraction of its velocity the content keeps each
  /// millisecond, as UIKit's `UIScrollView.DecelerationRate`.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of the velocity kept per millisecond.
    public let rawValue: CGFloat

    /// A rate keeping `rawValue` of the velocity per millisecond.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// UIKit's default, 0.998 per millisecond: a 1000 pt/s fling coasts about 500 pt.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's quick stop, 0.99 per millisecond: a 1000 pt/s fling coasts about 100 pt.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How the safe area is added to the content inset, as UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  ///
  /// Desktop and terminal hosts have no safe area unless the window's `screenSafeAreaInsets`
  /// is set; without one every case gives an ``ScrollView/adjustedContentInset`` equal to the
  /// ``ScrollView/contentInset`` (Documentation/LayoutGuides.md § Scroll views).
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// Adjust on the scrollable axes, and at the top and bottom under a navigation bar.
    case automatic
    /// Adjust only on the axes that scroll.
    case scrollableAxes
    /// Never adjust.
    case never
    /// Always adjust on both axes.
    case always
  }
}
