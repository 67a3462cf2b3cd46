import Cassowary
import SectionalGraphics
import Testing

@testable import SectionalViews

@Suite @MainActor struct FittingRowWriterTests {
  @Test("rows and terms written past the buffers' first room are kept in order")
  func growthKeepsRows() {
    var writer = FittingRecipe.RowWriter.take()
    for row in 0..<100 {
      let start = writer.termCount
      for component in Int32(0)..<3 { writer.term(row, component, Double(row) + 0.5) }
      writer.endRow(
        from: start, .lessThanOrEqual, LayoutPriority(Float(row % 7) + 1),
        .user(row), constant: Double(-row))
    }
    var recipe = recipeToReplace()
    writer.finish(into: &recipe, sharing: nil)
    #expect(recipe.shape.rows.count == 100)
    #expect(recipe.shape.terms.count == 300)
    #expect(
      recipe.shape.rows[99]
        == FittingRecipe.Row(start: 297, count: 3, relation: .lessThanOrEqual, priority: 2))
    #expect(recipe.shape.terms[298] == FittingRecipe.Term(variable: 397, coefficient: 99.5))
    guard case .user(57) = recipe.sources[57] else {
      Issue.record("source 57 is \(recipe.sources[57])")
      return
    }
    #expect(recipe.initialConstants[42] == -42)
  }

  @Test("a priority outside 1...1000 is corrected as a constraint's priority is (NaN to 1)")
  func prioritiesClamp() {
    var writer = FittingRecipe.RowWriter.take()
    for priority in [0, 2000, Float.nan] {
      let start = writer.termCount
      writer.term(0, 2, 1)
      writer.endRow(from: start, .equal, LayoutPriority(priority), .fixed(0), constant: 0)
    }
    var recipe = recipeToReplace()
    writer.finish(into: &recipe, sharing: nil)
    #expect(recipe.shape.rows.map(\.priority) == [1, 1000, 1])
  }

  @Test("a writer taken while another is in use gets buffers of its own")
  func nestedWritersDoNotShare() {
    var outer = FittingRecipe.RowWriter.take()
    outer.term(1, 0, 1)
    outer.endRow(from: 0, .equal, .required, .fixed(3), constant: 3)
    var inner = FittingRecipe.RowWriter.take()
    inner.term(5, 3, -1)
    inner.endRow(from: 0, .greaterThanOrEqual, .required, .fixed(4), constant: 4)
    var nested = recipeToReplace()
    inner.finish(into: &nested, sharing: nil)
    outer.term(2, 1, 1)
    outer.endRow(from: 1, .equal, .required, .fixed(5), constant: 5)
    var recipe = recipeToReplace()
    outer.finish(into: &recipe, sharing: nil)
    #expect(nested.shape.terms == [FittingRecipe.Term(variable: 23, coefficient: -1)])
    #expect(
      recipe.shape.terms == [
        FittingRecipe.Term(variable: 4, coefficient: 1),
        FittingRecipe.Term(variable: 9, coefficient: 1),
      ])
    #expect(recipe.initialConstants == [3, 5])
  }

  @Test("finishing with an equal shape shares its arrays; an unequal one is copied apart")
  func sharesEqualShape() {
    func write(coefficient: Double) -> FittingRecipe.RowWriter {
      var writer = FittingRecipe.RowWriter.take()
      writer.term(0, 2, 1)
      writer.term(1, 2, coefficient)
      writer.endRow(from: 0, .equal, .required, .fixed(0), constant: 0)
      return writer
    }
    var first = recipeToReplace()
    write(coefficient: -1).finish(into: &first, sharing: nil)
    var equal = recipeToReplace()
    write(coefficient: -1).finish(into: &equal, sharing: first.shape)
    var unequal = recipeToReplace()
    write(coefficient: -0.5).finish(into: &unequal, sharing: first.shape)
    func address<T>(_ array: [T]) -> UnsafeRawPointer? {
      array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    #expect(address(equal.shape.terms) == address(first.shape.terms))
    #expect(address(equal.shape.rows) == address(first.shape.rows))
    #expect(address(unequal.shape.terms) != address(first.shape.terms))
    #expect(unequal.shape.terms[1] == FittingRecipe.Term(variable: 6, coefficient: -0.5))
    #expect(equal.shape == first.shape)
    #expect(unequal.shape != first.shape)
  }

  /// A recipe whose rows a writer replaces: a lone view's.
  private func recipeToReplace() -> FittingRecipe {
    FittingRecipe(root: View(frame: .zero), horizontal: .required, vertical: .required)
  }
}
