import Sectional
import SectionalGraphics
import SectionalViews

/// The table suite: what a `TableView` costs per scroll step and for its first layout.
///
/// Workload S is a scroll pass over a table of N sections (100 000 by default), each with a
/// self-sized header (a label pinned to the content view's margins, `automaticDimension`
/// height, 28 pt estimate) and three 44 pt rows, in a 390×844 window: after a 400-step
/// warm-up, every step moves the content offset by 20 pt (wrapping at the end) and lays the
/// window out, without drawing. Figures: the median and 99th percentile of one step, the
/// median of the steps that bring no view in or out, and the views the pass made after the
/// warm-up (goal: 0, reuse only). Workload T is S with `TableViewHeaderFooterView`'s own
/// title label as the header, self-sized by `sizeThatFits` (no constraints in the tree).
/// Workload F is the first
/// layout of a table of N rows (1 000 000 by default) in sections of 100 automatic rows with
/// a 44 pt estimate and estimated self-sized headers: setting the data source and laying the
/// window out, which measures what shows. Text is measured by `FixedTextMetrics`. Goals
/// (issue 5): S ≤ 50 µs per step (median), 0 views; F ≤ 10 ms.
enum TableSuite: BenchmarkSuite {
  static let name = "table"
  static let summary = "TableView scroll step over 10^5 sections and first layout of 10^6 rows"

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "STF"
    for letter in letters where !"STF".contains(letter) {
      throw BenchmarkFailure("table: unknown workload '\(letter)' (use letters from STF)")
    }
    try MainActor.assumeIsolated {
      Label.defaultTextMeasurer = FixedTextMetrics()
      if letters.contains("S") {
        try harness.sweep(suite: name, workload: "S", sizes: options.sizes ?? [100_000]) {
          try scrollPass(sections: $0, steps: 2_000, autoLayoutHeaders: true)
        }
      }
      if letters.contains("T") {
        try harness.sweep(suite: name, workload: "T", sizes: options.sizes ?? [100_000]) {
          try scrollPass(sections: $0, steps: 2_000, autoLayoutHeaders: false)
        }
      }
      if letters.contains("F") {
        try harness.sweep(suite: name, workload: "F", sizes: options.sizes ?? [1_000_000]) {
          try firstLayout(rows: $0)
        }
      }
    }
  }

  /// Scrolls a table of `sections` sections by `steps` steps of 20 pt after a warm-up.
  @MainActor
  static func scrollPass(sections: Int, steps: Int, autoLayoutHeaders: Bool) throws -> Sample {
    let source = BenchTableSource(sections: sections, rowsPerSection: 3, rowHeight: 44)
    source.autoLayoutHeaders = autoLayoutHeaders
    let (window, table) = makeTable(source)
    var offset = 0.0
    func step() {
      let maximum = table.contentSize.height - table.bounds.height
      offset = offset + 20 > maximum ? 0 : offset + 20
      table.contentOffset = CGPoint(x: 0, y: offset)
    }
    for _ in 0..<400 { step() }
    let viewsBefore = BenchHeader.made + BenchCell.made + BenchTitleHeader.made
    let clock = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(steps)
    var steady: [Double] = []
    var visible = 0
    var shown = shownKinds(table)
    for _ in 0..<steps {
      let start = clock.now
      step()
      let time = (clock.now - start).seconds
      times.append(time)
      visible += table.subviews.count
      let now = shownKinds(table)
      if now == shown { steady.append(time) }
      shown = now
    }
    steady.sort()
    let made = BenchHeader.made + BenchCell.made + BenchTitleHeader.made - viewsBefore
    guard table.headerView(forSection: source.firstVisibleSection(of: table)) != nil else {
      throw BenchmarkFailure("table S: the first visible section has no header view")
    }
    blackHole(window)
    times.sort()
    let total = times.reduce(0, +)
    return Sample(
      timed: total, checksum: Double(visible), constraints: 0,
      figures: [
        Figure(key: "median_step_us", name: "median", value: times[steps / 2] * 1e6, unit: "µs"),
        Figure(key: "p99_step_us", name: "p99", value: times[steps * 99 / 100] * 1e6, unit: "µs"),
        Figure(
          key: "median_still_step_us", name: "no view in/out",
          value: steady.isEmpty ? .nan : steady[steady.count / 2] * 1e6, unit: "µs"),
        Figure(key: "still_steps", name: "of", value: Double(steady.count), unit: "steps"),
        Figure(key: "views_made", name: "views made", value: Double(made), unit: "views"),
      ])
  }

  /// The kinds of the elements on screen, to tell steps that add or remove views.
  @MainActor
  static func shownKinds(_ table: TableView) -> [LayoutElementKind] {
    table.layout?.visibleElements(in: table.bounds).map(\.kind) ?? []
  }

  /// Times the first layout of a table of `rows` rows in sections of 100 estimated rows.
  @MainActor
  static func firstLayout(rows: Int) throws -> Sample {
    let perSection = 100
    let source = BenchTableSource(
      sections: rows / perSection, rowsPerSection: perSection,
      rowHeight: TableView.automaticDimension)
    let clock = ContinuousClock()
    let start = clock.now
    let (window, table) = makeTable(source)
    let elapsed = (clock.now - start).seconds
    let expected = Double(rows / perSection) * (28 + 22 + 44 * Double(perSection))
    let height = table.contentSize.height
    guard abs(height - expected) < 200 else {
      throw BenchmarkFailure("table F: content height \(height), expected about \(expected)")
    }
    blackHole(window)
    return Sample(
      timed: elapsed, checksum: Double(table.subviews.count), constraints: 0,
      figures: [
        Figure(key: "first_layout_ms", name: "first layout", value: elapsed * 1e3, unit: "ms")
      ])
  }

  /// A 390×844 window showing a plain table fed by `source`, laid out once.
  @MainActor
  static func makeTable(_ source: BenchTableSource) -> (Window, TableView) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(BenchHeader.self, forHeaderFooterViewReuseIdentifier: BenchHeader.identifier)
    table.register(
      BenchTitleHeader.self, forHeaderFooterViewReuseIdentifier: BenchTitleHeader.identifier)
    table.register(BenchCell.self, forCellReuseIdentifier: BenchCell.identifier)
    table.estimatedSectionHeaderHeight = 28
    table.estimatedRowHeight = 44
    table.rowHeight = source.rowHeight
    table.dataSource = source
    table.delegate = source
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table)
  }
}

