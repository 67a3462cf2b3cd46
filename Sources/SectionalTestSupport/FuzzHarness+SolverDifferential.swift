import Cassowary

extension FuzzHarness {
  /// The `fuzz-solver-differential` target: decodes `bytes` into public solver calls and
  /// traps on the first step after which the solver disagrees with a fresh one, so
  /// libFuzzer reports it as a crash.
  ///
  /// The input format and the properties are described at
  /// ``solverDifferentialReport(_:traced:)``.
  public static func solverDifferential(_ bytes: UnsafeRawBufferPointer) {
    let report = solverDifferentialReport(Array(bytes), traced: false)
    if let failure = report.failure {
      let traced = solverDifferentialReport(Array(bytes), traced: true)
      fatalError(
        "FuzzHarness.solverDifferential: \(failure)\n"
          + traced.operations.joined(separator: "\n"))
    }
  }

  /// Runs the differential solver harness on `bytes` and reports the first broken property.
  ///
  /// Unlike ``solverReport(_:traced:)``, which checks the contract of every call with any
  /// input, this harness uses only ordinary, finite coefficients, constants and valid
  /// priorities (``SolverDifferentialRun/coefficients``), so every disagreement is a bug. The
  /// input is read one byte per choice (``SolverDifferentialOperation``): add a constraint,
  /// remove one, change a constant, change a priority (remove and add at the new strength,
  /// as a view does), add or remove an edit variable, suggest a value. After every step it
  /// checks, against a fresh solver built from the current constraint set in add order:
  /// - every required constraint holds within `Solver.requiredTolerance` of its scale
  ///   (Documentation/Solver.md § Tolerances);
  /// - the fresh solver accepts every required constraint (the solver never holds a
  ///   contradiction);
  /// - a required add or constant change the solver refused is refused by the fresh solver
  ///   too, and the refusing call changed nothing;
  /// - when no variable is ambiguous in either solver, both give the same values within
  ///   the tolerance.
  ///
  /// A run stops at the end of the input or after
  /// ``SolverDifferentialRun/maximumOperations``.
  ///
  /// - Complexity: O(operations × the cost of rebuilding the system) plus the solver's work.
  public static func solverDifferentialReport(_ bytes: [UInt8], traced: Bool = false)
    -> FuzzReport
  {
    let run = SolverDifferentialRun(bytes, traced: traced)
    let failure = run.run()
    run.solver.updateVariables()
    let values = run.variables.map { "\($0.name)=\(run.solver.value(of: $0))" }
    return FuzzReport(
      operations: run.trace, failure: failure,
      finalState: run.solver.dump() + values.joined(separator: " "))
  }
}

/// The operation a byte selects (the byte modulo 8), with the bytes each one reads next.
enum SolverDifferentialOperation: Int, CaseIterable {
  /// Add a new constraint. Bytes: relation (mod 3: ≤, =, ≥), priority index, term count
  /// (1 + mod 3), per term a variable index and a coefficient index, constant index.
  case add = 0
  /// The same as ``add``, so that adding is the most frequent operation.
  case addAnother = 1
  /// Remove an added constraint. Byte: index among the added constraints.
  case remove = 2
  /// Change an added constraint's constant. Bytes: constraint index, constant index.
  case setConstant = 3
  /// Change an added constraint's priority: remove it and add a copy at the new strength.
  /// Bytes: constraint index, priority index.
  case setPriority = 4
  /// Make a variable an edit variable, or stop editing it when it is one. Bytes: variable
  /// index, edit priority index.
  case toggleEdit = 5
  /// Suggest a value for an edit variable. Bytes: edit index, value index.
  case suggest = 6
  /// The same as ``suggest``.
  case suggestAgain = 7
}

/// One run of the differential harness: the solver under test and the constraint set it
/// should hold.
final class SolverDifferentialRun {
  /// The most operations one input runs.
  static let maximumOperations = 96
  /// The variables every run uses.
  static let variableCount = 5
  /// Ordinary coefficients (byte mod 16): what layouts and their multipliers use.
  static let coefficients: [Double] = [
    1, -1, 2, -2, 0.5, -0.5, 3, -3, 10, 1, -1, 0.25, 4, 1.5, 1, -1,
  ]
  /// Ordinary constants and suggested values (byte mod 16).
  static let constants: [Double] = [
    0, 8, 12, 16, 20, -20, 40, 100, -100, 0.5, 3, 44, -8, 250, 1_000, -7.25,
  ]
  /// Valid priorities (byte mod 12), required most often.
  static let priorities: [Double] = [
    1_000, 1_000, 1_000, 1_000, 999, 999.5, 750, 500, 251, 250, 50, 1,
  ]
  /// Valid edit priorities (byte mod 4).
  static let editPriorities: [Double] = [999, 750, 500, 250]

  /// The solver under test.
  let solver = Solver()
  /// The input being decoded.
  var input: FuzzInput
  /// Whether to record ``trace``.
  let traced: Bool
  /// One line per operation, when traced.
  var trace: [String] = []
  /// The variables.
  let variables: [Variable]
  /// The constraints the solver should hold, in add order.
  var added: [Constraint] = []
  /// The edit variables in the order they were added, with their strengths and the last
  /// suggested value (nil before any suggestion).
  var edits: [(variable: Variable, strength: Strength, value: Double?)] = []

  /// Creates a run over `bytes`.
  init(_ bytes: [UInt8], traced: Bool) {
    input = FuzzInput(bytes)
    self.traced = traced
    variables = (0..<Self.variableCount).map { Variable("v\($0)") }
  }

  /// Decodes and performs operations until the input ends; returns the first failure.
  func run() -> String? {
    var count = 0
    while count < Self.maximumOperations, let byte = input.byte() {
      count += 1
      let operation = SolverDifferentialOperation(rawValue: Int(byte) % 8)!
      guard let outcome = perform(operation) else { break }
      if let failure = outcome.failure ?? check(after: outcome) {
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
