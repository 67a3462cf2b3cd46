import Cassowary
import Testing

/// In-place constant changes (Documentation/AutoLayout.md § Changing a constant in place).
@Suite struct ConstantTests {
  @Test("Changing a required spacing constant moves the chain like remove and add would")
  func requiredSpacing() throws {
    var chain = Workloads.Chain(6)
    let s = Solver()
    for c in chain.all { try s.add(c) }
    #expect(s.constant(of: chain.spacing[3]) == -8)
    try s.setConstant(-12, for: chain.spacing[3])
    #expect(s.constant(of: chain.spacing[3]) == -12)
    s.updateVariables()
    let intrinsic = (0..<6).map(Workloads.intrinsicA)
    let gaps: [Double] = [8, 8, 8, 12, 8, 8]
    #expect(
      s.value(of: chain.containerHeight) == Workloads.chainHeight(intrinsic: intrinsic, gaps: gaps))
    // The same change by remove and add gives the same values.
    let other = Solver()
    for c in chain.all { try other.add(c) }
    try other.remove(chain.spacing[3])
    chain.spacing[3] = Constraint(chain.ys[3], .equal, chain.ys[2] + chain.heights[2] + 12)
    try other.add(chain.spacing[3])
    other.updateVariables()
    for v in chain.ys + chain.heights + [chain.containerHeight] {
      #expect(abs(s.value(of: v) - other.value(of: v)) < 1e-9, "\(v)")
    }
  }

  @Test("Changing optional intrinsic constants updates the optimum in both directions")
  func optionalIntrinsic() throws {
    let h = Variable("h")
    let minimum = Constraint(h, .greaterThanOrEqual, 20, strength: .defaultHigh)
    let natural = Constraint(h, .equal, 30, strength: .defaultLow)
    let s = Solver()
    try s.add(minimum)
    try s.add(natural)
    for (constant, expected) in [(-45.0, 45.0), (-10, 20), (-25, 25), (-19, 20), (-30, 30)] {
      try s.setConstant(constant, for: natural)
      s.updateVariables()
      #expect(s.value(of: h) == expected, "constant \(constant)")
    }
    try s.setConstant(-35, for: minimum)
    s.updateVariables()
    #expect(s.value(of: h) == 35)
  }

  @Test("A constant change of a reversed inequality row keeps its meaning")
  func reversedRow() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(Constraint(x, .equal, 50))
    let gap = Constraint(x, .greaterThanOrEqual, y + 10)  // x - y - 10 >= 0
    try s.add(gap)
    try s.add(Constraint(y, .equal, 100, strength: .defaultLow))
    s.updateVariables()
    #expect(s.value(of: y) == 40)
    try s.setConstant(-30, for: gap)
    s.updateVariables()
    #expect(s.value(of: y) == 20)
    try s.setConstant(40, for: gap)
    s.updateVariables()
    #expect(s.value(of: y) == 90)
  }
}
