import SectionalGraphics
import Testing

@Suite struct RectTests {
  @Test("Edges of a rectangle with a positive size come from origin and size")
  func edges() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect([r.minX, r.midX, r.maxX] == [10, 25, 40])
    #expect([r.minY, r.midY, r.maxY] == [20, 40, 60])
  }

  @Test("A negative size is standardized by the edge accessors, as CGRect does")
  func negativeSizeStandardizes() {
    let r = Rect(x: 10, y: 20, width: -10, height: -20)
    #expect(r.minX == 0 && r.maxX == 10 && r.minY == 0 && r.maxY == 20)
    #expect(r.width == 10 && r.height == 20)
    #expect(r.standardized == Rect(x: 0, y: 0, width: 10, height: 20))
  }

  @Test("insetBy shrinks on both sides and becomes null when the size would go negative")
  func insetBy() {
    let r = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
    #expect(r.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
    #expect(r.insetBy(dx: 60, dy: 0).isNull)
  }

  @Test("inset(by:) applies each edge's inset")
  func insetByEdgeInsets() {
    let r = Rect(x: 0, y: 0, width: 390, height: 44)
    let insets = EdgeInsets(top: 11, left: 20, bottom: 11, right: 16)
    #expect(r.inset(by: insets) == Rect(x: 20, y: 11, width: 354, height: 22))
  }

  @Test("offsetBy moves the origin and keeps the size")
  func offsetBy() {
    #expect(
      Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2)
        == Rect(x: 11, y: 0, width: 3, height: 4))
  }

  @Test("union covers both rectangles and ignores null")
  func union() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: 5, width: 5, height: 20)
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 25, height: 25))
    #expect(a.union(.null) == a)
    #expect(Rect.null.union(b) == b)
  }

  @Test("intersection of disjoint rectangles is null; touching edges give zero width")
  func intersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      a.intersection(Rect(x: 5, y: 5, width: 10, height: 10))
        == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isNull)
    let touching = a.intersection(Rect(x: 10, y: 0, width: 5, height: 5))
    #expect(touching == Rect(x: 10, y: 0, width: 0, height: 5))
    #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
  }

  @Test("contains(point) includes the top-left edges and excludes the bottom-right ones")
  func containsPoint() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(r.contains(Point(x: 9.99, y: 5)))
    #expect(!r.contains(Point(x: 10, y: 5)))
    #expect(!r.contains(Point(x: 5, y: 10)))
    #expect(!Rect.null.contains(Point(x: 0, y: 0)))
  }

  @Test("contains(rect) is true for a rectangle inside, edges included")
  func containsRect() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
    #expect(r.contains(Rect(x: 2, y: 2, width: 2, height: 2)))
    #expect(!r.contains(Rect(x: 8, y: 8, width: 4, height: 1)))
    #expect(!r.contains(Rect.null))
  }

  @Test("Descriptions print integral coordinates without a fraction")
  func descriptions() {
    #expect(Rect(x: 0, y: 22.5, width: 390, height: 28).description == "(0, 22.5, 390, 28)")
    #expect(Rect.null.description == "null")
    #expect(Size(width: 390, height: 844).description == "390×844")
    #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "{1, 2, 3, 4}")
  }
}
