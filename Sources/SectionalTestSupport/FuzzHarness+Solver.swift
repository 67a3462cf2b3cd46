import Cassowary

extension FuzzHarness {
  /// The `fuzz-solver` target: decodes `bytes` into solver operations and traps on the
  /// first violated property, so libFuzzer reports it as a crash.
  ///
  /// The input format and the properties are described at ``solverReport(_:traced:)``.
  public static func solver(_ bytes: UnsafeRawBufferPointer) {
    let report = solverReport(Array(bytes), traced: false)
    if let failure = report.failure {
      let traced = solverReport(Array(bytes), traced: true)
      fatalError(
        "FuzzHarness.solver: \(failure)\n" + traced.operations.joined(separator: "\n"))
    }
  }

  /// Runs the solver harness on `bytes` and reports the first violated property.
  ///
  /// The input is read one byte per choice (see ``SolverFuzzOperation`` for the operation
  /// bytes and their arguments): make variables; add new constraints whose coefficients and
  /// constants come from ``SolverFuzzRun/coefficients`` and ``SolverFuzzRun/constants``
  /// (NaN and ±infinity included) with any relation and priority; add a known constraint
  /// again; remove; `setConstant`; add and remove edit variables; suggest values; reset;
  /// query. After every operation it checks:
  /// - no crash, and the error (if any) is the one the contract names for the situation;
  /// - when the operation throws: `dump()` and every value are unchanged, and an
  ///   `updateVariables()` afterwards gives the same values as before the operation;
  /// - when it succeeds: a second `updateVariables()` changes no value, every value is
  ///   finite, and every required constraint in the solver holds within
  ///   `1e-6 · max(1, Σ|aᵢxᵢ| + |c|)`;
  /// - always: `contains`, `constant(of:)` and `hasEditVariable` agree with a model of what
  ///   was added, and `dump()` is deterministic.
  ///
  /// A run stops at the end of the input or after ``SolverFuzzRun/maximumOperations``.
  /// With `traced`, the report lists every operation and its outcome.
  ///
  /// - Complexity: O(operations × constraints × terms) checks plus the solver's own work.
  public static func solverReport(_ bytes: [UInt8], traced: Bool = false) -> FuzzReport {
    let run = SolverFuzzRun(bytes, traced: traced)
    let failure = run.run()
    let values = run.variables.map { "\($0.name)=\(run.solver.value(of: $0))" }
    return FuzzReport(
      operations: run.trace, failure: failure,
      finalState: run.solver.dump() + values.joined(separator: " "))
  }
}

/// The operation a byte selects (the byte modulo 12), with the bytes each one reads next.
///
/// Hand-written corpus seeds use these values; an operation that needs a variable when
/// there is none makes `v0` first.
enum SolverFuzzOperation: Int, CaseIterable {
  /// Make a new variable (at most ``SolverFuzzRun/maximumVariables``). No argument bytes.
  case makeVariable = 0
  /// Add a new constraint. Bytes: relation (mod 3: ≤, =, ≥), priority index, lhs term count
  /// (mod 4), per term a variable index and a coefficient index, lhs constant index, rhs term
  /// count (mod 3), its terms, rhs constant index.
  case addConstraint = 1
  /// The same as ``addConstraint``, so that adding is the most frequent operation.
  case addAnotherConstraint = 2
  /// Add a constraint made earlier again (duplicate or re-add). Byte: constraint index.
  case addKnownConstraint = 3
  /// Remove a known constraint, added or not. Byte: constraint index.
  case removeConstraint = 4
  /// Change a known constraint's constant. Bytes: constraint index, constant index.
  case setConstant = 5
  /// Make a variable an edit variable. Bytes: variable index, priority index.
  case addEditVariable = 6
  /// Stop editing a variable. Byte: variable index.
  case removeEditVariable = 7
  /// Suggest a value. Bytes: variable index, constant index.
  case suggestValue = 8
  /// Only `updateVariables()` and the checks. No argument bytes.
  case updateVariables = 9
  /// Byte: when it is a multiple of 8, `reset()`; otherwise the queries of ``query``.
  case resetOrQuery = 10
  /// `isAmbiguous` of every variable and `constant(of:)` of every constraint. No bytes.
  case query = 11
}

