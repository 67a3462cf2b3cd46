import Cassowary

extension FittingRecipe {
  /// Where rows are written while a recipe (or a patch's row) is made: terms, row shapes,
  /// constant sources and constants, in buffers reused from one recipe to the next.
  ///
  /// An array's `append` checks the array's uniqueness and capacity for every element, which
  /// costs more than storing a term; a writer checks only its capacity (growing by doubling),
  /// and `finish(into:sharing:)` copies each list into the recipe's arrays at once. The
  /// buffers are taken from a spare set (`take()`) and given back when the writer finishes
  /// (`giveBack()`), so a fitting nested in an intrinsic size, which makes a recipe while
  /// another is being made, finds none and makes its own.
  struct RowWriter {
    /// The buffers, owned by a class so that they outlive the writer and are freed once.
    final class Buffers {
      /// The terms.
      fileprivate var terms: UnsafeMutablePointer<Term>
      /// The room in `terms`.
      fileprivate var termCapacity: Int
      /// The row shapes.
      fileprivate var rows: UnsafeMutablePointer<Row>
      /// The rows' constant sources.
      fileprivate var sources: UnsafeMutablePointer<Source>
      /// The rows' constants.
      fileprivate var constants: UnsafeMutablePointer<Double>
      /// The room in `rows`, `sources` and `constants`.
      fileprivate var rowCapacity: Int

      /// Allocates room for `rows` rows and `terms` terms.
      fileprivate init(rows: Int, terms: Int) {
        termCapacity = max(terms, 8)
        rowCapacity = max(rows, 4)
        self.terms = .allocate(capacity: termCapacity)
        self.rows = .allocate(capacity: rowCapacity)
        sources = .allocate(capacity: rowCapacity)
        constants = .allocate(capacity: rowCapacity)
      }

      deinit {
        terms.deallocate()
        rows.deallocate()
        sources.deallocate()
        constants.deallocate()
      }
    }

    /// The buffers written to (their elements are trivial: nothing to deinitialize).
    private let buffers: Buffers
    /// The terms written.
    private(set) var termCount = 0
    /// The rows written.
    private(set) var rowCount = 0

    /// The buffers no writer uses: the last ones given back (main actor only).
    @MainActor @exclusivity(unchecked) private static var spare: Buffers?

    /// A writer with the spare buffers, or new ones when a writer holds them.
    @MainActor
    static func take() -> RowWriter {
      if let buffers = spare {
        spare = nil
        return RowWriter(buffers: buffers)
      }
      return RowWriter(buffers: Buffers(rows: 32, terms: 64))
    }

    /// Makes a writer of `buffers`, empty.
    private init(buffers: Buffers) { self.buffers = buffers }

    /// Gives the buffers back for the next writer (the writer must not be used after).
    @MainActor
    func giveBack() {
      RowWriter.spare = buffers
    }

    /// Appends a term to the row being written: `coefficient ×` component `component` (x, y,
    /// width, height) of the item in `slot`.
    mutating func term(_ slot: Int, _ component: Int32, _ coefficient: Double) {
      if termCount == buffers.termCapacity { growTerms() }
      buffers.terms[termCount] = Term(
        variable: slot &* 4 &+ Int(component), coefficient: coefficient)
      termCount += 1
    }

    /// Ends the row whose terms start at `start`, with its constant source and its constant
    /// now; a priority outside 1...1000 is corrected as `LayoutConstraint.priority` corrects it.
    mutating func endRow(
      from start: Int, _ relation: Relation, _ priority: LayoutPriority, _ source: Source,
      constant: Double
    ) {
      if rowCount == buffers.rowCapacity { growRows() }
      let value = (LayoutConstraint.correctedPriority(priority) ?? priority).rawValue
      buffers.rows[rowCount] = Row(
        start: Int32(truncatingIfNeeded: start),
        count: Int32(truncatingIfNeeded: termCount - start), relation: relation,
        priority: Double(value))
      buffers.sources[rowCount] = source
      buffers.constants[rowCount] = constant
      rowCount += 1
    }

    /// The row at `index`.
    func row(_ index: Int) -> Row { buffers.rows[index] }

    /// The terms from `start` on, as a new array.
    ///
    /// - Complexity: O(terms copied).
    func terms(from start: Int) -> [Term] {
      Array(UnsafeBufferPointer(start: buffers.terms + start, count: termCount - start))
    }

    /// Copies what was written into `recipe`'s shape, sources and initial constants
    /// (replacing them) and gives the buffers back.
    ///
    /// When `sharing` has the same rows and terms (the last template found, which a new
    /// view of a kept kind matches), the recipe shares its arrays instead of copying: no
    /// allocation, and the template lookup that follows compares them by identity.
    ///
    /// - Complexity: O(rows + terms).
    @MainActor
    func finish(into recipe: inout FittingRecipe, sharing: FittingRecipe.Shape?) {
      let rows = UnsafeBufferPointer(start: buffers.rows, count: rowCount)
      let terms = UnsafeBufferPointer(start: buffers.terms, count: termCount)
      if let sharing, sharing.slotCount == recipe.shape.slotCount,
        sharing.has(rows: rows, terms: terms)
      {
        recipe.shape.rows = sharing.rows
        recipe.shape.terms = sharing.terms
      } else {
        recipe.shape.rows = Array(rows)
        recipe.shape.terms = Array(terms)
      }
      recipe.sources = Array(UnsafeBufferPointer(start: buffers.sources, count: rowCount))
      recipe.initialConstants = Array(
        UnsafeBufferPointer(start: buffers.constants, count: rowCount))
      giveBack()
    }

    /// Doubles the room for terms, keeping those written.
    private func growTerms() {
      let capacity = buffers.termCapacity * 2
      let terms = UnsafeMutablePointer<Term>.allocate(capacity: capacity)
      terms.moveInitialize(from: buffers.terms, count: termCount)
      buffers.terms.deallocate()
      buffers.terms = terms
      buffers.termCapacity = capacity
    }

    /// Doubles the room for rows, keeping those written.
    private func growRows() {
      let capacity = buffers.rowCapacity * 2
      let rows = UnsafeMutablePointer<Row>.allocate(capacity: capacity)
      let sources = UnsafeMutablePointer<Source>.allocate(capacity: capacity)
      let constants = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
      rows.moveInitialize(from: buffers.rows, count: rowCount)
      sources.moveInitialize(from: buffers.sources, count: rowCount)
      constants.moveInitialize(from: buffers.constants, count: rowCount)
      buffers.rows.deallocate()
      buffers.sources.deallocate()
      buffers.constants.deallocate()
      buffers.rows = rows
      buffers.sources = sources
      buffers.constants = constants
      buffers.rowCapacity = capacity
    }
  }
}
