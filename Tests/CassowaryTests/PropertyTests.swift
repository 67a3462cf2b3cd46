import Cassowary
import SectionalTestSupport
import Testing

/// Seeded property tests on random small systems; every failure message names its seed.
@Suite struct PropertyTests {
  /// Priorities drawn for random constraints; required is drawn most often.
  static let strengths: [Strength] = [
    .required, .required, .required, Strength(750), Strength(250), Strength(51), Strength(25),
  ]

  /// The optional priorities a random system can use, highest first.
  static let levels: [Double] = [750, 250, 51, 25]

  /// A random constraint over 1 to 3 of `variables` with small integer coefficients.
  static func randomConstraint(_ variables: [Variable], _ rng: inout SplitMix64) -> Constraint {
    let count = Int.random(in: 1...min(3, variables.count), using: &rng)
    let chosen = variables.shuffled(using: &rng).prefix(count)
    var terms: [Term] = []
    for v in chosen {
      let c = [-2.0, -1, 1, 2, 0.5][Int.random(in: 0..<5, using: &rng)]
      terms.append(Term(variable: v, coefficient: c))
    }
    let lhs = Expression(terms: terms)
    let rhs = Double(Int.random(in: -30...30, using: &rng))
    let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][
      Int.random(in: 0..<3, using: &rng)]
    let strength = strengths[Int.random(in: 0..<strengths.count, using: &rng)]
    return Constraint(lhs, relation, rhs, strength: strength)
  }

  /// Adds each constraint that the solver accepts; a rejected one must leave it unchanged.
  static func addAll(
    _ constraints: [Constraint], to solver: Solver, seed: UInt64
  ) -> [Constraint] {
    var accepted: [Constraint] = []
    for c in constraints {
      let before = solver.dump()
      do {
        try solver.add(c)
        accepted.append(c)
      } catch {
        guard case .unsatisfiableConstraint = error else {
          Issue.record("seed \(seed): unexpected \(error)")
          continue
        }
        #expect(solver.dump() == before, "seed \(seed): failed add changed the solver")
      }
    }
    return accepted
  }

  /// Expects every required constraint in `constraints` to hold at the solver's values.
  static func expectRequiredHold(
    _ solver: Solver, _ constraints: [Constraint], seed: UInt64, _ step: String
  ) {
    solver.updateVariables()
    for c in constraints where c.strength.isRequired {
      #expect(solver.violation(c) < 1e-6, "seed \(seed) \(step): \(c) violated")
    }
  }

  @Test(
    "Required constraints hold after every successful add, remove and suggest",
    arguments: 0..<150 as Range<UInt64>)
  func requiredHold(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let variables = (0..<4).map { Variable("v\($0)") }
    let solver = Solver()
    var accepted: [Constraint] = []
    for step in 0..<14 {
      let c = Self.randomConstraint(variables, &rng)
      accepted += Self.addAll([c], to: solver, seed: seed)
      Self.expectRequiredHold(solver, accepted, seed: seed, "add \(step)")
    }
    accepted.shuffle(using: &rng)
    for _ in 0..<accepted.count / 2 {
      let c = accepted.removeLast()
      try solver.remove(c)
      Self.expectRequiredHold(solver, accepted, seed: seed, "remove")
    }
    let edited = variables[Int.random(in: 0..<4, using: &rng)]
    try solver.addEditVariable(edited, strength: Strength(500))
    for _ in 0..<6 {
      try solver.suggestValue(Double(Int.random(in: -50...50, using: &rng)), for: edited)
      Self.expectRequiredHold(solver, accepted, seed: seed, "suggest")
    }
  }

  @Test(
    "The optimum equals a solve in reverse order and no promoted constraint beats it",
    arguments: 0..<120 as Range<UInt64>)
  func lexicographicOptimum(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let variables = (0..<4).map { Variable("v\($0)") }
    let candidates = (0..<10).map { _ in Self.randomConstraint(variables, &rng) }
    let solver = Solver()
    let accepted = Self.addAll(candidates, to: solver, seed: seed)
    solver.updateVariables()
    let optimum = solver.objectiveVector(accepted, levels: Self.levels)

    let reversed = Solver()
    for c in accepted.reversed() { try reversed.add(c) }
    reversed.updateVariables()
    let other = reversed.objectiveVector(accepted, levels: Self.levels)
    for (a, b) in zip(optimum, other) {
      #expect(abs(a - b) < 1e-6, "seed \(seed): \(optimum) vs reverse order \(other)")
    }

    // Any feasible point is at best equal: promote each optional constraint to required.
    for c in accepted where !c.strength.isRequired {
      let promoted = Solver()
      var feasible = true
      for d in accepted {
        do {
          try promoted.add(d == c ? Constraint(c, strength: .required) : d)
        } catch {
          feasible = false
          break
        }
      }
      if !feasible { continue }
      promoted.updateVariables()
      let vector = promoted.objectiveVector(accepted, levels: Self.levels)
      #expect(
        !lexicographicallyLess(vector, optimum),
        "seed \(seed): promoting \(c) gives \(vector), better than \(optimum)")
    }
  }

  @Test(
    "Suggesting a value reaches the same optimum as a fresh solve with that equality",
    arguments: 0..<80 as Range<UInt64>)
  func suggestMatchesFreshSolve(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let variables = (0..<4).map { Variable("v\($0)") }
    let candidates = (0..<8).map { _ in Self.randomConstraint(variables, &rng) }
    let solver = Solver()
    let accepted = Self.addAll(candidates, to: solver, seed: seed)
    let edited = variables[0]
    try solver.addEditVariable(edited, strength: Strength(500))
    for _ in 0..<5 {
      let value = Double(Int.random(in: -40...40, using: &rng))
      try solver.suggestValue(value, for: edited)
      solver.updateVariables()
      let edit = Constraint(edited, .equal, value, strength: Strength(500))
      let fresh = Solver()
      for c in accepted { try fresh.add(c) }
      try fresh.add(edit)
      fresh.updateVariables()
      let levels = [750, 500] + Self.levels.dropFirst()
      let a = solver.objectiveVector(accepted + [edit], levels: levels)
      let b = fresh.objectiveVector(accepted + [edit], levels: levels)
      for (x, y) in zip(a, b) {
        #expect(abs(x - y) < 1e-6, "seed \(seed): suggest \(value): \(a) vs fresh \(b)")
      }
    }
  }

  @Test("In-place constant changes match remove and add", arguments: 0..<80 as Range<UInt64>)
  func constantsMatchReAdd(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let variables = (0..<4).map { Variable("v\($0)") }
    let candidates = (0..<9).map { _ in Self.randomConstraint(variables, &rng) }
    let solver = Solver()
    var accepted = Self.addAll(candidates, to: solver, seed: seed)
    if accepted.isEmpty { return }
    for _ in 0..<4 {
      let index = Int.random(in: 0..<accepted.count, using: &rng)
      let old = accepted[index]
      let constant = Double(Int.random(in: -30...30, using: &rng))
      let replacement = Constraint(
        Expression(terms: old.expression.terms, constant: constant), old.relation, 0.0,
        strength: old.strength)
      let before = solver.dump()
      do {
        try solver.setConstant(constant, for: old)
      } catch {
        guard case .unsatisfiableConstraint = error else {
          Issue.record("seed \(seed): unexpected \(error)")
          return
        }
        #expect(solver.dump() == before, "seed \(seed): failed setConstant changed the solver")
        let check = Solver()
        var rest = accepted
        rest[index] = replacement
        #expect(throws: SolverError.self, "seed \(seed): re-add accepted what setConstant refused")
        {
          for c in rest { try check.add(c) }
        }
        continue
      }
      accepted[index] = replacement
      solver.updateVariables()
      let fresh = Solver()
      for c in accepted { try fresh.add(c) }
      fresh.updateVariables()
      let a = solver.objectiveVector(accepted, levels: Self.levels)
      let b = fresh.objectiveVector(accepted, levels: Self.levels)
      for (x, y) in zip(a, b) {
        #expect(abs(x - y) < 1e-6, "seed \(seed): in place \(a) vs re-added \(b)")
      }
      Self.expectRequiredHold(solver, accepted, seed: seed, "setConstant")
      // Keep the solver's record in step with the replacement constraint.
      try solver.remove(old)
      try solver.add(replacement)
    }
  }
}
