import Cassowary
import Testing

@Suite struct VariableTests {
  @Test("Two variables with the same name are distinct and hash apart")
  func distinct() {
    let a = Variable("x")
    let b = Variable("x")
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
    #expect(a.name == "x" && a.description == "x")
  }
}