/// One run of the solver harness: the solver, a model of what it should hold, and checks.
final class SolverFuzzRun {
  /// The most operations one input runs, so every input finishes quickly.
  static let maximumOperations = 128
  /// The most variables one input makes.
  static let maximumVariables = 8
  /// The most constraints one input makes.
  static let maximumConstraints = 40

  /// Coefficients chosen by a byte (mod 32): mostly small and exact, with 0, NaN and ±∞.
  static let coefficients: [Double] = [
    1, -1, 2, -2, 0.5, -0.5, 3, -3, 10, -10, 0.25, 100, 1, -1, 1, 4,
    0, 1.5, -0.75, 7, 1, -1, 2, 0.1, 1, -1, 5, -5, 1, .nan, .infinity, -.infinity,
  ]
  /// Constants and suggested values chosen by a byte (mod 32), with NaN and ±∞.
  static let constants: [Double] = [
    0, 1, -1, 8, 12, 16, 20, -20, 40, 100, -100, 0.5, -7.25, 320, 1_000, -1_000,
    0, 8, 44, 2.5, 1e6, -1e6, 56, 28, 3, -3, 0.125, 250, 0, .nan, .infinity, -.infinity,
  ]
  /// Priorities chosen by a byte (mod 24): required, UIKit's levels (999.5 and 49 from its
  /// stack view), the benchmark's, and four invalid ones (0, 1000.5, NaN, −∞).
  static let priorities: [Double] = [
    1_000, 1_000, 1_000, 1_000, 999, 751, 750, 749, 500, 251, 250, 249, 51, 50, 49, 1,
    1_000, 750, 250, 999.5, 0, 1_000.5, .nan, -.infinity,
  ]

  /// The solver under test.
  let solver = Solver()
  /// The input being decoded.
  var input: FuzzInput
  /// Whether to record ``trace``.
  let traced: Bool
  /// One line per operation, when traced.
  var trace: [String] = []
  /// Every variable made, by index.
  var variables: [Variable] = []
  /// Every constraint made, by index (added or not).
  var constraints: [Constraint] = []
  /// The model: the constraints that should be in the solver, in add order.
  var added: [Constraint] = []
  /// The model: each added constraint's current reduced constant.
  var constants: [Constraint: Double] = [:]
  /// The model: the edit variables and their strengths.
  var edits: [Variable: Strength] = [:]
  /// The smallest and largest nonzero coefficient magnitude, 1 included, of every constraint
  /// offered to `add` since the last reset: beyond `Solver.trustedCoefficientSpread` the
  /// solver checks its changes and may throw `imprecise` (Documentation/Solver.md § Checked
  /// changes).
  var spread = (smallest: 1.0, largest: 1.0)

  /// Whether the coefficients offered so far are too far apart for the solver to trust its
  /// tableau without checks.
  var isWide: Bool { spread.largest > Solver.trustedCoefficientSpread * spread.smallest }

  /// Creates a run over `bytes`.
  init(_ bytes: [UInt8], traced: Bool) {
    input = FuzzInput(bytes)
    self.traced = traced
  }

  /// Decodes and performs operations until the input ends; returns the first failure.
  func run() -> String? {
    var count = 0
    while count < Self.maximumOperations, let byte = input.byte() {
      count += 1
      let operation = SolverFuzzOperation(rawValue: Int(byte) % 12)!
      if let failure = perform(operation) {
        return "operation \(count) (\(operation)): \(failure)"
      }
    }
    return nil
  }

  /// Appends `line` to the trace when tracing.
  func note(_ line: @autoclosure () -> String) {
    if traced { trace.append(line()) }
  }
}
