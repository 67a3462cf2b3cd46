import SectionalGraphics
import SectionalLayout

extension FuzzHarness {
  /// The `fuzz-table-layout` target: decodes `bytes` into a table, scroll offsets,
  /// corrections and updates, and traps on the first violated property, so libFuzzer
  /// reports it as a crash.
  ///
  /// The input format and the properties are described at ``tableLayoutReport(_:traced:)``.
  public static func tableLayout(_ bytes: UnsafeRawBufferPointer) {
    let report = tableLayoutReport(Array(bytes), traced: false)
    if let failure = report.failure {
      let traced = tableLayoutReport(Array(bytes), traced: true)
      fatalError(
        "FuzzHarness.tableLayout: \(failure)\n" + traced.operations.joined(separator: "\n"))
    }
  }

  /// Runs the table-layout harness on `bytes` and reports the first violated property.
  ///
  /// The input is read one byte per choice: first a table description
  /// (`TableSpec.decoded(from:)`; heights include negative, NaN and infinite ones), then up to
  /// 48 operations, each chosen by a byte modulo 5 (see ``TableLayoutFuzzOperation``):
  /// scroll, correct a height, batch update, collapse, hit-test. It checks:
  /// - building throws exactly when the description has an invalid height;
  /// - every rejected correction or update leaves the layout equal to what it was, and a
  ///   correction's adjustment keeps the element at the offset where it was (to within
  ///   1e-9 relative: the fuzz heights mix 1e-300 and 1e6, so sums round);
  /// - after every operation: the invariants (`checkInvariants()`), that sections, headers,
  ///   rows and footers tile the content, that the visible rows match a brute-force scan,
  ///   that pinned frames stay inside their sections with push progress in 0…1, and that
  ///   `pinnedElements(in:)` agrees with `visibleElements(in:)`.
  ///
  /// - Complexity: O(operations × rows) checks plus the layout's own work.
  public static func tableLayoutReport(_ bytes: [UInt8], traced: Bool = false) -> FuzzReport {
    var run = TableLayoutFuzzRun(bytes, traced: traced)
    let failure = run.run()
    return FuzzReport(operations: run.trace, failure: failure)
  }
}

/// The operation a byte selects (the byte modulo 5), with the bytes each one reads next.
enum TableLayoutFuzzOperation: Int, CaseIterable {
  /// Check a visible rect. Bytes: offset (fraction of the content, −10 %…110 %), viewport
  /// height index.
  case scroll = 0
  /// Replace a height. Bytes: element index, height index, anchor offset.
  case correct = 1
  /// A batch update. Bytes: operation count (mod 4), per operation a kind and its indices;
  /// then whether to pass row counts, and a count skew.
  case update = 2
  /// Collapse or expand a section in place. Bytes: section, state.
  case collapse = 3
  /// Hit-test a point. Byte: offset.
  case hitTest = 4
}

/// One run of the table-layout harness.
struct TableLayoutFuzzRun {
  /// The most operations one input runs.
  static let maximumOperations = 48
  /// Viewport heights a scroll picks from.
  static let viewports: [Double] = [1, 44, 300, 844, 5_000]

  /// The input being decoded.
  var input: FuzzInput
  /// Whether to record every operation.
  let traced: Bool
  /// The decoded operations, when traced.
  var trace: [String] = []

  /// Creates a run over `bytes`.
  init(_ bytes: [UInt8], traced: Bool) {
    input = FuzzInput(bytes)
    self.traced = traced
  }

  /// Records a line when traced.
  mutating func note(_ line: @autoclosure () -> String) {
    if traced { trace.append(line()) }
  }

  /// Decodes and runs the input; returns the first broken property.
  mutating func run() -> String? {
    guard let spec = TableSpec.decoded(from: &input) else { return nil }
    var layout: TableLayout
    do {
      layout = try TableLayout(spec: spec, width: 320)
    } catch {
      note("build -> throws \(error)")
      return spec.hasInvalidHeight ? nil : "build threw \(error) for a valid description"
    }
    note("build \(layout.numberOfSections) sections -> ok")
    if spec.hasInvalidHeight { return "build accepted an invalid height" }
    if let failure = check(layout, at: 0, viewport: 844) { return failure }
    for _ in 0..<Self.maximumOperations {
      guard let code = input.choice(below: TableLayoutFuzzOperation.allCases.count),
        let operation = TableLayoutFuzzOperation(rawValue: code)
      else { return nil }
      let result: String??
      switch operation {
      case .scroll: result = scroll(layout)
      case .correct: result = correct(&layout)
      case .update: result = update(&layout)
      case .collapse: result = collapse(&layout)
      case .hitTest: result = hitTest(layout)
      }
      guard let outcome = result else { return nil }
      if let failure = outcome { return failure }
    }
    return nil
  }

