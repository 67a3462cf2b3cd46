import Foundation
import Sectional
import SectionalInterfaceBuilder
import SectionalNibs

/// The prototype cells' custom class: three outlets, as seed 000's header cell.
final class HeaderCell: TableViewCell {
  @Outlet var title: Label?
  @Outlet var subtitle: Label?
  @Outlet var image: ImageView?
}

extension InterfaceBuilderSuite {
  /// One repetition of workload B: parses the storyboard with `n` prototype cells, makes its
  /// table view (with `Nib`, the table as a xib's one top-level object: storyboards' view
  /// controllers are not loaded yet) and dequeues one cell of every prototype, and checks
  /// the result.
  ///
  /// Timed: parsing, instantiating and the `n` dequeues (each an instantiation of a
  /// prototype: views, properties, 9 constraints activated, 3 outlets connected,
  /// `awakeFromNib`). The document text is made beforehand.
  @MainActor
  static func load(cells n: Int) throws -> Sample {
    NibClasses.register(HeaderCell.self)
    if Image(named: "smiley-face") == nil {
      ImageCatalog.registerShared(
        Image(path: "/dev/null", pixelWidth: 96, pixelHeight: 96, scale: 2), named: "smiley-face")
    }
    let data = Data(storyboard(cells: n).utf8)
    let clock = ContinuousClock()
    let start = clock.now
    let read = try IBDocument.parse(data: data, fileName: "Bench.storyboard")
    guard let tableObject = read.document.object(withID: "tbl") else {
      throw BenchmarkFailure("CHECK FAILED: ib B n=\(n): no table in the document")
    }
    var xib = IBDocument(kind: .xib, fileName: "Bench.storyboard")
    xib.objects = [tableObject]
    xib.resources = read.document.resources
    let loaded = Nib(document: xib, diagnostics: read.diagnostics, bundle: nil)
      .instantiateReportingDiagnostics(withOwner: nil)
    guard let table = loaded.topLevelObjects.first as? TableView else {
      throw BenchmarkFailure("CHECK FAILED: ib B n=\(n): no table made")
    }
    var cells: [HeaderCell] = []
    cells.reserveCapacity(n)
    for i in 0..<n {
      if let cell = table.dequeueReusableCell(withIdentifier: "Cell\(i)") as? HeaderCell {
        cells.append(cell)
      }
    }
    let timed = (clock.now - start).seconds
    let constraints = cells.reduce(0) { total, cell in
      total + cell.contentView.constraints.count + (cell.image?.constraints.count ?? 0)
    }
    let connected = cells.filter { $0.title != nil && $0.subtitle != nil && $0.image != nil }
    // The table's dataSource and delegate outlets go to its controller, which is not loaded:
    // those two warnings, and nothing else, are expected.
    let expected = loaded.diagnostics.filter { $0.message.contains("\"tvc\", which did not load") }
    guard cells.count == n, connected.count == n, constraints == 9 * n,
      loaded.diagnostics.count == 2, expected.count == 2
    else {
      throw BenchmarkFailure(
        "CHECK FAILED: ib B n=\(n): \(cells.count) cells, \(connected.count) connected, "
          + "\(constraints) constraints, diagnostics \(loaded.diagnostics.prefix(3))")
    }
    return Sample(
      timed: timed, checksum: Double(constraints), constraints: constraints,
      figures: [Figure(key: "us_per_cell", value: timed * 1e6 / Double(n), unit: "µs/cell")])
  }
}
