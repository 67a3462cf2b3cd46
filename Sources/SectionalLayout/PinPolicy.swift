/// Which of a section's supplementary elements pin to the visible rect while it scrolls.
///
/// UIKit ties pinning to the plain style; Sectional lets any section in any style choose.
/// When a section leaves it unset, ``TableStyle/plain`` means ``both`` and the grouped styles
/// mean ``none``.
public enum PinPolicy: String, Hashable, Sendable, CaseIterable {
  /// Nothing pins; header and footer scroll with the rows.
  case none
  /// The header pins to the top of the visible rect.
  case header
  /// The footer pins to the bottom of the visible rect.
  case footer
  /// The header pins to the top and the footer to the bottom.
  case both

  /// Whether this policy pins the section header.
  public var pinsHeader: Bool { self == .header || self == .both }

  /// Whether this policy pins the section footer.
  public var pinsFooter: Bool { self == .footer || self == .both }

  /// The policy a section gets when it does not choose one.
  ///
  /// UIKit floats headers and footers only in the plain style (`UITableView.Style.plain`).
  public static func `default`(for style: TableStyle) -> PinPolicy {
    style == .plain ? .both : .none
  }
}
