import Sectional
import SectionalNibs

/// The header class `ScoresHeader.xib` names (found by its module, not registered).
final class ScoresHeaderView: TableViewHeaderFooterView, NibActionTarget {
  @Outlet var titleLabel: Label?
  @Outlet var moreButton: Button?
  /// How often `awakeFromNib()` ran, and the title it saw then.
  var awakenings = 0
  var titleAtAwakening: String?
  /// The senders of `showMore(_:)`.
  var showMoreSenders: [Button] = []

  static let nibActions = ["showMore:": NibAction(ScoresHeaderView.showMore)]

  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
    titleAtAwakening = titleLabel?.text
  }

  func showMore(_ sender: Button) {
    showMoreSenders.append(sender)
  }
}

/// The File's Owner of `TaggedTable.xib`: a plain object, as a view controller would be.
@MainActor
final class TaggedTableOwner {
  @Outlet var view: View?
  @OutletCollection var decorations: [View]
}

/// The File's Owner of `Broken.xib`: `iconView` has the wrong type and `missing` is absent.
@MainActor
final class BrokenOwner: NibActionTarget {
  @Outlet var nameLabel: Label?
  @Outlet var iconView: ImageView?

  static let nibActions: [String: NibAction] = [:]
}

/// Seed 000's prototype header cell: three outlets, registered by the table made from
/// `PrototypeTable.xib`.
final class PrototypeHeaderCell: TableViewCell {
  @Outlet var title: Label?
  @Outlet var subtitle: Label?
  @Outlet var badge: ImageView?
  /// How often `awakeFromNib()` ran.
  var awakenings = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
  }
}
