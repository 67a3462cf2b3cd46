import SectionalGraphics
import Testing

@Suite struct TextAlignmentTests {
  @Test("Lines start at 0, in the middle or at the right edge of the box")
  func lineOffsets() {
    #expect(TextAlignment.left.lineOffset(lineWidth: 40, boxWidth: 100) == 0)
    #expect(TextAlignment.center.lineOffset(lineWidth: 40, boxWidth: 100) == 30)
    #expect(TextAlignment.right.lineOffset(lineWidth: 40, boxWidth: 100) == 60)
    #expect(TextAlignment.natural.lineOffset(lineWidth: 40, boxWidth: 100) == 0)
    #expect(TextAlignment.justified.lineOffset(lineWidth: 40, boxWidth: 100) == 0)
  }

  @Test("Lines wider than the box overflow the way the alignment points")
  func overflow() {
    #expect(TextAlignment.center.lineOffset(lineWidth: 120, boxWidth: 100) == -10)
    #expect(TextAlignment.right.lineOffset(lineWidth: 120, boxWidth: 100) == -20)
  }

  @Test("Cases carry UIKit's names")
  func names() {
    #expect(
      TextAlignment.allCases.map(\.rawValue) == ["left", "center", "right", "justified", "natural"])
  }
}
