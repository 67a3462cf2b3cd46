import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// What the user was looking at: the element at the top of the visible content and how far
  /// into it the top edge was.
  private enum ScreenAnchor {
    /// A row, and the distance from its top to the top edge.
    case row(RowPosition, offset: Double)
    /// A section whose header, padding or footer was at the top edge.
    case section(Int, offset: Double)
  }

  /// Measures every self-sized height again after the content size category changed: the
  /// layout is rebuilt from the data source (labels with `adjustsFontForContentSizeCategory`
  /// have their new fonts by now), the row or section that was at the top of the visible
  /// content is put back at the same place on screen, and the views that show are measured
  /// with the usual anchoring, so the screen stays on what the user was reading
  /// (Documentation/Traits.md § Re-measuring).
  ///
  /// - Complexity: a reload, O(n + r), plus the tiling.
  func remeasureForContentSizeCategory() {
    needsContentSizeRemeasure = false
    guard let old = layout else { return }
    let top = bounds.minY + contentInset.top
    let anchor = screenAnchor(in: old, at: top)
    rebuildLayout()
    if let anchor, let new = layout, let y = position(of: anchor, in: new) {
      bounds = CGRect(
        origin: CGPoint(x: bounds.minX, y: y - contentInset.top), size: bounds.size)
      clampContentOffset()
    }
    resizeTableViews()
    tile()
  }

  /// The row, else the section, under `y` in `layout`.
  private func screenAnchor(in layout: TableLayout, at y: Double) -> ScreenAnchor? {
    if let row = layout.positionForRow(at: CGPoint(x: 0, y: y)) {
      return .row(row, offset: y - layout.rectForRow(at: row).minY)
    }
    for section in 0..<layout.numberOfSections {
      let rect = layout.rect(forSection: section)
      if y >= rect.minY && y < rect.maxY { return .section(section, offset: y - rect.minY) }
    }
    return nil
  }

  /// Where `anchor`'s top edge is in `layout`, or nil when the element is gone.
  private func position(of anchor: ScreenAnchor, in layout: TableLayout) -> Double? {
    switch anchor {
    case .row(let row, let offset):
      guard row.section < layout.numberOfSections,
        row.row < layout.numberOfRows(inSection: row.section)
      else { return nil }
      return layout.rectForRow(at: row).minY + offset
    case .section(let section, let offset):
      guard section < layout.numberOfSections else { return nil }
      return layout.rect(forSection: section).minY + offset
    }
  }
}
