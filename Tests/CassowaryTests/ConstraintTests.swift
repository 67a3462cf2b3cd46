import Cassowary
import Testing

@Suite struct ConstraintTests {
  @Test("A constraint stores lhs minus rhs reduced, with relation and strength")
  func reduced() {
    let a = Variable("a")
    let b = Variable("b")
    let c = Constraint(a + b, .greaterThanOrEqual, a * 2 + 8, strength: .defaultLow)
    #expect(
      c.expression.terms == [Term(variable: a, coefficient: -1), Term(variable: b, coefficient: 1)])
    #expect(c.expression.constant == -8)
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.strength == Strength(250))
    #expect(c.description == "-1.0*a + 1.0*b + -8.0 >= 0 @250")
  }

  @Test("Equal-looking constraints are different; a copy is the same constraint")
  func identity() {
    let x = Variable("x")
    let c1 = Constraint(x, .equal, 10)
    let c2 = Constraint(x, .equal, 10)
    let copy = c1
    #expect(c1 != c2)
    #expect(c1 == copy)
    #expect(Set([c1, c2, copy]).count == 2)
    let weaker = Constraint(c1, strength: .defaultHigh)
    #expect(weaker != c1 && weaker.expression == c1.expression)
  }

  @Test("Strengths order by priority and name UIKit's constants")
  func strengths() {
    #expect(Strength.required.priority == 1000 && Strength.required.isRequired)
    #expect(Strength.defaultHigh.priority == 750 && Strength.defaultLow.priority == 250)
    #expect(Strength.fittingSizeLevel.priority == 50)
    #expect(Strength(999.5) > Strength(999) && !Strength(999.5).isRequired)
    #expect(Strength(999.5).description == "999.5" && Strength.required.description == "required")
    #expect(!Strength(0).isValid && !Strength(1001).isValid && !Strength(.nan).isValid)
    #expect(Strength(1).isValid && Strength(1000).isValid)
  }

  @Test("Integer literals and numbers convert to constant expressions")
  func numbers() {
    let x = Variable("x")
    #expect(Constraint(x, .lessThanOrEqual, 5).expression.constant == -5)
    #expect(Constraint(3.5, .lessThanOrEqual, x).expression.constant == 3.5)
  }
}
