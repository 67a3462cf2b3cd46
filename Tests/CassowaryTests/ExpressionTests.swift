import Cassowary
import Testing

@Suite struct ExpressionTests {
  @Test("Operators keep terms in writing order and sum constants")
  func arithmetic() {
    let y = Variable("y")
    let h = Variable("h")
    let e = y + 0.5 * h - 8
    #expect(e.terms == [Term(variable: y, coefficient: 1), Term(variable: h, coefficient: 0.5)])
    #expect(e.constant == -8)
    let n = -(2 * (e + 3.0))
    #expect(n.terms.map(\.coefficient) == [-2, -1])
    #expect(n.constant == 10)
  }

  @Test("Negation, scaling and division of variables and terms give terms")
  func products() {
    let x = Variable("x")
    #expect(-x == Term(variable: x, coefficient: -1))
    #expect(x * 3 == Term(variable: x, coefficient: 3))
    #expect((x / 4).coefficient == 0.25)
    #expect((2 * (3 * x)).coefficient == 6)
    #expect((10.0 - x).constant == 10)
    #expect((10.0 - x).terms.first?.coefficient == -1)
  }

  @Test("Reduction merges duplicates in first-appearance order and drops zero terms")
  func reduction() {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let e = Expression(
      terms: [
        Term(variable: b, coefficient: 2), Term(variable: a), Term(variable: b, coefficient: -1),
        Term(variable: c), Term(variable: c, coefficient: -1),
      ], constant: 4)
    let r = e.reduced()
    #expect(r.terms == [Term(variable: b, coefficient: 1), Term(variable: a, coefficient: 1)])
    #expect(r.constant == 4)
  }

  @Test("Evaluation sums coefficient times value plus the constant")
  func evaluation() {
    let a = Variable("a")
    let b = Variable("b")
    let e = 2 * a - b + 1
    #expect(e.evaluate { $0 == a ? 5 : 3 } == 8)
  }
}
