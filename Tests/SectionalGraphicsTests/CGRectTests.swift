import SectionalGraphics
import Testing

/// The `CGRect` semantics Sectional's geometry relies on, and its own extensions.
@Suite struct CGRectTests {
  @Test("Edges of a rectangle with a positive size come from origin and size")
  func edges() {
    let r = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect([r.minX, r.midX, r.maxX] == [10, 25, 40])
    #expect([r.minY, r.midY, r.maxY] == [20, 40, 60])
  }

  @Test("A negative size is standardized by the edge accessors, as CGRect does")
  func negativeSizeStandardizes() {
    let r = CGRect(x: 10, y: 20, width: -10, height: -20)
    #expect(r.minX == 0 && r.maxX == 10 && r.minY == 0 && r.maxY == 20)
    #expect(r.width == 10 && r.height == 20)
    #expect(r.standardized == CGRect(x: 0, y: 0, width: 10, height: 20))
  }

  @Test("insetBy shrinks on both sides and becomes null when the size would go negative")
  func insetBy() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(r.insetBy(dx: 10, dy: 5) == CGRect(x: 10, y: 5, width: 80, height: 40))
    #expect(r.insetBy(dx: -10, dy: 0) == CGRect(x: -10, y: 0, width: 120, height: 50))
    #expect(r.insetBy(dx: 60, dy: 0).isNull)
  }

  @Test("inset(by:) applies each edge's inset")
  func insetByEdgeInsets() {
    let r = CGRect(x: 0, y: 0, width: 390, height: 44)
    let insets = EdgeInsets(top: 11, left: 20, bottom: 11, right: 16)
    #expect(r.inset(by: insets) == CGRect(x: 20, y: 11, width: 354, height: 22))
  }

  @Test("offsetBy moves the origin and keeps the size")
  func offsetBy() {
    #expect(
      CGRect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2)
        == CGRect(x: 11, y: 0, width: 3, height: 4))
  }

  @Test("union covers both rectangles and ignores null")
  func union() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    let b = CGRect(x: 20, y: 5, width: 5, height: 20)
    #expect(a.union(b) == CGRect(x: 0, y: 0, width: 25, height: 25))
    #expect(a.union(.null) == a)
    #expect(CGRect.null.union(b) == b)
  }

  @Test("intersection of disjoint rectangles is null; touching edges give zero width")
  func intersection() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      a.intersection(CGRect(x: 5, y: 5, width: 10, height: 10))
        == CGRect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.intersection(CGRect(x: 20, y: 0, width: 5, height: 5)).isNull)
    let touching = a.intersection(CGRect(x: 10, y: 0, width: 5, height: 5))
    #expect(touching == CGRect(x: 10, y: 0, width: 0, height: 5))
    #expect(a.intersects(CGRect(x: 9, y: 9, width: 5, height: 5)))
  }

  @Test("contains(point) includes the top-left edges and excludes the bottom-right ones")
  func containsPoint() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(CGPoint(x: 0, y: 0)))
    #expect(r.contains(CGPoint(x: 9.99, y: 5)))
    #expect(!r.contains(CGPoint(x: 10, y: 5)))
    #expect(!r.contains(CGPoint(x: 5, y: 10)))
    #expect(!CGRect.null.contains(CGPoint(x: 0, y: 0)))
  }

  @Test("contains(rect) is true for a rectangle inside, edges included")
  func containsRect() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(r.contains(CGRect(x: 2, y: 2, width: 2, height: 2)))
    #expect(!r.contains(CGRect(x: 8, y: 8, width: 4, height: 1)))
  }

  @Test("Sectional's descriptions print integral coordinates without a fraction")
  func descriptions() {
    #expect(
      CGRect(x: 0, y: 22.5, width: 390, height: 28).sectionalDescription == "(0, 22.5, 390, 28)")
    #expect(CGRect.null.sectionalDescription == "null")
    #expect(CGSize(width: 390, height: 844).sectionalDescription == "390×844")
    #expect(CGPoint(x: -3, y: 0.25).sectionalDescription == "(-3, 0.25)")
    #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "{1, 2, 3, 4}")
  }
}
