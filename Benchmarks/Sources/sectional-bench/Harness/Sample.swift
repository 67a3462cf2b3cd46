/// A per-operation figure of one run, such as microseconds per header.
struct Figure {
  /// The JSON key, the same as kiwibench's where one exists (`per_header_us`).
  var key: String
  /// The name printed before the value in the table, such as `C1`; may be empty.
  var name: String = ""
  /// The value, in the unit the key names (`_us`: microseconds; `objects`: seconds).
  var value: Double
  /// The unit printed after the value, such as `µs/edit`; empty for seconds, which print with
  /// an adaptive unit.
  var unit: String = ""

  /// Whether the value is seconds (printed with an adaptive unit) rather than a plain number.
  var isSeconds: Bool { unit.isEmpty }

  /// The figure as the table prints it, such as `C1 0.213 µs/edit` or `objects 26.1 µs`.
  var text: String {
    let number = isSeconds ? formatSeconds(value) : formatNumber(value)
    return [name, number, unit].filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// The outcome of one repetition of a workload at one size.
struct Sample {
  /// Seconds spent in the phase named "timed".
  var timed: Double
  /// The workload's checksum, already verified against its closed form.
  var checksum: Double
  /// How many constraints (or other items) the workload built.
  var constraints: Int
  /// Per-operation figures, in display order.
  var figures: [Figure] = []
}

/// The medians and minimum over the repetitions of one workload at one size.
struct ResultRow {
  /// The suite that produced the row, such as `solver`.
  var suite: String
  /// The workload letter or name, such as `A`.
  var workload: String
  /// The size.
  var n: Int
  /// Repetitions actually run (the budget can cut them short).
  var reps: Int
  /// Median of the timed phase, in seconds (the mean of the middle two for an even count).
  var medianSeconds: Double
  /// Minimum of the timed phase, in seconds.
  var minSeconds: Double
  /// The first repetition's checksum.
  var checksum: Double
  /// The first repetition's constraint count.
  var constraints: Int
  /// The median of each per-operation figure, in the first repetition's order.
  var figures: [Figure]
}

/// A size that was not run, and why.
struct SkippedRow {
  /// The suite.
  var suite: String
  /// The workload.
  var workload: String
  /// The size.
  var n: Int
  /// The reason, such as `extrapolated 123 s > budget 60 s`.
  var reason: String
}

/// The median of `values`, as Python's `statistics.median` computes it.
///
/// The middle element for an odd count, the mean of the middle two for an even count.
///
/// - Complexity: O(n log n).
func median(_ values: [Double]) -> Double {
  precondition(!values.isEmpty, "median of no values")
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