/// The data source and delegate of the table suite: untitled sections with custom headers.
@MainActor
final class BenchTableSource: TableViewDataSource, TableViewDelegate {
  /// The number of sections.
  let sections: Int
  /// The number of rows in every section.
  let rowsPerSection: Int
  /// The table's `rowHeight`: fixed, or `automaticDimension` for estimated rows.
  let rowHeight: Double
  /// Whether headers are Auto Layout `BenchHeader`s (else `BenchTitleHeader`s).
  var autoLayoutHeaders = true

  /// Creates a source of `sections` sections of `rowsPerSection` rows.
  init(sections: Int, rowsPerSection: Int, rowHeight: Double) {
    self.sections = sections
    self.rowsPerSection = rowsPerSection
    self.rowHeight = rowHeight
  }

  func numberOfSections(in tableView: TableView) -> Int { sections }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rowsPerSection
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: BenchCell.identifier, for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    guard autoLayoutHeaders else {
      let header = tableView.dequeueReusableHeaderFooterView(
        withIdentifier: BenchTitleHeader.identifier)
      header?.textLabel?.text = "Section \(section)"
      return header
    }
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: BenchHeader.identifier)
    (header as? BenchHeader)?.title.text = "Section \(section)"
    return header
  }

  /// The first section whose header is on screen.
  func firstVisibleSection(of table: TableView) -> Int {
    let y = table.contentOffset.y
    return (0..<sections).first { table.rect(forSection: $0).maxY > y } ?? 0
  }
}

/// A header with one label pinned to its content view's margins: it sizes itself.
final class BenchHeader: TableViewHeaderFooterView {
  /// The reuse identifier.
  static let identifier = "bench.header"
  /// How many headers were made.
  nonisolated(unsafe) static var made = 0
  /// The title label.
  let title = Label()

  required init(reuseIdentifier: String?) {
    BenchHeader.made += 1
    super.init(reuseIdentifier: reuseIdentifier)
    title.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(title)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      title.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A default cell that counts how many were made.
final class BenchCell: TableViewCell {
  /// The reuse identifier.
  static let identifier = "bench.cell"
  /// How many cells were made.
  nonisolated(unsafe) static var made = 0

  required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
    BenchCell.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A header that shows its own title label, laid out by frames and sized by `sizeThatFits`.
final class BenchTitleHeader: TableViewHeaderFooterView {
  /// The reuse identifier.
  static let identifier = "bench.title"
  /// How many headers were made.
  nonisolated(unsafe) static var made = 0

  required init(reuseIdentifier: String?) {
    BenchTitleHeader.made += 1
    super.init(reuseIdentifier: reuseIdentifier)
  }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
