import Cassowary
import Testing

/// Ambiguity detection (reference 5.7).
@Suite struct AmbiguityTests {
  @Test("A fully determined variable is not ambiguous; a free one is")
  func determined() throws {
    let x = Variable("x")
    let y = Variable("y")
    let free = Variable("free")
    let s = Solver()
    try s.add(Constraint(x, .equal, 10))
    try s.add(Constraint(y, .equal, x + free))
    #expect(!s.isAmbiguous(x))
    #expect(s.isAmbiguous(y))
    #expect(s.isAmbiguous(free))
    #expect(s.isAmbiguous(Variable("never seen")))
    try s.add(Constraint(free, .equal, 3))
    #expect(!s.isAmbiguous(y) && !s.isAmbiguous(free))
  }

  @Test("Equal lowest hugging in a stack is ambiguous; distinct hugging is not")
  func hugging() throws {
    func build(hugging second: Double) throws -> (Solver, Variable, Variable) {
      let a = Variable("a.w")
      let b = Variable("b.w")
      let s = Solver()
      try s.add(Constraint(a + b, .equal, 300))
      try s.add(Constraint(a, .lessThanOrEqual, 100, strength: .defaultLow))
      try s.add(Constraint(b, .lessThanOrEqual, 100, strength: Strength(second)))
      try s.add(Constraint(a, .greaterThanOrEqual, 100, strength: .defaultHigh))
      try s.add(Constraint(b, .greaterThanOrEqual, 100, strength: .defaultHigh))
      return (s, a, b)
    }
    let (tied, a1, b1) = try build(hugging: 250)
    #expect(tied.isAmbiguous(a1) && tied.isAmbiguous(b1))
    let (ordered, a2, b2) = try build(hugging: 251)
    #expect(!ordered.isAmbiguous(a2) && !ordered.isAmbiguous(b2))
    ordered.updateVariables()
    #expect(ordered.value(of: a2) == 200 && ordered.value(of: b2) == 100)
  }

  @Test("A variable bounded only on one side is ambiguous")
  func oneSided() throws {
    let x = Variable("x")
    let s = Solver()
    try s.add(Constraint(x, .greaterThanOrEqual, 10))
    #expect(s.isAmbiguous(x))
    try s.add(Constraint(x, .equal, 0, strength: .fittingSizeLevel))
    #expect(!s.isAmbiguous(x))
  }
}
