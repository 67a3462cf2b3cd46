import Cassowary
import Testing

/// Ambiguity detection (Documentation/AutoLayout.md § Ambiguity).
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
    #expect(!s.isAmbiguous(Variable("never seen")))
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

  @Test("Opposed optional bounds at one value leave the variable unambiguous")
  func opposedBounds() throws {
    let x = Variable("x")
    let w = Variable("w")
    let s = Solver()
    try s.add(Constraint(x, .equal, 0))
    try s.add(Constraint(w, .lessThanOrEqual, 50, strength: Strength(250)))
    try s.add(Constraint(w, .greaterThanOrEqual, 50, strength: Strength(750)))
    s.updateVariables()
    #expect(s.value(of: w) == 50)
    #expect(!s.isAmbiguous(w))
    #expect(!s.isAmbiguous(x))
  }

  @Test("A sum fixed alone is ambiguous in both parts; pinning one part settles both")
  func sum() throws {
    let a = Variable("a")
    let b = Variable("b")
    let s = Solver()
    try s.add(Constraint(a + b, .equal, 100))
    #expect(s.isAmbiguous(a))
    #expect(s.isAmbiguous(b))
    try s.add(Constraint(a, .equal, 30, strength: Strength(250)))
    #expect(!s.isAmbiguous(a))
    #expect(!s.isAmbiguous(b))
    s.updateVariables()
    #expect(s.value(of: a) == 30 && s.value(of: b) == 70)
  }

  @Test("A range between required bounds is ambiguous until an optional pin picks a value")
  func range() throws {
    let w = Variable("w")
    let s = Solver()
    try s.add(Constraint(w, .greaterThanOrEqual, 10))
    try s.add(Constraint(w, .lessThanOrEqual, 20))
    #expect(s.isAmbiguous(w))
    try s.add(Constraint(w, .equal, 15, strength: .defaultLow))
    #expect(!s.isAmbiguous(w))
    s.updateVariables()
    #expect(s.value(of: w) == 15)
  }

  @Test("Required bounds that meet leave a single value, which is not ambiguous")
  func meetingBounds() throws {
    let w = Variable("w")
    let s = Solver()
    try s.add(Constraint(w, .greaterThanOrEqual, 40))
    try s.add(Constraint(w, .lessThanOrEqual, 40))
    #expect(!s.isAmbiguous(w))
    s.updateVariables()
    #expect(s.value(of: w) == 40)
  }
}
