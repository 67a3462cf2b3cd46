import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Measures the displayed elements that still have estimated heights and gives the results
  /// to the layout; returns whether any height changed.
  func measure(_ elements: [LayoutElement]) -> Bool {
    var changed = false
    for element in elements {
      let height: Double
      switch element.kind {
      case .header(let section) where sizing.headers.contains(section):
        sizing.headers.remove(section)
        height =
          displayed.header(section).map { measuredHeight(ofHeaderFooter: $0, isHeader: true) } ?? 0
      case .footer(let section) where sizing.footers.contains(section):
        sizing.footers.remove(section)
        height =
          displayed.footer(section).map { measuredHeight(ofHeaderFooter: $0, isHeader: false) } ?? 0
      case .row(let indexPath) where sizing.rowNeedsMeasuring(indexPath):
        sizing.measuredRows.insert(indexPath)
        height = displayed.cell(at: indexPath).map(measuredHeight(ofCell:)) ?? metrics.rowHeight
      default:
        continue
      }
      changed = applyMeasured(height, for: element.kind) || changed
    }
    return changed
  }

  /// Gives one measured height to the layout and keeps the anchor element still on screen.
  func applyMeasured(_ measured: Double, for kind: LayoutElementKind) -> Bool {
    let height = checkedHeight(measured, allowsAutomatic: false, "the measured height of \(kind)")
    guard let before = layout?.rect(for: kind).height, before != height else { return false }
    do {
      // In place: a copy of the layout would duplicate its per-section arrays.
      let adjustment = try layout!.setHeight(height, for: kind, anchoredAt: bounds.minY)
      if adjustment != 0 {
        bounds = CGRect(
          origin: CGPoint(x: bounds.minX, y: bounds.minY + adjustment), size: bounds.size)
        shiftMotion(by: CGPoint(x: 0, y: adjustment))
      }
      return true
    } catch {
      preconditionFailure("TableView: measured an invalid height for \(kind): \(error)")
    }
  }

  /// The height a header or footer view needs at the table's width.
  ///
  /// `systemLayoutSizeFitting` with a required width and a fitting-size height (the recipe
  /// UIKit uses for self-sizing headers), measured on the `contentView` of a
  /// ``TableViewHeaderFooterView`` or ``TableViewCell`` and on the view itself otherwise. When
  /// constraints give no height, a ``TableViewHeaderFooterView`` uses `sizeThatFits` (its
  /// labels between its margins) and any other view gets the profile's default height for
  /// the style, not its frame's: UIKit takes a collapsed fitting for a mistake and uses the
  /// standard height, so a frame-built header (seed 004's 81 pt ad) returned without
  /// `heightForHeaderInSection` is as tall as the default header in every profile, its
  /// subviews overflowing (Documentation/TableMetrics.md § Estimates and self-sizing).
  func measuredHeight(ofHeaderFooter view: View, isHeader: Bool) -> Double {
    let target: View =
      (view as? TableViewHeaderFooterView)?.contentView ?? (view as? TableViewCell)?.contentView
      ?? view
    let fitted = fittingHeight(of: target)
    if fitted > 0 { return fitted }
    if let header = view as? TableViewHeaderFooterView {
      return max(0, header.sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }
    return isHeader ? metrics.headerHeight(for: style) : metrics.footerHeight(for: style)
  }

  /// The height a cell needs at the table's width; when its content has no constraints that
  /// give one, its list content configuration's height, else the profile's row height.
  func measuredHeight(ofCell cell: TableViewCell) -> Double {
    let fitted = fittingHeight(of: cell.contentView)
    if fitted > 0 { return fitted }
    return cell.contentConfigurationHeight(width: bounds.width) ?? metrics.rowHeight
  }

  /// `systemLayoutSizeFitting((width, 0))` at required width and fitting-size height.
  func fittingHeight(of view: View) -> Double {
    let size = view.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return size.height.isFinite ? max(0, size.height) : 0
  }

  /// The height of a table header or footer view: its Auto Layout content's at the table's
  /// width, or its frame's when it has no constraints that give one (UIKit's only rule).
  func selfSizedHeight(ofTableView view: View) -> Double {
    let fitted = fittingHeight(of: view)
    return fitted > 0 ? fitted : max(0, view.frame.height)
  }

  /// Measures ``tableHeaderView`` again and applies its height, keeping what is on screen still;
  /// for code ported from UIKit, where this had to be done by hand (Documentation/Recipes.md §
  /// 002).
  ///
  /// The table also does this by itself on every layout pass of its own.
  ///
  /// - Complexity: one fitting solve per table header or footer view, plus the tiling.
  public func sizeHeaderToFit() {
    layoutIfNeeded()
    if resizeTableViews() { tile() }
  }

  /// Measures ``tableFooterView`` again and applies its height (see ``sizeHeaderToFit()``).
  ///
  /// - Complexity: one fitting solve per table header or footer view, plus the tiling.
  public func sizeFooterToFit() {
    layoutIfNeeded()
    if resizeTableViews() { tile() }
  }

  /// Measures the table header and footer views and gives changed heights to the layout;
  /// returns whether one changed.
  @discardableResult
  func resizeTableViews() -> Bool {
    var changed = false
    if let view = tableHeaderView {
      changed = applyMeasured(selfSizedHeight(ofTableView: view), for: .tableHeader) || changed
    }
    if let view = tableFooterView {
      changed = applyMeasured(selfSizedHeight(ofTableView: view), for: .tableFooter) || changed
    }
    return changed
  }

  /// Forgets every measured height and measures again what shows, as after a reload.
  ///
  /// Call it when the content of self-sized headers, footers or cells changed.
  ///
  /// - Complexity: O(n + r), a reload.
  public func invalidateMeasuredHeights() {
    reloadData()
  }
}
