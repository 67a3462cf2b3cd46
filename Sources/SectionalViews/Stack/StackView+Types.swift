extension StackView {
  /// How arranged views share the stack's length on its axis, as
  /// `UIStackView.Distribution`.
  public enum Distribution: String, Hashable, Sendable, CaseIterable {
    /// Views keep their intrinsic lengths; the one with the lowest hugging priority stretches
    /// and the one with the lowest compression resistance shrinks.
    case fill
    /// Every view gets the same length.
    case fillEqually
    /// Lengths are proportional to the views' intrinsic lengths.
    case fillProportionally
    /// Views keep their lengths and the gaps between them are equal (at least `spacing`).
    case equalSpacing
    /// The distances between the views' centres are equal (gaps at least `spacing`).
    case equalCentering
  }

  /// How arranged views sit across the stack's axis, as `UIStackView.Alignment`.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    /// Views fill the stack's width (vertical) or height (horizontal).
    case fill
    /// Views align to the leading edge (the top in a horizontal stack).
    case leading
    /// Views share their first baseline (horizontal stacks; `.leading` in vertical ones).
    case firstBaseline
    /// Views are centred.
    case center
    /// Views align to the trailing edge (the bottom in a horizontal stack).
    case trailing
    /// Views share their last baseline (horizontal stacks; `.trailing` in vertical ones).
    case lastBaseline

    /// The top edge in a horizontal stack: the same as `.leading`.
    public static var top: Alignment { .leading }
    /// The bottom edge in a horizontal stack: the same as `.trailing`.
    public static var bottom: Alignment { .trailing }
  }
}

/// The attributes of one axis, so one set of rules serves both stack directions.
struct StackAxisAttributes {
  /// The leading edge on the axis (leading or top).
  let leading: LayoutConstraint.Attribute
  /// The trailing edge on the axis (trailing or bottom).
  let trailing: LayoutConstraint.Attribute
  /// The centre on the axis.
  let center: LayoutConstraint.Attribute
  /// The length on the axis.
  let size: LayoutConstraint.Attribute

  /// The attributes along `axis`.
  init(_ axis: LayoutConstraint.Axis) {
    if axis == .horizontal {
      leading = .leading
      trailing = .trailing
      center = .centerX
      size = .width
    } else {
      leading = .top
      trailing = .bottom
      center = .centerY
      size = .height
    }
  }
}
