import Cassowary
import Testing

@Suite struct SolverTests {
  @Test("Required equalities and inequalities determine values after updateVariables")
  func basics() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(Constraint(x, .equal, 10))
    try s.add(Constraint(y, .equal, x + 5))
    #expect(s.value(of: x) == 0)  // not updated yet
    s.updateVariables()
    #expect(s.value(of: x) == 10 && s.value(of: y) == 15)
    #expect(s.value(of: Variable("unseen")) == 0)
  }

  @Test("Removing one of a redundant set of required equalities keeps the others holding")
  func redundantEqualityRemoval() throws {
    // kiwi 1.5.1 answers v1 = 12 here: the redundant v1 == 20 keeps its dummy basic at 8.
    let v0 = Variable("v0")
    let v1 = Variable("v1")
    let s = Solver()
    let pin = Constraint(v0, .equal, 8)
    try s.add(pin)
    try s.add(Constraint(v1, .equal, v0 + 12))
    try s.add(Constraint(v1, .equal, 20))
    try s.add(Constraint(2 * v0, .greaterThanOrEqual, 0))
    try s.remove(pin)
    s.updateVariables()
    #expect(s.value(of: v1) == 20)
    #expect(s.value(of: v0) == 8)
  }

  @Test("contains follows add and remove; removal frees the variable")
  func addRemove() throws {
    let x = Variable("x")
    let c = Constraint(x, .equal, 42)
    let s = Solver()
    #expect(!s.contains(c))
    try s.add(c)
    #expect(s.contains(c))
    try s.add(Constraint(x, .greaterThanOrEqual, 7))
    try s.remove(c)
    #expect(!s.contains(c))
    s.updateVariables()
    #expect(s.value(of: x) == 7)
  }

  @Test("An optional equality gives way to a required inequality and minimizes the error")
  func optional() throws {
    let x = Variable("x")
    let s = Solver()
    try s.add(Constraint(x, .equal, 100, strength: .defaultLow))
    try s.add(Constraint(x, .lessThanOrEqual, 60))
    s.updateVariables()
    #expect(s.value(of: x) == 60)
  }

  @Test("Edit variables follow suggestions and stop at required bounds")
  func edits() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(Constraint(y, .equal, 2 * x))
    try s.add(Constraint(x, .lessThanOrEqual, 50))
    try s.addEditVariable(x, strength: Strength(999))
    #expect(s.hasEditVariable(x) && !s.hasEditVariable(y))
    try s.suggestValue(20, for: x)
    s.updateVariables()
    #expect(s.value(of: x) == 20 && s.value(of: y) == 40)
    try s.suggestValue(80, for: x)
    s.updateVariables()
    #expect(s.value(of: x) == 50 && s.value(of: y) == 100)
    try s.removeEditVariable(x)
    #expect(!s.hasEditVariable(x))
  }

  @Test("Reset forgets everything and the solver works again")
  func reset() throws {
    let x = Variable("x")
    let c = Constraint(x, .equal, 3)
    let s = Solver()
    try s.add(c)
    try s.addEditVariable(Variable("e"), strength: .defaultHigh)
    s.reset()
    #expect(!s.contains(c))
    #expect(s.dump() == Solver().dump())
    try s.add(c)
    s.updateVariables()
    #expect(s.value(of: x) == 3)
  }

  @Test("The dump lists objective, rows, infeasible and edits deterministically")
  func dump() throws {
    func build() throws -> String {
      let x = Variable("x")
      let w = Variable("w")
      let s = Solver()
      try s.add(Constraint(x, .equal, 10))
      try s.add(Constraint(w, .greaterThanOrEqual, x, strength: .defaultLow))
      try s.addEditVariable(w, strength: Strength(999))
      try s.suggestValue(4, for: w)
      return s.dump()
    }
    let text = try build()
    #expect(text == (try build()))
    #expect(
      text == """
        objective:
          @999.0: 0.0 + 1.0*e5 + 1.0*e6
          @250.0: 10.0 + -1.0*d1 + 1.0*s3 + -1.0*e5 + 1.0*e6
        rows:
          x0[x] = 10.0 + -1.0*d1
          x2[w] = -6.0 + 1.0*x0[x] + 1.0*d1 + 1.0*e5 + -1.0*e6
          e4 = 6.0 + -1.0*d1 + 1.0*s3 + -1.0*e5 + 1.0*e6
        infeasible: \n\
        edits:
          w @999: 4.0

        """)
  }

  @Test("A long chain of definitions resolves without deep recursion")
  func longChain() throws {
    let n = 400
    let xs = (0..<n).map { Variable("x\($0)") }
    let s = Solver()
    try s.add(Constraint(xs[0], .equal, 1))
    for i in 1..<n { try s.add(Constraint(xs[i], .equal, xs[i - 1] + 1)) }
    s.updateVariables()
    #expect(s.value(of: xs[n - 1]) == Double(n))
  }
}
