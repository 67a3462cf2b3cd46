import Foundation
import SectionalGraphics
import SectionalLayout

/// The layout suite: `TableLayout` at 1e3 … 1e7 rows in sections of 10.
///
/// Workloads: A builds with uniform estimated rows (goal: O(sections)); B builds with exact
/// per-row heights (goal at 10M rows: ≤ 300 ms and ≤ 16 bytes per row, resident memory
/// reported); C lists the visible elements of an 844 pt viewport at spread offsets (goal:
/// ≤ 2 µs plus output); D replaces row heights with the anchor rule (goal: ≤ 2 µs each);
/// E computes the pinned frames of one scroll step (goal: ≤ 1 µs). Every workload checks its
/// result and throws on a mismatch.
enum LayoutSuite: BenchmarkSuite {
  static let name = "layout"
  static let summary = "TableLayout: build, visible elements, corrections, sticky (10 rows/section)"

  /// The workloads by letter.
  static let workloads: [(letter: Character, run: @Sendable (Int) throws -> Sample)] = [
    ("A", LayoutWorkloads.buildUniform),
    ("B", LayoutWorkloads.buildExact),
    ("C", LayoutWorkloads.visibleElements),
    ("D", LayoutWorkloads.corrections),
    ("E", LayoutWorkloads.stickyScroll),
  ]

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "ABCDE"
    for letter in letters where !workloads.contains(where: { $0.letter == letter }) {
      throw BenchmarkFailure("layout: unknown workload '\(letter)' (use letters from ABCDE)")
    }
    let sizes = options.sizes ?? [1_000, 10_000, 100_000, 1_000_000, 10_000_000]
    for (letter, run) in workloads where letters.contains(letter) {
      try harness.sweep(suite: name, workload: String(letter), sizes: sizes, body: run)
    }
  }
}

/// The layout workloads; each function is one repetition at `n` rows.
enum LayoutWorkloads {
  /// Rows per section.
  static let rowsPerSection = 10
  /// Queries, corrections or scroll steps per timed pass.
  static let operations = 1000
  /// The viewport the queries use (an iPhone 14 in points).
  static let viewport = CGSize(width: 390, height: 844)

  /// The exact height of row `i` (counted across sections): 20, 24, … 44.
  static func rowHeight(_ i: Int) -> Double { 20 + Double(i % 7) * 4 }

  /// The section count for `n` rows.
  static func sectionCount(_ n: Int) -> Int { max(1, n / rowsPerSection) }

  /// A plain table of `n` rows in sections of 10 with 28 pt headers, exact row heights.
  static func exactSpec(_ n: Int) -> TableSpec {
    var sections: [SectionSpec] = []
    sections.reserveCapacity(sectionCount(n))
    for section in 0..<sectionCount(n) {
      let first = section * rowsPerSection
      let heights = (first..<(first + rowsPerSection)).map(rowHeight)
      sections.append(SectionSpec(header: .exact(28), rows: .exact(heights)))
    }
    return TableSpec(style: .plain, sections: sections)
  }

  /// The content height of `exactSpec(n)`: per section 22 padding + 28 header + its rows.
  static func exactContentHeight(_ n: Int) -> Double {
    let rows = sectionCount(n) * rowsPerSection
    return Double(sectionCount(n)) * 50 + (0..<rows).reduce(0) { $0 + rowHeight($1) }
  }

