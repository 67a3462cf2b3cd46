import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Moves a table header or footer view into place when the property changes: the layout
  /// takes the new view's height and the next layout pass places it; nothing is reloaded, so
  /// the displayed views stay and measured heights are kept (UIKit re-lays out only).
  func replaceTableView(_ old: View?, with new: View?, as kind: LayoutElementKind) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    if !needsReload, layout != nil {
      _ = applyMeasured(new.map(selfSizedHeight(ofTableView:)) ?? 0, for: kind)
      tiledState = nil
    } else {
      needsReload = true
    }
    setNeedsLayout()
  }

  /// Gives the layout the new content insets without asking the data source again; the next
  /// layout pass places the views.
  func contentInsetDidChange(from old: EdgeInsets) {
    guard contentInset != old else { return }
    if !needsReload, layout != nil {
      do {
        try layout!.setContentInset(contentInset)
      } catch {
        preconditionFailure("TableView: invalid content inset \(contentInset): \(error)")
      }
      clampContentOffset()
    } else {
      needsReload = true
    }
    setNeedsLayout()
  }

  /// Keeps the table header and footer views at their layout frames while they are off
  /// screen, so a footer that has not been scrolled to yet is below the content instead of
  /// at the origin over the table header.
  func placeTableViews(in layout: TableLayout) {
    if let view = tableHeaderView {
      let frame = layout.rect(for: .tableHeader)
      if view.frame != frame { view.frame = frame }
    }
    if let view = tableFooterView {
      let frame = layout.rect(for: .tableFooter)
      if view.frame != frame { view.frame = frame }
    }
  }
}
