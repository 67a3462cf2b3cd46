import SectionalUIKit

// Seed 002 (Documentation/Recipes.md § 002): the post's extension, unchanged but for the
// import and `UIView.layoutFittingCompressedSize`, the name Swift 4.2 gave UIKit's
// `UILayoutFittingCompressedSize` (an edit the same code needs on iOS today).
extension UITableViewController {
  func sizeHeaderToFit() {
    if let headerView = tableView.tableHeaderView {

      headerView.setNeedsLayout()
      headerView.layoutIfNeeded()

      let height = headerView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
      var frame = headerView.frame
      frame.size.height = height
      headerView.frame = frame

      tableView.tableHeaderView = headerView
    }
  }

  func sizeFooterToFit() {
    if let footerView = tableView.tableFooterView {
      footerView.setNeedsLayout()
      footerView.layoutIfNeeded()

      let height = footerView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
      var frame = footerView.frame
      frame.size.height = height
      footerView.frame = frame

      tableView.tableFooterView = footerView
    }
  }
}
