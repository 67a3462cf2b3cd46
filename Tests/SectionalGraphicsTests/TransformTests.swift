import SectionalGraphics
import SectionalTestSupport
import Testing

@Suite struct TransformTests {
  @Test("The identity maps every point to itself")
  func identity() {
    #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
    #expect(Transform.identity.isIdentity)
    #expect(!Transform(translationX: 1, y: 0).isIdentity)
  }

  @Test("Translation, scale and rotation map points as CGAffineTransform does")
  func basicTransforms() {
    let p = CGPoint(x: 2, y: 3)
    #expect(p.applying(Transform(translationX: 10, y: 20)) == CGPoint(x: 12, y: 23))
    #expect(p.applying(Transform(scaleX: 2, y: -1)) == CGPoint(x: 4, y: -3))
    let rotated = CGPoint(x: 1, y: 0).applying(Transform(rotationAngle: .pi / 2))
    #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 1) < 1e-12)
  }

  @Test("concatenating applies the receiver first, then the argument")
  func concatenationOrder() {
    let scale = Transform(scaleX: 2, y: 2)
    let move = Transform(translationX: 10, y: 0)
    let p = CGPoint(x: 1, y: 1)
    #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
  }

  @Test("translatedBy and scaledBy apply the new step before the existing transform")
  func prependedSteps() {
    let base = Transform(scaleX: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(base.translatedBy(x: 1, y: 1)) == CGPoint(x: 4, y: 6))
    #expect(CGPoint(x: 1, y: 1).applying(base.scaledBy(x: 2, y: 2)) == CGPoint(x: 4, y: 6))
    let turned = CGPoint(x: 1, y: 0).applying(base.rotated(by: .pi))
    #expect(abs(turned.x + 2) < 1e-12 && abs(turned.y) < 1e-12)
  }

  @Test("A singular transform has no inverse")
  func singularInverse() {
    #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
    #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
  }

  @Test("A transform followed by its inverse is the identity", arguments: 0..<100 as Range<UInt64>)
  func inverseRoundTrip(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let t = Transform(rotationAngle: Double.random(in: -4...4, using: &rng))
      .scaledBy(
        x: Double.random(in: 0.5...3, using: &rng), y: Double.random(in: 0.5...3, using: &rng)
      )
      .translatedBy(
        x: Double.random(in: -50...50, using: &rng), y: Double.random(in: -50...50, using: &rng))
    let p = CGPoint(
      x: Double.random(in: -100...100, using: &rng), y: Double.random(in: -100...100, using: &rng))
    guard let inverse = t.inverted() else {
      Issue.record("no inverse, seed \(seed)")
      return
    }
    let back = p.applying(t).applying(inverse)
    #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9, "seed \(seed)")
  }

  @Test("A rectangle maps to the bounding box of its mapped corners")
  func rectApplying() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(
      r.applying(Transform(translationX: 5, y: 5)) == CGRect(x: 5, y: 5, width: 10, height: 20))
    #expect(r.applying(Transform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
    #expect(CGRect.null.applying(Transform(scaleX: 2, y: 2)).isNull)
  }

  @Test("The description lists a b c d tx ty")
  func description() {
    #expect(Transform(translationX: 10, y: 20.5).description == "[1 0 0 1 10 20.5]")
  }
}
