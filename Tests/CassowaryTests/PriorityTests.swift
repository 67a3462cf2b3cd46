import Cassowary
import Testing

/// Auto Layout semantics of Documentation/AutoLayout.md: strict priorities, intrinsic size, fitting.
@Suite struct PriorityTests {
  @Test(
    "Stack view: one constraint at 51 beats any number of constraints at 25",
    arguments: [1, 2, 5, 20, 100])
  func strictLevels(n: Int) throws {
    // UISV-spanning-fit (spacer.height == 0 @51) against UISV-ambiguity-suppression
    // (view.height == 0 @25 on each arranged view), with every view inside the spacer.
    let spacer = Variable("spacer.h")
    let views = (0..<n).map { Variable("v\($0).h") }
    let s = Solver()
    for (i, v) in views.enumerated() {
      try s.add(Constraint(v, .greaterThanOrEqual, Double(10 + i)))
      try s.add(Constraint(spacer, .greaterThanOrEqual, v))
      try s.add(Constraint(v, .equal, 0, strength: Strength(25)))
    }
    try s.add(Constraint(spacer, .equal, 0, strength: Strength(51)))
    s.updateVariables()
    // The 51 constraint wins: the spacer is as small as the required bounds allow.
    #expect(s.value(of: spacer) == Double(10 + n - 1))
    for (i, v) in views.enumerated() { #expect(s.value(of: v) == Double(10 + i), "view \(i)") }
  }

  @Test(
    "A 51 equality wins against many 25 equalities pulling the other way",
    arguments: [1, 3, 50])
  func strictAgainstSum(n: Int) throws {
    let x = Variable("x")
    let s = Solver()
    for _ in 0..<n { try s.add(Constraint(x, .equal, 100, strength: Strength(25))) }
    try s.add(Constraint(x, .equal, 0, strength: Strength(51)))
    s.updateVariables()
    #expect(s.value(of: x) == 0)
  }

  @Test("Fractional priorities are distinct levels: 999.5 beats 999")
  func fractional() throws {
    let x = Variable("x")
    let s = Solver()
    try s.add(Constraint(x, .equal, 10, strength: Strength(999)))
    try s.add(Constraint(x, .equal, 20, strength: Strength(999.5)))
    s.updateVariables()
    #expect(s.value(of: x) == 20)
  }

  @Test("Within one level the sum of absolute errors is minimized")
  func sameLevel() throws {
    let x = Variable("x")
    let s = Solver()
    try s.add(Constraint(x, .equal, 10, strength: .defaultLow))
    try s.add(Constraint(x, .equal, 30, strength: .defaultLow))
    try s.add(Constraint(x, .equal, 30, strength: .defaultLow))
    s.updateVariables()
    #expect(s.value(of: x) == 30)
  }

  @Test("objc.io label: intrinsic {100, 30} as hugging and compression inequalities")
  func intrinsicSize() throws {
    let w = Variable("label.w")
    let h = Variable("label.h")
    let container = Variable("container.w")
    let s = Solver()
    // H:[label(<=100@250)], H:[label(>=100@750)], V:[label(<=30@250)], V:[label(>=30@750)]
    try s.add(Constraint(w, .lessThanOrEqual, 100, strength: .defaultLow))
    try s.add(Constraint(w, .greaterThanOrEqual, 100, strength: .defaultHigh))
    try s.add(Constraint(h, .lessThanOrEqual, 30, strength: .defaultLow))
    try s.add(Constraint(h, .greaterThanOrEqual, 30, strength: .defaultHigh))
    s.updateVariables()
    #expect(s.value(of: w) == 100 && s.value(of: h) == 30)
    // Stretched by a 500 (scene) constraint: hugging (250) gives way.
    let stretch = Constraint(w, .equal, container - 20, strength: Strength(500))
    try s.add(Constraint(container, .equal, 200))
    try s.add(stretch)
    s.updateVariables()
    #expect(s.value(of: w) == 180)
    // Squeezed by a required width: compression resistance (750) gives way.
    try s.remove(stretch)
    try s.add(Constraint(w, .lessThanOrEqual, 60))
    s.updateVariables()
    #expect(s.value(of: w) == 60 && s.value(of: h) == 30)
  }

  @Test(
    "Fitting: .required width and .fittingSizeLevel height give the closed-form header",
    arguments: 0..<60)
  func fitting(i: Int) throws {
    let header = Workloads.Header(i)
    let s = Solver()
    for c in header.constraints { try s.add(c) }
    s.updateVariables()
    let (h, tw, sw) = Workloads.headerExpected(i)
    #expect(s.value(of: header.c.h) == h, "header \(i)")
    #expect(s.value(of: header.title.w) == tw, "header \(i)")
    #expect(s.value(of: header.sub.w) == sw, "header \(i)")
    #expect(s.value(of: header.c.w) == Workloads.headerParameters(i).0, "header \(i)")
  }

  @Test("Resize drag: stretch to the lowest hugging, compression to the lowest resistance")
  func resize() throws {
    let row = Workloads.DragRow(4)
    let s = Solver()
    for c in row.constraints { try s.add(c) }
    try s.addEditVariable(row.width, strength: Strength(999))
    for d in [-15.0, -1, 0, 1, 15, -15] {
      try s.suggestValue(row.natural + d, for: row.width)
      s.updateVariables()
      let widths = row.widths.map(s.value(of:))
      let expected = [20 + max(d, 0), 21, 22, 23 + min(d, 0)]
      for (got, want) in zip(widths, expected) {
        #expect(abs(got - want) < 1e-9, "d \(d): \(widths)")
      }
    }
  }
}
