import Cassowary
import SectionalTestSupport
import Testing

/// Random sequences of ordinary public calls (adds, removes, edits, suggestions, constant
/// changes) that once made the solver pivot on rounding noise: it then held required
/// constraints a fresh solver refuses, violated one by hundreds of points, or threw
/// "the objective is unbounded" on a valid call (Documentation/Solver.md § Tolerances).
@Suite struct RandomSequenceTests {
  /// Ordinary coefficients: their magnitudes span 20, within
  /// `Solver.trustedCoefficientSpread`.
  static let ordinary: [Double] = [1, -1, 2, -2, 0.5, 3, 1, 1, -1, 10]
  /// Multipliers of 0.1 beside coefficients of 10 and 11 (terms of one variable add up):
  /// a spread of 110, beyond the trusted one, so every change is checked.
  static let tenfold: [Double] = [1, -1, 2, 10, -10, 0.1, -0.1, 3, 0.5]
  /// Coefficients of 1e12 and 1e-6 beside ordinary ones (Documentation/Solver.md § Checked
  /// changes).
  static let extreme: [Double] = [1, -1, 2, 1e12, -3, 1e-6, 0.5, 10]

  /// Runs `operations` seeded random calls with `coefficients` and returns the first broken
  /// property, if any; counts the calls that threw `imprecise` in `imprecise`.
  ///
  /// After each call: the call did not throw anything but `unsatisfiableConstraint` for a
  /// required add or constant change, or `imprecise` when the coefficients are wide apart
  /// (the call then changed nothing); every required constraint holds within
  /// `Solver.requiredTolerance` of its scale; and, for coefficients within the trusted
  /// spread, a fresh solver accepts every required constraint at its current constant.
  static func run(
    seed: UInt64, operations: Int, coefficients: [Double] = ordinary,
    imprecise: inout Int
  ) -> String? {
    let wide =
      coefficients.map(abs).max()! > Solver.trustedCoefficientSpread
      * coefficients.map(abs).filter { $0 > 0 }.min()!
    let constants: [Double] = [0, 8, 12, 20, -20, 40, 100, -100, 0.5, 3, 44, 16]
    let priorities: [Double] = [1000, 1000, 1000, 750, 250, 500, 999, 1]
    var rng = SplitMix64(seed: seed)
    let solver = Solver()
    let variables = (0..<6).map { Variable("v\($0)") }
    var added: [Constraint] = []
    var edits: [Variable] = []
    for step in 0..<operations {
      let r = Int.random(in: 0..<100, using: &rng)
      var call = ""
      // `dump()` moves a small system to the sparse engine; wide systems are there anyway.
      let before = wide ? solver.dump() : nil
      do {
        if r < 50 || added.isEmpty {
          var expression = Expression(constant: constants.randomElement(using: &rng)!)
          for _ in 0..<Int.random(in: 1...3, using: &rng) {
            expression.terms.append(
              Term(
                variable: variables.randomElement(using: &rng)!,
                coefficient: coefficients.randomElement(using: &rng)!))
          }
          let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]
            .randomElement(using: &rng)!
          let constraint = Constraint(
            expression, relation, 0.0,
            strength: Strength(priorities.randomElement(using: &rng)!))
          call = "add \(constraint)"
          do {
            try solver.add(constraint)
            added.append(constraint)
          } catch .unsatisfiableConstraint {}
        } else if r < 75 {
          let index = Int.random(in: 0..<added.count, using: &rng)
          call = "remove \(added[index])"
          try solver.remove(added.remove(at: index))
        } else if r < 85 {
          let variable = variables.randomElement(using: &rng)!
          if edits.contains(variable) {
            call = "removeEditVariable \(variable)"
            try solver.removeEditVariable(variable)
            edits.removeAll { $0 == variable }
          } else {
            call = "addEditVariable \(variable)"
            let priority = [999.0, 750, 500, 250].randomElement(using: &rng)!
            try solver.addEditVariable(variable, strength: Strength(priority))
            edits.append(variable)
          }
        } else if r < 95 {
          if let variable = edits.randomElement(using: &rng) {
            let value = Double(Int.random(in: -200...200, using: &rng))
            call = "suggestValue \(value) for \(variable)"
            try solver.suggestValue(value, for: variable)
          }
        } else {
          let index = Int.random(in: 0..<added.count, using: &rng)
          let constant = constants.randomElement(using: &rng)!
          call = "setConstant \(constant) for \(added[index])"
          do {
            try solver.setConstant(constant, for: added[index])
          } catch .unsatisfiableConstraint {}
        }
      } catch .imprecise where wide {
        imprecise += 1
        if let unchanged = before, solver.dump() != unchanged {
          return "seed \(seed) step \(step): \(call) threw imprecise but changed the solver"
        }
        continue
      } catch {
        return "seed \(seed) step \(step): \(call) threw \(error)"
      }
      solver.updateVariables()
      let fresh = Solver()
      for constraint in added where constraint.strength.isRequired {
        let constant = solver.constant(of: constraint)!
        var value = constant
        var scale = abs(constant)
        for term in constraint.expression.terms {
          value += term.coefficient * solver.value(of: term.variable)
          scale += abs(term.coefficient * solver.value(of: term.variable))
        }
        let off =
          switch constraint.relation {
          case .equal: abs(value)
          case .lessThanOrEqual: max(0, value)
          case .greaterThanOrEqual: max(0, -value)
          }
        if off > Solver.requiredTolerance * max(1, scale) {
          return "seed \(seed) step \(step): after \(call), \(constraint) is off by \(off)"
        }
        let current = Constraint(
          Expression(terms: constraint.expression.terms, constant: constant),
          constraint.relation, 0.0)
        if !wide, (try? fresh.add(current)) == nil {
          return "seed \(seed) step \(step): after \(call), a fresh solver refuses \(current)"
        }
      }
    }
    return nil
  }

  @Test(
    "A remove that pivoted on a rounding-noise cell no longer violates a required constraint",
    arguments: [579 as UInt64])
  func noisePivotOnRemove(seed: UInt64) {
    print("RandomSequenceTests seed \(seed)")
    var imprecise = 0
    #expect(Self.run(seed: seed, operations: 200, imprecise: &imprecise) == nil)
  }

  @Test(
    "A remove whose entering symbol's cost is rounding noise no longer throws unbounded",
    arguments: [1583 as UInt64])
  func noiseCostOnRemove(seed: UInt64) {
    print("RandomSequenceTests seed \(seed)")
    var imprecise = 0
    #expect(Self.run(seed: seed, operations: 160, imprecise: &imprecise) == nil)
  }

  @Test(
    "Noise left by near cancellations no longer lets a contradiction in after a long history",
    arguments: [518, 1466, 1664, 2139, 2687, 2998] as [UInt64])
  func noisyHistory(seed: UInt64) {
    // Each of these seeds once ended with a required constraint off by its whole size (seed
    // 1664 accepted `v5 == 100` beside the required `v5 == 12`): rows carrying noise cells of
    // 1e-8 to 1e-7 after removes and edits, and a pivot on one of them.
    print("RandomSequenceTests seed \(seed)")
    var imprecise = 0
    #expect(Self.run(seed: seed, operations: 300, imprecise: &imprecise) == nil)
  }

  @Test("Random sequences of ordinary calls keep every required constraint and agree")
  func seededSequences() {
    var imprecise = 0
    for seed in UInt64(0)..<60 {
      let failure = Self.run(seed: seed, operations: 300, imprecise: &imprecise)
      #expect(failure == nil, "seed \(seed): \(failure ?? "")")
    }
  }

  @Test(
    "Wide-apart coefficients never leave a required constraint violated nor throw internalError",
    arguments: [("tenfold", tenfold, 40 as UInt64), ("extreme", extreme, 12)])
  func wideSequences(name: String, coefficients: [Double], seeds: UInt64) {
    var imprecise = 0
    for seed in 0..<seeds {
      let failure = Self.run(
        seed: seed, operations: 300, coefficients: coefficients, imprecise: &imprecise)
      #expect(failure == nil, "\(name) seed \(seed): \(failure ?? "")")
    }
    print("RandomSequenceTests \(name) seeds 0..<\(seeds): \(imprecise) calls threw imprecise")
  }
}
