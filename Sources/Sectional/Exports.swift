// `import Sectional` brings in what UIKit's `import UIKit` would: views, geometry and colours,
// and the table geometry types (`IndexPath`, `TableView.Style`, `TableMetrics`).
@_exported import SectionalGraphics
@_exported import SectionalLayout
@_exported import SectionalViews
