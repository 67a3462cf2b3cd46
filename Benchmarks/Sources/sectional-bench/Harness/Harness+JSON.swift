import Foundation

extension Harness {
  /// The results as kiwibench-shaped JSON: `{"env": {...}, "results": [...], "skipped": [...]}`.
  ///
  /// Each result has `suite`, `workload`, `N`, `reps`, `median_s`, `min_s`, `checksum`,
  /// `constraints` and one key per figure (e.g. `per_edit_us`), as kiwibench writes them.
  func jsonObject() -> [String: Any] {
    let results: [[String: Any]] = rows.map { row in
      var object: [String: Any] = [
        "suite": row.suite, "workload": row.workload, "N": row.n, "reps": row.reps,
        "median_s": row.medianSeconds, "min_s": row.minSeconds, "checksum": row.checksum,
        "constraints": row.constraints,
      ]
      for figure in row.figures { object[figure.key] = figure.value }
      return object
    }
    let skippedRows: [[String: Any]] = skipped.map { row in
      ["suite": row.suite, "workload": row.workload, "N": row.n, "reason": row.reason]
    }
    return ["env": BuildEnvironment.json, "results": results, "skipped": skippedRows]
  }

  /// Writes ``jsonObject()`` to `path`, pretty-printed with sorted keys.
  func writeJSON(to path: String) throws {
    let data = try JSONSerialization.data(
      withJSONObject: jsonObject(), options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: path))
  }
}
