import Sectional
import SectionalLayout

extension CellScale {
  /// `points` rounded to the nearest whole number of cell heights (half up), at least one
  /// cell for any positive height; zero, negative (such as
  /// `TableView.automaticDimension`) and non-finite values are returned unchanged.
  ///
  /// A 44 pt UIKit row becomes 48 pt (3 cells), a 68 pt header 64 pt (4 cells), a 22 pt
  /// header 16 pt (1 cell) and a 5 pt spacer 16 pt.
  public func roundedHeight(_ points: Double) -> Double {
    guard points.isFinite, points > 0 else { return points }
    return max((points / height + 0.5).rounded(.down), 1) * height
  }
}

extension TableView {
  /// Prepares the table for a terminal: the ``TableMetrics/terminal`` profile (defaults of
  /// one cell), the table's own explicit heights rounded to whole cells, and arrow keys
  /// that scroll one cell row (``TableView/keyboardScrollStep``).
  ///
  /// Rounds ``TableView/rowHeight``, ``TableView/sectionHeaderHeight``,
  /// ``TableView/sectionFooterHeight`` and the estimated heights with
  /// ``CellScale/roundedHeight(_:)``, so rows and headers start and end on cell
  /// boundaries and text inside them lands on whole rows. Heights a delegate returns are
  /// not seen by the table until layout and are drawn as they are (the rasteriser then
  /// snaps each edge to the nearest cell). Reloads the data.
  public func adaptToTerminal(scale: CellScale = .standard) {
    rowHeight = scale.roundedHeight(rowHeight)
    estimatedRowHeight = scale.roundedHeight(estimatedRowHeight)
    sectionHeaderHeight = scale.roundedHeight(sectionHeaderHeight)
    sectionFooterHeight = scale.roundedHeight(sectionFooterHeight)
    estimatedSectionHeaderHeight = scale.roundedHeight(estimatedSectionHeaderHeight)
    estimatedSectionFooterHeight = scale.roundedHeight(estimatedSectionFooterHeight)
    if sectionHeaderTopPadding > 0 { sectionHeaderTopPadding = 0 }
    keyboardScrollStep = scale.height
    metrics = .terminal
  }
}
