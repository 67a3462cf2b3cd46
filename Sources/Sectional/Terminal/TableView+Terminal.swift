import SectionalLayout

extension TableMetrics {
  /// `points` rounded to the nearest whole number of `cellHeight`-point cells (half up), at
  /// least one cell for any positive height; zero, negative (such as
  /// `TableView.automaticDimension`) and non-finite values are returned unchanged.
  ///
  /// With 16 pt cells a 44 pt UIKit row becomes 48 pt (3 cells), a 68 pt header 64 pt
  /// (4 cells), a 22 pt header 16 pt (1 cell) and a 5 pt spacer 16 pt. A `cellHeight` that is
  /// not finite and positive counts as 16.
  public static func cellRounded(_ points: Double, cellHeight: Double = 16) -> Double {
    guard points.isFinite, points > 0 else { return points }
    let cell = validCellHeight(cellHeight)
    return max((points / cell + 0.5).rounded(.down), 1) * cell
  }

  /// `cellHeight` when it is finite and positive, else the standard 16 pt.
  static func validCellHeight(_ cellHeight: Double) -> Double {
    cellHeight.isFinite && cellHeight > 0 ? cellHeight : 16
  }
}

extension TableView {
  /// Prepares the table for a display of character cells `cellHeight` points high (a
  /// terminal: SectionalTerminal's `CellScale.height`, 16 by default): the
  /// `TableMetrics/terminal` profile, the table's own explicit heights rounded to whole
  /// cells, and arrow keys that scroll one cell row (``TableView/keyboardScrollStep``).
  ///
  /// Rounds ``TableView/rowHeight``, ``TableView/sectionHeaderHeight``,
  /// ``TableView/sectionFooterHeight`` and the estimated heights with
  /// `TableMetrics/cellRounded(_:cellHeight:)`, so rows and headers start and end on cell
  /// boundaries and text inside them lands on whole rows. Heights a delegate returns are
  /// not seen by the table until layout and are drawn as they are (a cell rasteriser then
  /// snaps each edge to the nearest cell). Reloads the data.
  public func adaptToTerminal(cellHeight: CGFloat = 16) {
    let cell = TableMetrics.validCellHeight(cellHeight)
    func rounded(_ points: Double) -> Double {
      TableMetrics.cellRounded(points, cellHeight: cell)
    }
    rowHeight = rounded(rowHeight)
    estimatedRowHeight = rounded(estimatedRowHeight)
    sectionHeaderHeight = rounded(sectionHeaderHeight)
    sectionFooterHeight = rounded(sectionFooterHeight)
    estimatedSectionHeaderHeight = rounded(estimatedSectionHeaderHeight)
    estimatedSectionFooterHeight = rounded(estimatedSectionFooterHeight)
    if sectionHeaderTopPadding > 0 { sectionHeaderTopPadding = 0 }
    keyboardScrollStep = cell
    metrics = .terminal
  }
}
