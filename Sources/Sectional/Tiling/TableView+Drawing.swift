import SectionalGraphics
import SectionalViews

extension TableView {
  /// Draws the filler-row separators below the last section, when ``fillerRowHeight`` asks
  /// for them.
  ///
  /// Nothing is drawn when ``fillerRowHeight`` is 0 (the default), when a ``tableFooterView`` is
  /// set (UIKit's pre-iOS 15 way to hide them, Documentation/Recipes.md § 003), when separators are
  /// off, or when there are no rows to take the automatic height from.
  func drawFillerSeparators(in rect: CGRect, into list: inout DisplayList) {
    guard fillerRowHeight != 0, tableFooterView == nil, separatorStyle != .none,
      let separatorColor, let layout, let height = fillerHeight(layout), height > 0
    else { return }
    let inset =
      cellSeparatorInset ?? EdgeInsets(top: 0, left: metrics.layoutMargin, bottom: 0, right: 0)
    let contentBottom = layout.contentSize.height
    let visibleBottom = bounds.maxY
    // `rect` is the table's frame in list coordinates; content y maps by the bounds origin.
    let dy = rect.minY - bounds.minY
    var y = contentBottom + height
    while y - height < visibleBottom {
      let lineY = y - TableViewCell.separatorThickness + dy
      if lineY >= rect.minY && lineY + TableViewCell.separatorThickness <= rect.maxY {
        list.fill(
          CGRect(
            x: rect.minX + inset.left, y: lineY,
            width: max(0, rect.width - inset.left - inset.right),
            height: TableViewCell.separatorThickness), color: separatorColor)
      }
      y += height
    }
  }

  /// The filler rows' height: the property's, or the last row's for ``automaticDimension``.
  private func fillerHeight(_ layout: TableLayout) -> Double? {
    guard fillerRowHeight == TableView.automaticDimension else { return fillerRowHeight }
    for section in stride(from: layout.numberOfSections - 1, through: 0, by: -1) {
      let rows = layout.numberOfRows(inSection: section)
      if rows > 0 {
        return layout.rectForRow(at: RowPosition(row: rows - 1, section: section)).height
      }
    }
    return nil
  }
}
