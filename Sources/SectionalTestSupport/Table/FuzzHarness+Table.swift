import Sectional
import SectionalGraphics
import SectionalViews

extension FuzzHarness {
  /// The `fuzz-table` target: drives a real `TableView` with the operations decoded from
  /// `bytes` and traps on the first violated property, so libFuzzer reports it as a crash.
  ///
  /// The input format and the properties are described at ``tableReport(_:traced:)``.
  @MainActor
  public static func table(_ bytes: [UInt8]) {
    let report = tableReport(bytes, traced: false)
    if let failure = report.failure {
      let traced = tableReport(bytes, traced: true)
      fatalError("FuzzHarness.table: \(failure)\n" + traced.operations.joined(separator: "\n"))
    }
  }

  /// Runs the table harness on `bytes` and reports the first violated property.
  ///
  /// The input is read one byte per choice: the style, the height and up to 6 sections of up
  /// to 8 rows (heights from ``TableFuzzRun/heights``: ordinary ones and NaN, negative,
  /// infinite and 1e308), then up to 32 operations chosen by a byte modulo 9 (see
  /// ``TableFuzzOperation``): scrolls by any delta, offsets, reloads after the model changed,
  /// valid and invalid batches, re-entrant calls from `cellForRowAt`, `viewForHeaderInSection`
  /// and `willDisplayHeaderView`, header views shared between sections or the table itself,
  /// frame and inset changes. After every operation and a layout pass it checks:
  /// - the table never asked for a row or section the model did not have at that moment;
  /// - every subview of the table is a view it shows for a visible element (no stray views),
  ///   and the table is still in its window;
  /// - the table shows what a fresh table built from the same model shows at the same offset
  ///   (``TableView/layoutDump()``, which names each element's frame and cell text);
  /// - a valid batch returns no error; an invalid one returns one and changes nothing;
  /// - the content size and offset are finite.
  ///
  /// - Complexity: O(operations × visible elements) plus the table's own work.
  @MainActor
  public static func tableReport(_ bytes: [UInt8], traced: Bool = false) -> FuzzReport {
    let savedHandler = TableLog.handler
    let savedMeasurer = Label.defaultTextMeasurer
    TableLog.handler = { _ in }
    Label.defaultTextMeasurer = FixedTextMetrics()
    defer {
      TableLog.handler = savedHandler
      Label.defaultTextMeasurer = savedMeasurer
    }
    var run = TableFuzzRun(bytes, traced: traced)
    let failure = run.run()
    return FuzzReport(
      operations: run.trace, failure: failure, finalState: run.table?.layoutDump() ?? "")
  }
}

/// The operation a byte selects (the byte modulo 9), with the bytes each one reads next.
enum TableFuzzOperation: Int, CaseIterable {
  /// Scroll by a delta. Byte: the delta (``TableFuzzRun/deltas``).
  case scroll = 0
  /// Set the content offset. Byte: a fraction of the content height.
  case offset = 1
  /// Change the model and reload. Bytes: the change (kind, section, row, height).
  case reload = 2
  /// A valid batch. Bytes: the change.
  case batch = 3
  /// An invalid batch. Byte: which kind.
  case invalidBatch = 4
  /// Arm a re-entrant call. Bytes: the callback, the action, the action's change.
  case hook = 5
  /// Lay out once with shared header views or the table as a header, then reload with titles.
  /// Byte: the header mode.
  case headers = 6
  /// Change the frame. Byte: the size.
  case frame = 7
  /// Change the content inset. Byte: the inset.
  case inset = 8
}
