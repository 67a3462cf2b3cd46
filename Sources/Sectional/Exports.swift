// `import Sectional` brings in what UIKit's `import UIKit` would: views, geometry and colours,
// and the table geometry types (`IndexPath`, `TableStyle`, `TableMetrics`).
@_exported import SectionalGraphics
@_exported import SectionalLayout
@_exported import SectionalViews
