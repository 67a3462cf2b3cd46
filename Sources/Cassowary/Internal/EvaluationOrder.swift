/// The order in which a full `updateVariables()` computes the external symbols' values, kept
/// between updates for as long as the tableau's structure stays the same
/// (Documentation/Solver.md § Reading values).
///
/// The rows of basic external symbols are lazy definitions that may refer to other basic
/// external symbols (`Engine`), so a value is its row's constant plus its references times
/// their values, and the referenced values must be known first. Finding that order means
/// walking every cell of every external row, most of them slack and error symbols whose value
/// is 0. The order keeps the result: one step per external symbol, each after the steps of
/// the symbols its row refers to, with the row's slot and only its references (symbol and
/// coefficient). An update then costs one multiply-add per reference.
///
/// The order is built by the second update in a row with no structural change between, not
/// the first: a system that changes before every update (a layout pass that adds and removes
/// constraints) would pay for an order it never reuses, so the first update after a change
/// resolves the rows directly, as before the order existed.
///
/// What must stay true: the order is valid only while no row's cells or basic symbol change,
/// no slot or symbol is added, and nothing is rolled back or reset. `Engine.save(_:)`, which
/// every change to a row's cells goes through first, invalidates it, and so do new slots, new
/// symbols, `rebuildIndices()` and `reset()`. A change of row constants alone (a suggestion,
/// `setConstant`) keeps it: constants are read from the rows at each evaluation. Builds with
/// `SECTIONAL_INTERNAL_CHECKS` compare every cached evaluation with a full resolution and the
/// cached steps with the rows after every solver call.
struct EvaluationOrder {
  /// One external symbol's evaluation.
  struct Step {
    /// The external symbol.
    var symbol: Int32
    /// The slot of its row, or -1 when it is parametric (its value is then 0).
    var slot: Int32
    /// The end of its references in `references`; they start where the previous step's end.
    var end: Int32
  }

  /// What the order knows about the current tableau.
  enum State {
    /// The tableau's structure changed since the last update, or nothing was built yet.
    case stale
    /// The last update resolved the rows and nothing changed since: the next builds the order.
    case resolved
    /// `steps` and `references` describe the current tableau.
    case valid
  }

  /// What the order knows about the current tableau.
  private(set) var state = State.stale
  /// Whether `steps` and `references` describe the current tableau.
  var isValid: Bool { state == .valid }
  /// The steps, every referenced symbol's step before the steps that refer to it.
  var steps: [Step] = []
  /// The references of every step's row in the row's cell order: the basic external symbols
  /// and their coefficients.
  var references: [Cell] = []

  /// Marks the order stale: the next full update resolves the rows, the one after builds it.
  @inline(__always)
  mutating func invalidate() { state = .stale }

  /// Notes that an update resolved the rows without the order.
  mutating func noteResolved() { state = .resolved }

  /// Marks the order as describing the current tableau, once it has been built.
  mutating func validate() { state = .valid }

  /// Writes every step's value into `values`: its row's constant plus each reference's
  /// coefficient times the reference's value, in the row's cell order (so the result is the
  /// one a full resolution computes, bit for bit), or 0 for a parametric symbol.
  ///
  /// - Complexity: O(steps + references).
  func evaluate(rows: UnsafeBufferPointer<Row>, values: UnsafeMutableBufferPointer<Double>) {
    steps.withUnsafeBufferPointer { steps in
      references.withUnsafeBufferPointer { references in
        var k = 0
        for step in steps {
          if step.slot < 0 {
            values[Int(step.symbol)] = 0
            continue
          }
          var value = rows[Int(step.slot)].constant
          let end = Int(step.end)
          while k < end {
            let reference = references[k]
            value += reference.coefficient * values[Int(reference.symbol)]
            k += 1
          }
          values[Int(step.symbol)] = value
        }
      }
    }
  }
}
