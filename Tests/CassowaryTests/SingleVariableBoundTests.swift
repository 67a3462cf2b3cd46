import Cassowary
import SectionalTestSupport
import Testing

/// Required single-variable bounds: only the tightest of each variable and direction is in
/// the tableau, the others wait dormant (Documentation/Solver.md § Single-variable bounds).
@Suite struct SingleVariableBoundTests {
  /// A solver that has left its small tableau (a remove does that), with `w` pulled towards
  /// `pull` by a weak constraint so the active lower or upper bound decides its value.
  static func solver(_ w: Variable, pull: Double) throws -> Solver {
    let solver = Solver()
    let probe = Constraint(w, .equal, 0.0)
    try solver.add(probe)
    try solver.remove(probe)
    try solver.add(Constraint(w, .equal, pull, strength: .defaultLow))
    return solver
  }

  /// How many ascending bounds `ascending` adds: 20,000, or 4,000 when the invariant checks,
  /// whose cost grows with the symbols every tighter bound leaves behind, run after each call.
  #if SECTIONAL_INTERNAL_CHECKS
    static let ascendingCount = 4_000
  #else
    static let ascendingCount = 20_000
  #endif

  static func value(_ solver: Solver, _ w: Variable) -> Double {
    solver.updateVariables()
    return solver.value(of: w)
  }

  @Test(
    "Bounds w >= i added in ascending order leave w at the largest; removing the tightest brings back the next"
  )
  func ascending() throws {
    let w = Variable("w")
    let solver = try Self.solver(w, pull: -1)
    let bounds = (0..<Self.ascendingCount).map { Constraint(w, .greaterThanOrEqual, Double($0)) }
    for bound in bounds { try solver.add(bound) }
    #expect(Self.value(solver, w) == Double(Self.ascendingCount - 1))
    #expect(bounds.allSatisfy { solver.contains($0) })
    let last = Self.ascendingCount - 1
    try solver.remove(bounds[last])
    #expect(!solver.contains(bounds[last]))
    #expect(Self.value(solver, w) == Double(last - 1))
    try solver.remove(bounds[5])
    #expect(Self.value(solver, w) == Double(last - 1))
    try solver.remove(bounds[last - 1])
    try solver.remove(bounds[last - 2])
    #expect(Self.value(solver, w) == Double(last - 3))
  }

  @Test("20,000 bounds w >= i added in descending order keep w at 19,999 until the largest goes")
  func descending() throws {
    let w = Variable("w")
    let solver = try Self.solver(w, pull: -1)
    let bounds = (0..<20_000).reversed().map { Constraint(w, .greaterThanOrEqual, Double($0)) }
    for bound in bounds { try solver.add(bound) }
    #expect(Self.value(solver, w) == 19_999)
    try solver.remove(bounds[0])
    #expect(Self.value(solver, w) == 19_998)
  }

  @Test("Of two equal bounds, removing either keeps the value; removing both releases it")
  func ties() throws {
    let w = Variable("w")
    let solver = try Self.solver(w, pull: 0)
    let first = Constraint(w, .greaterThanOrEqual, 5.0)
    let second = Constraint(2 * w, .greaterThanOrEqual, 10.0)
    try solver.add(first)
    try solver.add(second)
    try solver.remove(first)
    #expect(Self.value(solver, w) == 5)
    try solver.add(first)
    try solver.remove(second)
    #expect(Self.value(solver, w) == 5)
    try solver.remove(first)
    #expect(Self.value(solver, w) == 0)
  }

  @Test("A lower bound above the active upper bound is refused and changes nothing")
  func mixedDirections() throws {
    let w = Variable("w")
    let solver = try Self.solver(w, pull: 100)
    let upperLoose = Constraint(w, .lessThanOrEqual, 50.0)
    let upperTight = Constraint(-2 * w + 60, .greaterThanOrEqual, 0.0)
    let lower = Constraint(w, .greaterThanOrEqual, 20.0)
    try solver.add(upperLoose)
    try solver.add(upperTight)
    try solver.add(lower)
    #expect(Self.value(solver, w) == 30)
    let before = solver.dump()
    let tooHigh = Constraint(w, .greaterThanOrEqual, 40.0)
    #expect(throws: SolverError.self) { try solver.add(tooHigh) }
    #expect(solver.dump() == before)
    #expect(!solver.contains(tooHigh))
    try solver.remove(upperTight)
    #expect(Self.value(solver, w) == 50)
    try solver.add(tooHigh)
    #expect(Self.value(solver, w) == 50)
  }

