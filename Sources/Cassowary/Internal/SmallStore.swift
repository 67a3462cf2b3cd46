/// The fixed-size buffers of a `SmallTableau`, allocated once and kept by pooled engines.
///
/// Raw pointers rather than arrays so the dense loops run without copy-on-write uniqueness
/// checks or retains. Every pointer is a `let`, so reading one costs no exclusivity check.
/// Owned by exactly one engine; an engine moves between threads only through the
/// `EnginePool` lock, which is why the unchecked `Sendable` conformance is sound.
final class SmallStore: @unchecked Sendable {
  /// The most symbols a small tableau holds; also the stride of its dense rows.
  static let stride = 128
  /// The most rows a small tableau holds.
  static let maximumRows = 64
  /// The most objective levels (distinct optional priorities) a small tableau holds.
  static let maximumLevels = 8

  /// The kind of each symbol.
  let kind: UnsafeMutablePointer<SymbolKind>
  /// The row of each symbol when basic, else -1.
  let rowOf: UnsafeMutablePointer<Int32>
  /// The identity of the variable of each external symbol.
  let variableID: UnsafeMutablePointer<UInt64>
  /// The value of each external symbol at the last `updateVariables`.
  let values: UnsafeMutablePointer<Double>
  /// For each basic external symbol, the external symbols of the row the sparse engine
  /// would keep for it (its lazy definition), as a 128-bit set in two words.
  let references: UnsafeMutablePointer<UInt64>
  /// Dense rows, `stride` coefficients each, indexed by symbol.
  let cells: UnsafeMutablePointer<Double>
  /// The constant of each row.
  let constants: UnsafeMutablePointer<Double>
  /// The basic symbol of each row.
  let basic: UnsafeMutablePointer<Int32>
  /// Dense objective vectors, `stride` coefficients per level, in level creation order.
  let objective: UnsafeMutablePointer<Double>
  /// The objective's constant per level.
  let objectiveConstant: UnsafeMutablePointer<Double>
  /// The priority of each level.
  let levelPriority: UnsafeMutablePointer<Double>
  /// Level indices from the highest priority to the lowest.
  let levelOrder: UnsafeMutablePointer<Int32>
  /// The row being built for an add; all zero between adds.
  let building: UnsafeMutablePointer<Double>
  /// The phase-1 objective; all zero when no phase 1 runs.
  let artificial: UnsafeMutablePointer<Double>

  /// Allocates and initializes every buffer: coefficients, constants, values and
  /// references at zero, every symbol `.dummy` and parametric (`rowOf` -1), every row's basic
  /// symbol -1, every level order 0.
  ///
  /// The tableau writes each slot before it reads it, so the initial values are never read
  /// as data; initializing them keeps typed pointers to initialized memory only (what
  /// `UnsafeMutablePointer` requires of a subscript read), and an index read by mistake from
  /// a slot never written is a valid one. Stores are pooled, so this runs once per store.
  ///
  /// - Complexity: O((maximumRows + maximumLevels) · stride).
  init() {
    let s = Self.stride
    kind = .allocate(capacity: s)
    kind.initialize(repeating: .dummy, count: s)
    rowOf = .allocate(capacity: s)
    rowOf.initialize(repeating: -1, count: s)
    variableID = .allocate(capacity: s)
    variableID.initialize(repeating: 0, count: s)
    values = .allocate(capacity: s)
    values.initialize(repeating: 0, count: s)
    references = .allocate(capacity: 2 * s)
    references.initialize(repeating: 0, count: 2 * s)
    cells = .allocate(capacity: Self.maximumRows * s)
    cells.initialize(repeating: 0, count: Self.maximumRows * s)
    constants = .allocate(capacity: Self.maximumRows)
    constants.initialize(repeating: 0, count: Self.maximumRows)
    basic = .allocate(capacity: Self.maximumRows)
    basic.initialize(repeating: -1, count: Self.maximumRows)
    objective = .allocate(capacity: Self.maximumLevels * s)
    objective.initialize(repeating: 0, count: Self.maximumLevels * s)
    objectiveConstant = .allocate(capacity: Self.maximumLevels)
    objectiveConstant.initialize(repeating: 0, count: Self.maximumLevels)
    levelPriority = .allocate(capacity: Self.maximumLevels)
    levelPriority.initialize(repeating: 0, count: Self.maximumLevels)
    levelOrder = .allocate(capacity: Self.maximumLevels)
    levelOrder.initialize(repeating: 0, count: Self.maximumLevels)
    building = .allocate(capacity: s)
    building.initialize(repeating: 0, count: s)
    artificial = .allocate(capacity: s)
    artificial.initialize(repeating: 0, count: s)
  }

  deinit {
    for pointer in [values, cells, constants, objective, objectiveConstant] {
      pointer.deallocate()
    }
    for pointer in [levelPriority, building, artificial] { pointer.deallocate() }
    kind.deallocate()
    rowOf.deallocate()
    variableID.deallocate()
    references.deallocate()
    basic.deallocate()
    levelOrder.deallocate()
  }

  /// The first coefficient of row `r`.
  @inline(__always)
  func row(_ r: Int) -> UnsafeMutablePointer<Double> { cells + r * Self.stride }

  /// The first coefficient of objective level `l`.
  @inline(__always)
  func level(_ l: Int) -> UnsafeMutablePointer<Double> { objective + l * Self.stride }
}
