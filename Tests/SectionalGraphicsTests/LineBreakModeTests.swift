import SectionalGraphics
import Testing

@Suite struct LineBreakModeTests {
  @Test("Only the three truncating modes insert an ellipsis")
  func truncates() {
    let truncating = LineBreakMode.allCases.filter(\.truncates)
    #expect(truncating == [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle])
  }

  @Test("Cases carry UIKit's NSLineBreakMode names")
  func names() {
    #expect(
      LineBreakMode.allCases.map(\.rawValue) == [
        "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead",
        "byTruncatingTail", "byTruncatingMiddle",
      ])
  }
}
