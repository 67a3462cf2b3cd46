/// A bar's style, as `UIBarStyle` (a top-level type in UIKit too).
public enum BarStyle: String, Hashable, Sendable, CaseIterable {
  /// Light bar, dark title.
  case `default`
  /// Dark bar, light title.
  case black
}
