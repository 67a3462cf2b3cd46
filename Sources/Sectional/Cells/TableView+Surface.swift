import SectionalGraphics
import SectionalLayout
import SectionalViews

/// The table settings of `TableView+Surface.swift`, stored on the table.
struct TableSurfaceSettings {
  /// ``TableView/sectionIndexBackgroundColor``.
  var indexBackground: Color?
  /// ``TableView/sectionIndexTrackingBackgroundColor``.
  var indexTrackingBackground: Color?
  /// ``TableView/sectionIndexMinimumDisplayRowCount``.
  var indexMinimumRowCount = 0
  /// ``TableView/separatorInsetReference``.
  var separatorInsetReference = TableView.SeparatorInsetReference.fromCellEdges
  /// ``TableView/cellLayoutMarginsFollowReadableWidth``.
  var followsReadableWidth = false
}

extension TableView {
  /// How the table's ``separatorInset`` is measured, as `UITableView.SeparatorInsetReference`.
  public enum SeparatorInsetReference: Int, Hashable, Sendable {
    /// From the cell's edges: a left inset of 0 starts the separator at the cell's left edge.
    case fromCellEdges
    /// From the automatic inset (the cells' left layout margin): the table's inset is added
    /// to it.
    case fromAutomaticInsets
  }

  /// The colour behind the section index while it is not touched; `nil` (clear) by default,
  /// as `UITableView.sectionIndexBackgroundColor`.
  public var sectionIndexBackgroundColor: Color? {
    get { surface.indexBackground }
    set {
      surface.indexBackground = newValue
      styleSectionIndexBackground()
    }
  }

  /// The colour behind the section index while a finger or the pointer is down on it; `nil`
  /// by default, as `UITableView.sectionIndexTrackingBackgroundColor`.
  ///
  /// Without one the index keeps ``sectionIndexBackgroundColor`` while tracked.
  public var sectionIndexTrackingBackgroundColor: Color? {
    get { surface.indexTrackingBackground }
    set {
      surface.indexTrackingBackground = newValue
      styleSectionIndexBackground()
    }
  }

  /// The fewest rows the table must have for the section index to show; 0 by default, as
  /// `UITableView.sectionIndexMinimumDisplayRowCount`.
  ///
  /// The row count is compared when the data is loaded and when this value changes.
  public var sectionIndexMinimumDisplayRowCount: Int {
    get { surface.indexMinimumRowCount }
    set {
      guard newValue != surface.indexMinimumRowCount else { return }
      surface.indexMinimumRowCount = newValue
      if layout != nil { reloadSectionIndex() }
    }
  }

  /// How ``separatorInset`` is measured; ``SeparatorInsetReference/fromCellEdges`` by
  /// default, as `UITableView.separatorInsetReference`
  /// (Documentation/TableMetrics.md § Separator insets).
  public var separatorInsetReference: SeparatorInsetReference {
    get { surface.separatorInsetReference }
    set {
      guard newValue != surface.separatorInsetReference else { return }
      surface.separatorInsetReference = newValue
      restyleVisibleCells()
    }
  }

  /// Whether the cells' left and right layout margins follow the table's readable content
  /// width; `false` by default (UIKit's default from iOS 12), as
  /// `UITableView.cellLayoutMarginsFollowReadableWidth`.
  ///
  /// While it holds, every cell the table shows gets the margins that put its content in the
  /// readable column (`readableCellMargins`), and the automatic separator inset follows the
  /// left one (Documentation/LayoutGuides.md § Readable width).
  public var cellLayoutMarginsFollowReadableWidth: Bool {
    get { surface.followsReadableWidth }
    set {
      guard newValue != surface.followsReadableWidth else { return }
      surface.followsReadableWidth = newValue
      restyleVisibleCells()
    }
  }

  /// The left and right cell margins of the readable column at the table's current width.
  ///
  /// The table's margins are its metric profile's `layoutMargin` plus the safe area on each
  /// side; the column is at most `readableContentWidth` wide, centred between them.
  public var readableCellMargins: (left: CGFloat, right: CGFloat) {
    let safe = safeAreaInsets
    let left = metrics.layoutMargin + safe.left
    let right = metrics.layoutMargin + safe.right
    let room = max(0, bounds.width - left - right)
    let spare = (room - min(room, readableContentWidth)) / 2
    return (left + spare, right + spare)
  }

  /// The cells' automatic separator inset: their left layout margin, the readable one while
  /// ``cellLayoutMarginsFollowReadableWidth`` holds.
  var automaticSeparatorInset: EdgeInsets {
    let left =
      surface.followsReadableWidth ? readableCellMargins.left : TableViewCell.defaultMargin
    return EdgeInsets(top: 0, left: left, bottom: 0, right: 0)
  }

  /// The separator inset cells that keep their default take, or `nil` to leave them alone.
  ///
  /// From the cell edges it is ``separatorInset``; from the automatic insets it is that plus
  /// the automatic inset. Without a table inset, the automatic inset applies while the
  /// margins follow the readable width.
  var cellSeparatorInset: EdgeInsets? {
    guard let separatorInset else {
      return surface.followsReadableWidth ? automaticSeparatorInset : nil
    }
    guard surface.separatorInsetReference == .fromAutomaticInsets else { return separatorInset }
    let automatic = automaticSeparatorInset
    return EdgeInsets(
      top: separatorInset.top, left: automatic.left + separatorInset.left,
      bottom: separatorInset.bottom, right: automatic.right + separatorInset.right)
  }

  /// Gives a cell about to show the table's separator inset and, while the margins follow
  /// the readable width, its readable margins.
  ///
  /// A cell that had them and shows after that stopped gets the cells' default margins back;
  /// other cells' margins are left alone.
  func applySurface(to cell: TableViewCell) {
    if let inset = cellSeparatorInset { cell.adoptTableSeparatorInset(inset) }
    guard surface.followsReadableWidth || cell.hasReadableMargins else { return }
    cell.hasReadableMargins = surface.followsReadableWidth
    let margins =
      surface.followsReadableWidth
      ? readableCellMargins
      : (left: TableViewCell.defaultMargin, right: TableViewCell.defaultMargin)
    var current = cell.layoutMargins
    guard current.left != margins.left || current.right != margins.right else { return }
    current.left = margins.left
    current.right = margins.right
    cell.layoutMargins = current
  }

  /// Applies the surface settings to the cells on screen.
  private func restyleVisibleCells() {
    for cell in visibleCells {
      if cellSeparatorInset == nil {
        cell.adoptTableSeparatorInset(automaticSeparatorInset)
      }
      applySurface(to: cell)
      cell.setNeedsLayout()
    }
    setNeedsDisplay()
  }

  /// Colours the index's background: the tracking colour while tracked, if set.
  func styleSectionIndexBackground() {
    guard let view = sectionIndexView else { return }
    let tracking = view.isTracking ? surface.indexTrackingBackground : nil
    view.backgroundColor = tracking ?? surface.indexBackground
  }
}
