import SectionalUIKit

/// Seed 000's header template: a cell subclass whose labels and image view the post connected
/// as outlets to a storyboard prototype ("HeaderCell", blue background, 68 pt tall).
///
/// The prototype's content is built here in code, because storyboards do not load yet
/// (Documentation/Porting.md § 3. Storyboards and nibs); the frames are this port's choice,
/// the post shows them only in a screenshot.
final class CustomHeaderCell: UITableViewCell {
  // Linux-forced edit: `@IBOutlet weak var title: UILabel!` becomes a plain property.
  let title = UILabel()
  // Linux-forced edit: `@IBOutlet weak var subtitle: UILabel!` becomes a plain property.
  let subtitle = UILabel()
  // Linux-forced edit: `@IBOutlet weak var image: UIImageView!` becomes a plain property.
  let image = UIImageView()

  // Linux-forced edit: the table makes a registered class through a `required` initializer
  // (Documentation/Porting.md § 2. The edits Linux forces); the body is what the storyboard's
  // prototype held.
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = .blue
    image.frame = CGRect(x: 8, y: 8, width: 52, height: 52)
    title.frame.origin = CGPoint(x: 68, y: 10)
    subtitle.frame.origin = CGPoint(x: 68, y: 38)
    contentView.addSubview(image)
    contentView.addSubview(title)
    contentView.addSubview(subtitle)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
