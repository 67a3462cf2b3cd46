import SectionalUIKit

/// Seed 000's `CustomHeaderCell`: the header designed once as a prototype cell (title,
/// subtitle and image outlets, blue background, 68 pt) that the data source dequeues and
/// fills in.
///
/// The prototype is `Nibs/CustomHeaderCell.xib`, with its subviews and constraints; the table
/// registers the nib, and every header dequeued from it only sets content.
@MainActor
public final class CustomHeaderCell: UITableViewCell {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The title outlet.
  @Outlet public var title: UILabel!
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The subtitle outlet.
  @Outlet public var subtitle: UILabel!
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The image outlet.
  @Outlet public var image: UIImageView!
}
