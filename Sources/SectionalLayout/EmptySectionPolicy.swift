/// Whether a header or footer is laid out for a section that has no rows.
///
/// UIKit shows a header or footer for an empty section whenever its height is positive, so
/// the default is ``shown``. A collapsed section still has rows and is not empty.
public enum EmptySectionPolicy: String, Hashable, Sendable, CaseIterable {
  /// The element keeps its height in a section without rows (UIKit's behaviour).
  case shown
  /// The element takes no space in a section without rows.
  case hidden
}
