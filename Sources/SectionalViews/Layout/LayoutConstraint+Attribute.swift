extension LayoutConstraint {
  /// The part of a view or guide a constraint talks about, as `NSLayoutConstraint.Attribute`.
  ///
  /// Leading and trailing map to left and right: layouts here are left to right.
  public enum Attribute: String, Hashable, Sendable, CaseIterable {
    /// The left edge (minX).
    case left
    /// The right edge (maxX).
    case right
    /// The top edge (minY).
    case top
    /// The bottom edge (maxY).
    case bottom
    /// The leading edge; the left edge in a left-to-right layout.
    case leading
    /// The trailing edge; the right edge in a left-to-right layout.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre (midX).
    case centerX
    /// The vertical centre (midY).
    case centerY
    /// The baseline of the last line of text (the bottom for views without text).
    case lastBaseline
    /// The baseline of the first line of text (the bottom for views without text).
    case firstBaseline
    /// No attribute: the constraint compares with a constant only.
    case notAnAttribute
  }

  /// The relation of a constraint, as `NSLayoutConstraint.Relation`.
  public enum Relation: String, Hashable, Sendable, CaseIterable {
    /// The first attribute is at most the second.
    case lessThanOrEqual
    /// The attributes are equal.
    case equal
    /// The first attribute is at least the second.
    case greaterThanOrEqual

    /// The relation's symbol as Auto Layout logs print it.
    public var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }
}