  /// An offset from a byte: −10 % to 110 % of the content height.
  mutating func offset(in layout: TableLayout) -> Double? {
    guard let byte = input.byte() else { return nil }
    return layout.contentSize.height * (Double(byte) / 255 * 1.2 - 0.1)
  }

  /// Checks a visible rect; the outer `nil` means the input ended.
  mutating func scroll(_ layout: TableLayout) -> String?? {
    guard let y = offset(in: layout), let viewport = input.element(of: Self.viewports) else {
      return nil
    }
    note("scroll y=\(y) h=\(viewport)")
    return .some(check(layout, at: y, viewport: viewport))
  }

  /// Every element of `layout`.
  func elements(_ layout: TableLayout) -> [LayoutElementKind] {
    var result: [LayoutElementKind] = [.tableHeader, .tableFooter]
    for section in 0..<layout.numberOfSections {
      result += [.header(section: section), .footer(section: section)]
      for row in 0..<layout.numberOfRows(inSection: section) {
        result.append(.row(RowPosition(row: row, section: section)))
      }
    }
    return result
  }

  /// Replaces a height and checks the anchor rule or the rollback.
  mutating func correct(_ layout: inout TableLayout) -> String?? {
    let all = elements(layout)
    guard let index = input.choice(below: all.count),
      let height = TableSpec.decodedHeight(from: &input), let y = offset(in: layout)
    else { return nil }
    let element = all[index]
    let before = layout
    let anchor = layout.element(atY: y)
    let anchorY = anchor.map { layout.rect(for: $0).minY }
    do {
      let adjustment = try layout.setHeight(height, for: element, anchoredAt: y)
      note("setHeight(\(height), \(element), y=\(y)) -> \(adjustment)")
      if !(height.isFinite && height >= 0) { return .some("accepted height \(height)") }
      if let anchor, let anchorY {
        let after = layout.rect(for: anchor).minY
        let tolerance = 1e-9 * max(1, abs(after), abs(anchorY))
        if abs(after - (anchorY + adjustment)) > tolerance {
          return .some("anchor \(anchor) moved on screen after correcting \(element)")
        }
      }
    } catch {
      note("setHeight(\(height), \(element)) -> throws \(error)")
      if layout != before { return .some("a rejected correction changed the layout") }
      return .some(nil)
    }
    return .some(check(layout, at: y, viewport: 844))
  }

  /// Applies a random batch; an inconsistent one must change nothing.
  mutating func update(_ layout: inout TableLayout) -> String?? {
    guard let count = input.choice(below: 4) else { return nil }
    var update = BatchUpdate()
    let sections = layout.numberOfSections
    for _ in 0..<count {
      guard let kind = input.choice(below: 8), let a = input.choice(below: sections + 2),
        let b = input.choice(below: 14), let c = input.choice(below: sections + 2)
      else { return nil }
      switch kind {
      case 0: update.deleteSections([a])
      case 1:
        update.insertSection(SectionSpec(header: .automatic, rows: .uniform(44, count: b)), at: a)
      case 2: update.moveSection(a, toSection: c)
      case 3: update.deleteRows(at: [RowPosition(row: b, section: a)])
      case 4:
        update.insertRow(at: RowPosition(row: b, section: a), height: TableSpec.fuzzHeights[c % 16])
      case 5: update.reloadRow(at: RowPosition(row: b, section: a), height: 30)
      case 6:
        update.moveRow(at: RowPosition(row: b, section: a), to: RowPosition(row: b / 2, section: c))
      default: update.setCollapsed(b % 2 == 0, forSection: a)
      }
    }
    guard let withCounts = input.choice(below: 3), let skew = input.choice(below: 3) else {
      return nil
    }
    if withCounts > 0 {
      var counts = (0..<sections).map { layout.numberOfRows(inSection: $0) }
      if skew == 1, !counts.isEmpty { counts[0] += 1 }
      if skew == 2 { counts.append(0) }
      update.rowCountsAfterUpdate = counts
    }
    let before = layout
    do {
      try layout.performBatchUpdates(update)
      note("update \(update) -> ok")
    } catch {
      note("update \(update) -> throws \(error)")
      if layout != before { return .some("a rejected update changed the layout") }
      return .some(nil)
    }
    return .some(check(layout, at: 0, viewport: 844))
  }

  /// Collapses or expands one section in place.
  mutating func collapse(_ layout: inout TableLayout) -> String?? {
    guard let section = input.choice(below: layout.numberOfSections + 1),
      let state = input.choice(below: 2)
    else { return nil }
    let before = layout
    do {
      try layout.setCollapsed(state == 1, forSection: section)
      note("setCollapsed(\(state == 1), \(section)) -> ok")
    } catch {
      note("setCollapsed(\(state == 1), \(section)) -> throws \(error)")
      return .some(layout == before ? nil : "a rejected collapse changed the layout")
    }
    return .some(check(layout, at: 0, viewport: 844))
  }

