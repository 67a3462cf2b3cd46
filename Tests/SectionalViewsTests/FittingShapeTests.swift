import Cassowary
import SectionalTestSupport
import Testing

@testable import SectionalViews

/// A fitting recipe's shape as the template cache's key: equal shapes are equal and hash
/// equal, and any change to a row or term makes them unequal.
@MainActor
@Suite struct FittingShapeTests {
  /// A shape of two rows: `x0 − x4 = c` (required) and `w0 ≤ c` (at 250).
  private func makeShape() -> FittingRecipe.Shape {
    var shape = FittingRecipe.Shape()
    shape.slotCount = 2
    shape.terms = [
      FittingRecipe.Term(variable: 0, coefficient: 1),
      FittingRecipe.Term(variable: 4, coefficient: -1),
      FittingRecipe.Term(variable: 2, coefficient: 1),
    ]
    shape.rows = [
      FittingRecipe.Row(start: 0, count: 2, relation: .equal, priority: 1000),
      FittingRecipe.Row(start: 2, count: 1, relation: .lessThanOrEqual, priority: 250),
    ]
    shape.rehash()
    return shape
  }

  /// A random shape: up to 12 rows of 1 to 4 terms over `slotCount` slots.
  private func randomShape(_ random: inout SplitMix64) -> FittingRecipe.Shape {
    var shape = FittingRecipe.Shape()
    shape.slotCount = Int.random(in: 1...6, using: &random)
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      let start = shape.terms.count
      let count = Int.random(in: 1...4, using: &random)
      for _ in 0..<count {
        shape.terms.append(
          FittingRecipe.Term(
            variable: Int.random(in: 0..<shape.slotCount * 4, using: &random),
            coefficient: [1, -1, 0.5, -0.5, 2][Int.random(in: 0..<5, using: &random)]))
      }
      shape.rows.append(
        FittingRecipe.Row(
          start: Int32(start), count: Int32(count),
          relation: relations[Int.random(in: 0..<3, using: &random)],
          priority: [1000, 750, 250, 50][Int.random(in: 0..<4, using: &random)]))
    }
    shape.rehash()
    return shape
  }

  @Test("shapes made apart with the same rows are equal and hash equal; rehash forgets the hash")
  func equalShapes() {
    var first = makeShape()
    var second = makeShape()
    #expect(first.hash == nil)
    #expect(first == second)
    #expect(first.hashed() == second.hashed())
    #expect(first.hash != nil)
    #expect(first == second)
    first.rehash()
    #expect(first.hash == nil)
    #expect(first == second)
  }

  @Test("a change to a coefficient, variable, relation, priority, term count or slot count")
  func everyFieldCounts() {
    var base = makeShape()
    let baseHash = base.hashed()
    var changes: [FittingRecipe.Shape] = []
    var shape = makeShape()
    shape.terms[1].coefficient = -2
    changes.append(shape)
    shape = makeShape()
    shape.terms[0].coefficient = 0
    changes.append(shape)
    shape = makeShape()
    shape.terms[2].variable = 3
    changes.append(shape)
    shape = makeShape()
    shape.rows[1].relation = .greaterThanOrEqual
    changes.append(shape)
    shape = makeShape()
    shape.rows[0].priority = 999
    changes.append(shape)
    shape = makeShape()
    // The same three terms split 1 + 2 instead of 2 + 1.
    shape.rows[0].count = 1
    shape.rows[1].start = 1
    shape.rows[1].count = 2
    changes.append(shape)
    shape = makeShape()
    shape.slotCount = 3
    changes.append(shape)
    for (index, var changed) in changes.enumerated() {
      changed.rehash()
      #expect(changed != base, "change \(index)")
      #expect(changed.hashed() != baseHash, "change \(index)")
      #expect(changed != base, "change \(index), both hashed")
    }
  }

  @Test("zero and negative zero coefficients make different shapes (bit patterns count)")
  func signedZero() {
    var positive = makeShape()
    positive.terms[0].coefficient = 0.0
    var negative = makeShape()
    negative.terms[0].coefficient = -0.0
    #expect(positive != negative)
    #expect(positive.hashed() != negative.hashed())
  }

  @Test("a shape sharing another's storage is equal to it, hashed or not")
  func sharedStorage() {
    var shape = makeShape()
    let copy = shape
    #expect(copy == shape)
    _ = shape.hashed()
    #expect(copy == shape)
    #expect(shape == copy)
  }

  @Test("seeded random shapes equal their rebuilt copies and differ after any one edit")
  func randomEdits() {
    for seed in UInt64(1)...200 {
      var random = SplitMix64(seed: seed)
      var shape = randomShape(&random)
      // A rebuilt copy: equal content in new storage.
      var rebuilt = FittingRecipe.Shape()
      rebuilt.slotCount = shape.slotCount
      rebuilt.rows = shape.rows.map { $0 }
      rebuilt.terms = shape.terms.map { $0 }
      rebuilt.rehash()
      #expect(rebuilt == shape, "seed \(seed)")
      #expect(rebuilt.hashed() == shape.hashed(), "seed \(seed)")
      var edited = rebuilt
      let index = Int.random(in: 0..<edited.terms.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: edited.terms[index].coefficient += 0.25
      case 1:
        edited.terms[index].variable += 1
      default:
        let row = Int.random(in: 0..<edited.rows.count, using: &random)
        edited.rows[row].priority -= 1
      }
      edited.rehash()
      #expect(edited != shape, "seed \(seed)")
      #expect(edited.hashed() != shape.hashed(), "seed \(seed)")
    }
  }
}
