import SectionalGraphics
import Testing

@Suite struct DisplayListValidationTests {
  let r = CGRect(x: 0, y: 0, width: 10, height: 10)

  @Test("A list with properly nested groups validates")
  func balanced() throws {
    let list = DisplayList([
      .pushClip(r), .pushOpacity(0.5), .fillRect(r, color: .red), .popOpacity,
      .pushTransform(.identity), .popTransform, .popClip,
    ])
    try list.validate()
    #expect(list.isBalanced)
    #expect(DisplayList().isBalanced)
  }

  @Test("A pop with nothing open is reported at its index")
  func popWithoutPush() {
    let list = DisplayList([.fillRect(r, color: .red), .popOpacity])
    #expect(throws: DisplayListImbalance.popWithoutPush(index: 1, group: .opacity)) {
      try list.validate()
    }
    #expect(!list.isBalanced)
  }

  @Test("A pop of the wrong kind names the group that is open")
  func mismatchedPop() {
    let list = DisplayList([.pushClip(r), .pushOpacity(1), .popClip, .popOpacity])
    #expect(
      throws: DisplayListImbalance.mismatchedPop(index: 2, expected: .opacity, found: .clip)
    ) {
      try list.validate()
    }
  }

  @Test("A push never closed is reported at the outermost open push")
  func unclosedPush() {
    let list = DisplayList([
      .fillRect(r, color: .red), .pushTransform(.identity), .pushClip(r), .popClip,
      .pushClip(r),
    ])
    #expect(throws: DisplayListImbalance.unclosedPush(index: 1, group: .transform)) {
      try list.validate()
    }
  }
}