  /// Hit-tests a point; a hit must lie inside the row it names.
  mutating func hitTest(_ layout: TableLayout) -> String?? {
    guard let y = offset(in: layout) else { return nil }
    let hit = layout.positionForRow(at: CGPoint(x: 10, y: y))
    note("indexPathForRow(y=\(y)) -> \(hit.map(\.description) ?? "nil")")
    guard let hit else { return .some(nil) }
    let frame = layout.rectForRow(at: hit)
    return .some(
      frame.minY <= y && y < frame.maxY
        ? nil : "hit \(hit) at \(y) is outside \(frame.sectionalDescription)")
  }

  /// Whether two positions agree to within 1e-9 relative: two ways of summing the same
  /// heights may round differently when 1e-300 meets 1e6.
  func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  /// The structural checks after every operation.
  func check(_ layout: TableLayout, at y: Double, viewport: Double) -> String? {
    layout.checkInvariants()
    var bottom = layout.tableHeaderRect.maxY
    var rows: [(RowPosition, CGRect)] = []
    for section in 0..<layout.numberOfSections {
      let frame = layout.rect(forSection: section)
      if !close(frame.minY, bottom) {
        return "section \(section) starts at \(frame.minY), not \(bottom)"
      }
      bottom = frame.maxY
      if !layout.isCollapsed(section: section) {
        for row in 0..<layout.numberOfRows(inSection: section) {
          let indexPath = RowPosition(row: row, section: section)
          let rowFrame = layout.rectForRow(at: indexPath)
          if !(rowFrame.minY >= frame.minY || close(rowFrame.minY, frame.minY))
            || !(rowFrame.maxY <= frame.maxY || close(rowFrame.maxY, frame.maxY))
          {
            return
              "row \(indexPath) \(rowFrame.sectionalDescription) outside section \(frame.sectionalDescription)"
          }
          rows.append((indexPath, rowFrame))
        }
      }
    }
    if !close(layout.tableFooterRect.minY, bottom) {
      return "table footer does not follow the sections"
    }
    let visible = CGRect(x: 0, y: y, width: layout.width, height: viewport)
    // Rows clearly inside must be listed; rows within rounding of an edge may be.
    let margin = 1e-9 * max(1, abs(visible.minY), abs(visible.maxY))
    let required = rows.filter {
      $0.1.height > margin && $0.1.maxY > visible.minY + margin
        && $0.1.minY < visible.maxY - margin
    }.map(\.0)
    let allowed = Set(
      rows.filter {
        $0.1.height > 0 && $0.1.maxY > visible.minY - margin && $0.1.minY < visible.maxY + margin
      }.map(\.0))
    let elements = layout.visibleElements(in: visible)
    let listed = elements.compactMap { element -> RowPosition? in
      if case .row(let indexPath) = element.kind { return indexPath }
      return nil
    }
    if listed != listed.sorted() || !Set(required).isSubset(of: listed)
      || !Set(listed).isSubset(of: allowed)
    {
      return "visible rows \(listed), expected \(required) at \(visible.sectionalDescription)"
    }
    for element in elements where element.isPinned {
      let section: Int
      switch element.kind {
      case .header(let index), .footer(let index): section = index
      case .row, .tableHeader, .tableFooter: return "\(element.kind) is pinned"
      }
      let frame = layout.rect(forSection: section)
      if !(element.frame.minY >= frame.minY || close(element.frame.minY, frame.minY))
        || !(element.frame.maxY <= frame.maxY || close(element.frame.maxY, frame.maxY))
      {
        return
          "pinned \(element.kind) \(element.frame.sectionalDescription) left its section \(frame.sectionalDescription)"
      }
      if !(0...1).contains(element.pushProgress) {
        return "\(element.kind) push progress \(element.pushProgress)"
      }
    }
    let pinned = layout.pinnedElements(in: visible)
    let listedPinned = elements.filter(\.isPinned)
    let agree =
      pinned.count == listedPinned.count
      && pinned.allSatisfy { element in
        listedPinned.contains { other in
          other.kind == element.kind && close(other.frame.minY, element.frame.minY)
            && close(other.frame.height, element.frame.height)
            && close(other.pushProgress, element.pushProgress)
        }
      }
    if !agree {
      return "pinnedElements disagrees with visibleElements at \(visible.sectionalDescription): "
        + "\(pinned) vs \(listedPinned)\n" + layout.dump()
    }
    return nil
  }
}
