import Foundation

extension CGRect {
  /// Returns the rectangle shrunk by `insets` (UIKit's `CGRect.inset(by:)`).
  ///
  /// A result with a negative size is `CGRect.null`, as with `insetBy(dx:dy:)`.
  public func inset(by insets: EdgeInsets) -> CGRect {
    if isNull { return self }
    let r = standardized
    let result = CGRect(
      x: r.minX + insets.left, y: r.minY + insets.top,
      width: r.width - insets.horizontal, height: r.height - insets.vertical)
    return result.size.width < 0 || result.size.height < 0 ? .null : result
  }
}
