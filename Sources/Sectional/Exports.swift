// `import Sectional` brings in what UIKit's `import UIKit` would: views, geometry and colours,
// and the table geometry types (`RowPosition`, `TableView.Style`, `TableMetrics`); `IndexPath` is
// Foundation's, with UIKit's `row` and `section`.
@_exported import SectionalGraphics
@_exported import SectionalLayout
@_exported import SectionalViews
