import Cassowary

/// The solver suite: kiwibench's workloads A–D on our `Cassowary` solver.
///
/// The workloads are built exactly as `Benchmarks/Peers/kiwibench.py` builds them (same
/// variables, constraint order, constants and priorities; Benchmarks/README.md), so the
/// checksums and timings compare one to one with kiwisolver's. Each workload verifies its
/// result against the closed form and throws on a mismatch. Workload E (ascending against
/// descending bounds on one variable) is ours alone and runs only when asked for.
enum SolverSuite: BenchmarkSuite {
  static let name = "solver"
  static let summary =
    "Cassowary: kiwibench workloads A-D (chain, headers, drag, churn), E (bound order)"

  /// The workloads by letter, in the order kiwibench runs them.
  static let workloads: [(letter: Character, run: @Sendable (Int) throws -> Sample)] = [
    ("A", SolverWorkloads.chain),
    ("B", SolverWorkloads.headers),
    ("C", SolverWorkloads.drag),
    ("D", SolverWorkloads.churn),
    ("E", SolverWorkloads.bounds),
  ]

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "ABCD"
    for letter in letters where !workloads.contains(where: { $0.letter == letter }) {
      throw BenchmarkFailure("solver: unknown workload '\(letter)' (use letters from ABCDE)")
    }
    let sizes = options.sizes ?? [10, 100, 1000, 10_000]
    for (letter, run) in workloads where letters.contains(letter) {
      try harness.sweep(suite: name, workload: String(letter), sizes: sizes, body: run)
    }
  }
}

/// Priorities for kiwibench's strengths (Benchmarks/README.md, "The solver workloads").
///
/// kiwi's weighted floats S750 = 1e6, S749 = 0.9e6, S250 = 1e3, S249 = 0.9e3, S50 = 1 and
/// S_EDIT = 1e9 become the Auto Layout priorities 750, 749, 250, 249, 50 and 999; every
/// workload has a unique optimum under both semantics, so the checksums agree.
enum Priority {
  /// kiwi "strong" (1e6): compression resistance in Auto Layout.
  static let s750 = Strength(750)
  /// Just below S750 (0.9e6).
  static let s749 = Strength(749)
  /// kiwi "medium" (1e3): content hugging in Auto Layout.
  static let s250 = Strength(250)
  /// Just below S250 (0.9e3).
  static let s249 = Strength(249)
  /// kiwi "weak" (1): UIKit's `fittingSizeLevel`.
  static let s50 = Strength(50)
  /// The edit strength, the strongest non-required one (kiwi 1e9).
  static let edit = Strength(999)
}

/// The four workloads; each function is one repetition at size `n`.
enum SolverWorkloads {}
