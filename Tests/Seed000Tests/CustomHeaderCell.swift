import SectionalUIKit

/// Seed 000's header template: a cell subclass whose labels and image view the post connected
/// as outlets to a storyboard prototype ("HeaderCell", blue background, 68 pt tall), which
/// `Storyboards/Main.storyboard` holds.
final class CustomHeaderCell: UITableViewCell {
  // Linux-forced edit: `@IBOutlet weak var title: UILabel!` becomes `@Outlet var`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  @Outlet var title: UILabel!
  // Linux-forced edit: `@IBOutlet weak var subtitle: UILabel!` becomes `@Outlet var`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  @Outlet var subtitle: UILabel!
  // Linux-forced edit: `@IBOutlet weak var image: UIImageView!` becomes `@Outlet var`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  @Outlet var image: UIImageView!
}