  @Test("An equality beside bounds of its variable holds, and a bound beyond it is refused")
  func equality() throws {
    let w = Variable("w")
    let solver = try Self.solver(w, pull: 0)
    try solver.add(Constraint(w, .greaterThanOrEqual, 3.0))
    try solver.add(Constraint(w, .equal, 7.0))
    try solver.add(Constraint(w, .greaterThanOrEqual, 6.0))
    #expect(Self.value(solver, w) == 7)
    #expect(throws: SolverError.self) {
      try solver.add(Constraint(w, .greaterThanOrEqual, 8.0))
    }
    #expect(Self.value(solver, w) == 7)
  }

  @Test(
    "Changing constants moves the tightest bound: a dormant one overtakes, an active one falls back"
  )
  func constants() throws {
    let w = Variable("w")
    let solver = try Self.solver(w, pull: 0)
    let ten = Constraint(w, .greaterThanOrEqual, 10.0)
    let five = Constraint(w, .greaterThanOrEqual, 5.0)
    try solver.add(ten)
    try solver.add(five)
    try solver.setConstant(-12, for: five)
    #expect(solver.constant(of: five) == -12)
    #expect(Self.value(solver, w) == 12)
    try solver.setConstant(-1, for: five)
    #expect(Self.value(solver, w) == 10)
    try solver.setConstant(-3, for: ten)
    #expect(Self.value(solver, w) == 3)
    try solver.add(Constraint(w, .lessThanOrEqual, 8.0))
    let before = solver.dump()
    #expect(throws: SolverError.self) { try solver.setConstant(-9, for: five) }
    #expect(solver.dump() == before)
    #expect(solver.constant(of: five) == -1)
    try solver.remove(ten)
    #expect(Self.value(solver, w) == 1)
  }

  @Test(
    "Random bound adds, removes and constant changes agree with a fresh solver",
    arguments: 0..<40 as Range<UInt64>)
  func agreesWithFresh(seed: UInt64) throws {
    print("SingleVariableBoundTests seed \(seed)")
    var rng = SplitMix64(seed: seed)
    let w = Variable("w")
    let pull = Double(Int.random(in: -30...30, using: &rng))
    let solver = try Self.solver(w, pull: pull)
    var added: [Constraint] = []
    for step in 0..<120 {
      let r = Int.random(in: 0..<10, using: &rng)
      if r < 6 || added.isEmpty {
        let relation: Relation = Bool.random(using: &rng) ? .greaterThanOrEqual : .lessThanOrEqual
        let a = [1.0, -1, 2, -0.5].randomElement(using: &rng)!
        let b = Double(Int.random(in: -20...20, using: &rng))
        let bound = Constraint(a * w, relation, b)
        if let error = Self.failure({ () throws(SolverError) in try solver.add(bound) }) {
          #expect(error.isUnsatisfiable, "seed \(seed) step \(step): \(error)")
          let current = added.map { Self.current($0, in: solver) }
          #expect(!Self.freshAccepts(current + [bound]), "seed \(seed) step \(step)")
        } else {
          added.append(bound)
        }
      } else if r < 9 {
        try solver.remove(added.remove(at: Int.random(in: 0..<added.count, using: &rng)))
      } else {
        let bound = added[Int.random(in: 0..<added.count, using: &rng)]
        let constant = Double(Int.random(in: -20...20, using: &rng))
        let error = Self.failure { () throws(SolverError) in
          try solver.setConstant(constant, for: bound)
        }
        #expect(error?.isUnsatisfiable ?? true, "seed \(seed) step \(step)")
      }
      let fresh = Solver()
      try fresh.add(Constraint(w, .equal, pull, strength: .defaultLow))
      for bound in added { try fresh.add(Self.current(bound, in: solver)) }
      #expect(added.allSatisfy { solver.contains($0) }, "seed \(seed) step \(step)")
      let difference = abs(Self.value(solver, w) - Self.value(fresh, w))
      #expect(difference <= 1e-9, "seed \(seed) step \(step)")
    }
  }

  /// The error `call` throws, or nil.
  static func failure(_ call: () throws(SolverError) -> Void) -> SolverError? {
    do {
      try call()
      return nil
    } catch {
      return error
    }
  }

  /// `bound` at the constant `solver` holds for it now.
  static func current(_ bound: Constraint, in solver: Solver) -> Constraint {
    Constraint(
      Expression(terms: bound.expression.terms, constant: solver.constant(of: bound)!),
      bound.relation, 0.0)
  }

  static func freshAccepts(_ constraints: [Constraint]) -> Bool {
    let fresh = Solver()
    return constraints.allSatisfy { (try? fresh.add($0)) != nil }
  }
}

extension SolverError {
  /// Whether this is `unsatisfiableConstraint`.
  fileprivate var isUnsatisfiable: Bool {
    if case .unsatisfiableConstraint = self { return true }
    return false
  }
}
