import SectionalGraphics

extension StackView {
  /// The value `customSpacing(after:)` returns for a view without custom spacing, and the
  /// value that clears it in `setCustomSpacing(_:after:)`: the largest finite `Float`, as
  /// `UIStackView.spacingUseDefault`.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// A spacing that asks for the system spacing between two views (8 pt, the standard
  /// sibling distance), as `UIStackView.spacingUseSystem`.
  ///
  /// It works as `spacing` and as a custom spacing; its value is the smallest positive normal
  /// `Float`, as UIKit's.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The system spacing between neighbouring arranged views (Documentation/AutoLayout.md
  /// § Stack views).
  static let systemSpacing: CGFloat = 8

  /// Sets the space after `arrangedSubview`, in place of `spacing`, as
  /// `UIStackView.setCustomSpacing(_:after:)`.
  ///
  /// `StackView.spacingUseDefault` goes back to `spacing`; `StackView.spacingUseSystem` asks
  /// for the system spacing. A view that is not arranged here is ignored. The custom spacing
  /// follows the view: it applies only while the view and a later view are shown, and it is
  /// forgotten when the view stops being arranged.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    let stored: CGFloat? = spacing == StackView.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != stored else { return }
    customSpacings[key] = stored
    setNeedsArrangement()
  }

  /// The custom space after `arrangedSubview`, or `StackView.spacingUseDefault` when it has
  /// none, as `UIStackView.customSpacing(after:)`.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
  }

  /// The gap the arrangement keeps after `view`: its custom spacing, else `spacing`, with
  /// `StackView.spacingUseSystem` resolved to the system spacing.
  func resolvedSpacing(after view: View) -> CGFloat {
    let value =
      customSpacings.isEmpty ? spacing : customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == StackView.spacingUseSystem ? StackView.systemSpacing : value
  }
}
