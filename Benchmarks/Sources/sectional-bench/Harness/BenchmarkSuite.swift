/// A named group of benchmarks that `sectional-bench SUITE` runs.
///
/// Adding a suite takes one file with a type conforming to this protocol and one line in
/// the `suites` list in `main.swift`.
protocol BenchmarkSuite {
  /// The name on the command line, such as `solver`.
  static var name: String { get }
  /// A one-line description for the usage text.
  static var summary: String { get }
  /// Runs the suite's workloads under `options`, recording every result in `harness`.
  ///
  /// Throws ``BenchmarkFailure`` when a workload computes a wrong result (a checksum
  /// mismatch): the numbers of a wrong computation are worthless.
  static func run(options: Options, harness: inout Harness) throws
}

/// A benchmark that computed a wrong result or could not run; the tool exits non-zero.
struct BenchmarkFailure: Error, CustomStringConvertible {
  /// What went wrong, with the workload, the size and the values involved.
  var description: String

  /// Creates a failure described by `description`.
  init(_ description: String) {
    self.description = description
  }
}

/// Whether `a` and `b` agree to a relative tolerance, kiwibench's `near`.
///
/// `|a - b| <= eps * max(1, |a|, |b|)` with `eps = 1e-6`, as in `kiwibench.py`.
func near(_ a: Double, _ b: Double, eps: Double = 1e-6) -> Bool {
  abs(a - b) <= eps * max(1, abs(a), abs(b))
}

/// Throws a ``BenchmarkFailure`` saying `what` unless `actual` is near `expected`.
func check(_ actual: Double, near expected: Double, _ what: @autoclosure () -> String) throws {
  guard near(actual, expected) else {
    throw BenchmarkFailure("CHECK FAILED: \(what()): got \(actual), expected \(expected)")
  }
}

/// Keeps `value` alive so the optimizer cannot remove the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
