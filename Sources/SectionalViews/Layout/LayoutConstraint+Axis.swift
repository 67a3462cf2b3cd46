extension LayoutConstraint {
  /// A layout axis, as `NSLayoutConstraint.Axis`.
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right: widths and x positions.
    case horizontal
    /// Top to bottom: heights and y positions.
    case vertical
  }
}
