import Cassowary
import SectionalTestSupport
import Testing

/// `Solver.updateVariables(_:)`: values of the asked variables only.
@Suite struct PartialUpdateTests {
  @Test("A partial update gives the asked variables the full update's values, small or sparse")
  func askedValues() throws {
    let chain = Workloads.Chain(6)
    for sparse in [false, true] {
      let s = Solver()
      for c in chain.all { try s.add(c) }
      // A constant change moves the solver to the sparse engine.
      if sparse { try s.setConstant(-12, for: chain.spacing[3]) }
      s.updateVariables([chain.containerHeight])
      let gaps: [Double] = sparse ? [8, 8, 8, 12, 8, 8] : [8, 8, 8, 8, 8, 8]
      let expected: Double = sparse ? 213 : 209
      let intrinsic = (0..<6).map(Workloads.intrinsicA)
      #expect(Workloads.chainHeight(intrinsic: intrinsic, gaps: gaps) == expected)
      #expect(s.value(of: chain.containerHeight) == expected, "sparse \(sparse)")
    }
  }

  @Test("Variables not asked for keep the values of the last update")
  func othersKeepTheirValues() throws {
    let x = Variable("x")
    let y = Variable("y")
    let fixX = Constraint(x, .equal, 10)
    let fixY = Constraint(y, .equal, 20)
    let s = Solver()
    try s.add(fixX)
    try s.add(fixY)
    s.updateVariables()
    try s.setConstant(-30, for: fixX)
    try s.setConstant(-40, for: fixY)
    s.updateVariables([x])
    #expect(s.value(of: x) == 30)
    #expect(s.value(of: y) == 20)
    s.updateVariables([y, Variable("unknown")])
    #expect(s.value(of: y) == 40)
  }

  @Test(
    "On random systems with changed constants, each asked variable gets the full update's value",
    arguments: 0..<60 as Range<UInt64>)
  func matchesFullUpdate(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let variables = (0..<5).map { Variable("v\($0)") }
    let solver = Solver()
    var added: [Constraint] = []
    for _ in 0..<10 {
      let c = PropertyTests.randomConstraint(variables, &rng)
      guard (try? solver.add(c)) != nil else { continue }
      added.append(c)
    }
    for step in 0..<8 {
      if !added.isEmpty && Bool.random(using: &rng) {
        let c = added[Int.random(in: 0..<added.count, using: &rng)]
        try? solver.setConstant(Double(Int.random(in: -30...30, using: &rng)), for: c)
      }
      let asked = variables.filter { _ in Bool.random(using: &rng) }
      solver.updateVariables(asked)
      let partial = asked.map { solver.value(of: $0) }
      solver.updateVariables()
      for (v, value) in zip(asked, partial) {
        #expect(value == solver.value(of: v), "seed \(seed) step \(step) \(v)")
      }
    }
  }
}