  /// The process's resident memory in bytes (`/proc/self/statm`).
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
  }

  /// Workload A: build with uniform estimated rows and headers; O(sections).
  static func buildUniform(_ n: Int) throws -> Sample {
    let section = SectionSpec(
      header: .estimated(28), rows: .estimated(44, count: rowsPerSection))
    let spec = TableSpec(
      style: .plain, sections: Array(repeating: section, count: sectionCount(n)))
    let clock = ContinuousClock()
    let (layout, timed) = try withExtendedLifetime(spec) {
      let start = clock.now
      let layout = try TableLayout(spec: spec, width: viewport.width)
      return (layout, (clock.now - start).seconds)
    }
    let height = layout.contentSize.height
    try check(height, near: Double(sectionCount(n)) * 490, "A content height at \(n)")
    blackHole(layout)
    return Sample(
      timed: timed, checksum: height, constraints: sectionCount(n),
      figures: [
        Figure(
          key: "ns_per_section", value: timed * 1e9 / Double(sectionCount(n)),
          unit: "ns/section")
      ])
  }

  /// Workload B: build with exact per-row heights; reports time and bytes per row.
  static func buildExact(_ n: Int) throws -> Sample {
    let spec = exactSpec(n)
    let rows = Double(sectionCount(n) * rowsPerSection)
    let before = residentBytes()
    let clock = ContinuousClock()
    let (layout, timed) = try withExtendedLifetime(spec) {
      let start = clock.now
      let layout = try TableLayout(spec: spec, width: viewport.width)
      return (layout, (clock.now - start).seconds)
    }
    let resident = Double(residentBytes() - before)
    let height = layout.contentSize.height
    try check(height, near: exactContentHeight(n), "B content height at \(n)")
    let storage = Double(layout.storageBytes)
    blackHole(layout)
    return Sample(
      timed: timed, checksum: height, constraints: sectionCount(n),
      figures: [
        Figure(key: "ns_per_row", value: timed * 1e9 / rows, unit: "ns/row"),
        Figure(key: "rss_bytes_per_row", name: "RSS", value: resident / rows, unit: "B/row"),
        Figure(key: "storage_bytes_per_row", name: "storage", value: storage / rows, unit: "B/row"),
      ])
  }

  /// The `k`-th point of a golden-ratio (Weyl) sequence in `0..<1`, shifted by `salt`: well
  /// spread, deterministic, and free of any generator state.
  static func spread(_ k: Int, salt: Double = 0) -> Double {
    (Double(k) * 0.618_033_988_749_894_9 + salt).truncatingRemainder(dividingBy: 1)
  }

  /// 1000 visible rects at spread offsets over the content of `layout`.
  static func spreadRects(_ layout: TableLayout) -> [CGRect] {
    let top = max(0, layout.contentSize.height - viewport.height)
    return (0..<operations).map { k in
      CGRect(origin: CGPoint(x: 0, y: spread(k, salt: 0.3) * top), size: viewport)
    }
  }

  /// A layout of `exactSpec(n)`, its description released before it returns, so that no
  /// timed loop pays for freeing the description's arrays.
  ///
  /// Freeing a million small arrays leaves glibc's allocator with chunks it merges on the
  /// next allocation (`malloc_consolidate`, tens of milliseconds); an untimed query here
  /// pays for that before any clock starts.
  static func exactLayout(_ n: Int) throws -> TableLayout {
    let spec = exactSpec(n)
    let layout = try withExtendedLifetime(spec) {
      try TableLayout(spec: spec, width: viewport.width)
    }
    blackHole(layout.visibleElements(in: CGRect(origin: .zero, size: viewport)))
    return layout
  }

  /// Workload C: the visible elements of an 844 pt viewport at 1000 spread offsets.
  static func visibleElements(_ n: Int) throws -> Sample {
    let layout = try exactLayout(n)
    let rects = spreadRects(layout)
    let clock = ContinuousClock()
    var elements = 0
    let start = clock.now
    for rect in rects {
      let visible = layout.visibleElements(in: rect)
      elements += visible.count
      blackHole(visible)
    }
    let timed = (clock.now - start).seconds
    let thin = rects.map { CGRect(x: 0, y: $0.minY, width: viewport.width, height: 1) }
    var thinElements = 0
    let thinStart = clock.now
    for rect in thin {
      let visible = layout.visibleElements(in: rect)
      thinElements += visible.count
      blackHole(visible)
    }
    let thinTimed = (clock.now - thinStart).seconds
    // Keeps the layout alive past the clock: freeing its arrays is not part of any query.
    blackHole(layout)
    for rect in rects.prefix(20) {
      let rows = layout.positionsForRows(in: rect)
      let listed = layout.visibleElements(in: rect).compactMap {
        element -> RowPosition? in
        if case .row(let indexPath) = element.kind { return indexPath }
        return nil
      }
      guard !rows.isEmpty, rows == listed else {
        throw BenchmarkFailure("CHECK FAILED: C rows at \(rect) differ from indexPathsForRows")
      }
    }
    return Sample(
      timed: timed, checksum: Double(elements), constraints: sectionCount(n),
      figures: [
        Figure(key: "us_per_query", value: timed * 1e6 / Double(operations), unit: "µs/query"),
        Figure(
          key: "elements_per_query", value: Double(elements) / Double(operations),
          unit: "elements/query"),
        Figure(
          key: "us_per_thin_query", name: "C′ 1 pt rect",
          value: thinTimed * 1e6 / Double(operations), unit: "µs/query"),
        Figure(
          key: "thin_elements_per_query", value: Double(thinElements) / Double(operations),
          unit: "elements/query"),
      ])
  }

  /// Workload D: 1000 row-height corrections with the anchor rule, on exact rows (D) and on
  /// uniform estimated rows that switch to per-row storage on first touch (D′).
  static func corrections(_ n: Int) throws -> Sample {
    let sections = sectionCount(n)
    let changes = (0..<operations).map { k in
      (
        RowPosition(
          row: Int(spread(k, salt: 0.1) * Double(rowsPerSection)),
          section: Int(spread(k, salt: 0.7) * Double(sections))),
        20 + (spread(k, salt: 0.2) * 160).rounded() / 4,
        spread(k, salt: 0.5)
      )
    }
    var exact = try exactLayout(n)
    let anchors = changes.map { $0.2 * exact.contentSize.height }
    let clock = ContinuousClock()
    var moved = 0.0
    let start = clock.now
    for (index, change) in changes.enumerated() {
      moved += try exact.setHeight(change.1, for: .row(change.0), anchoredAt: anchors[index])
    }
    let timed = (clock.now - start).seconds
    blackHole(exact)
    var heights: [RowPosition: Double] = [:]
    for change in changes { heights[change.0] = change.1 }
    var expected = exactContentHeight(n)
    for (indexPath, height) in heights {
      expected += height - rowHeight(indexPath.section * rowsPerSection + indexPath.row)
    }
    try check(exact.contentSize.height, near: expected, "D content height at \(n)")

    let section = SectionSpec(header: .estimated(28), rows: .estimated(44, count: rowsPerSection))
    var uniform = try TableLayout(
      spec: TableSpec(style: .plain, sections: Array(repeating: section, count: sections)),
      width: viewport.width)
    blackHole(uniform.visibleElements(in: CGRect(origin: .zero, size: viewport)))
    let uniformStart = clock.now
    for (index, change) in changes.enumerated() {
      moved += try uniform.setHeight(change.1, for: .row(change.0), anchoredAt: anchors[index])
    }
    let uniformTimed = (clock.now - uniformStart).seconds
    blackHole(uniform)
    blackHole((exact, uniform))
    return Sample(
      timed: timed, checksum: exact.contentSize.height, constraints: sections,
      figures: [
        Figure(key: "us_per_correction", value: timed * 1e6 / Double(operations), unit: "µs/fix"),
        Figure(
          key: "us_per_first_correction", name: "D′ uniform",
          value: uniformTimed * 1e6 / Double(operations), unit: "µs/fix"),
      ])
  }

  /// Workload E: 1000 scroll steps of 7 pt, each asking for the pinned frames.
  static func stickyScroll(_ n: Int) throws -> Sample {
    let layout = try exactLayout(n)
    let room = max(0, layout.contentSize.height - viewport.height - 7 * Double(operations))
    let startY = spread(n) * room
    let clock = ContinuousClock()
    var pinned = 0
    let start = clock.now
    for step in 0..<operations {
      let rect = CGRect(origin: CGPoint(x: 0, y: startY + 7 * Double(step)), size: viewport)
      let elements = layout.pinnedElements(in: rect)
      pinned += elements.count
      blackHole(elements)
    }
    let timed = (clock.now - start).seconds
    blackHole(layout)
    guard pinned <= 2 * operations, n < 1_000 || pinned > 0 else {
      throw BenchmarkFailure("CHECK FAILED: E pinned \(pinned) elements in \(operations) steps")
    }
    return Sample(
      timed: timed, checksum: Double(pinned), constraints: sectionCount(n),
      figures: [
        Figure(key: "us_per_step", value: timed * 1e6 / Double(operations), unit: "µs/step")
      ])
  }
}
