/// The whole state of one solver: tableau, objective, column index, maps and journal.
///
/// A struct so that the hot loops access stored properties without the dynamic exclusivity
/// checks class properties need; `SolverEngine` holds one and forwards to it once a system
/// leaves the small tableau.
///
/// Representation (Documentation/Solver.md § Data model, with two departures):
/// * Symbols are dense `Int32` indices in creation order, so id order is index order and
///   every tie is broken by index exactly as kiwi breaks it by id.
/// * Rows live in slots; `cols` lists, for each symbol, the slots of the rows that contain `s` (the
///   column index of original Cassowary), so a substitution touches only those rows.
/// * Rows of basic external symbols may refer to other basic external symbols (an acyclic
///   "definition" graph) instead of being fully substituted. External rows never take part in
///   pivot choice, so this is invisible to the simplex; `updateVariables` resolves values in
///   dependency order. Restricted rows and the objective never contain external symbols.
/// * The objective is one dense vector per priority level and is compared lexicographically
///   from the highest level down (symbolic weights, Documentation/AutoLayout.md § Priorities).
struct Engine {
  // MARK: Symbols (indexed by symbol)

  /// The kind of each symbol.
  var kind: [SymbolKind] = []
  /// The slot of the symbol's row when it is basic, else -1.
  var rowOf: [Int32] = []
  /// The slots of the rows that contain each symbol.
  var cols = ColumnIndex()
  /// The record index of the constraint that made a marker or other symbol, else -1.
  var owner: [Int32] = []
  /// The user variable of an external symbol.
  var variableOf: [Variable?] = []
  /// The value of each external symbol at the last `updateVariables`.
  var values: [Double] = []
  /// Scratch marks compared against `markEpoch`.
  var marks: [UInt32] = []
  /// The current mark epoch.
  var markEpoch: UInt32 = 0
  /// Scratch accumulator for row expansion.
  var accumulator: [Double] = []
  /// Whether the symbol is in `accumulated`.
  var accumulatorUsed: [Bool] = []
  /// Whether the symbol is in `candidates`.
  var inCandidates: [Bool] = []

  // MARK: Rows (indexed by slot)

  /// Row storage.
  var rows: [Row] = []
  /// The basic symbol of each slot, or -1 for a free slot.
  var rowBasic: [Int32] = []
  /// Free slots, reused before new ones are appended.
  var freeSlots: [Int32] = []
  /// The journal epoch in which each slot was last saved.
  var slotSaved: [UInt32] = []

  // MARK: Objective

  /// The priority of each level, in creation order.
  var levelPriority: [Double] = []
  /// Level indices from the highest priority to the lowest.
  var levelOrder: [Int32] = []
  /// `objective[level][symbol]`: the objective's coefficients (all zero for basic symbols).
  var objective: [[Double]] = []
  /// Level vectors kept by `reset` (emptied, capacity kept), reused by `level(for:)`.
  var spareLevels: [[Double]] = []
  /// The objective's constant per level.
  var objectiveConstant: [Double] = []
  /// A min-heap of symbols whose objective vector may be negative (lazy deletion).
  var candidates: [Int32] = []
  /// The phase-1 objective while a constraint is added with an artificial variable.
  var artificial = Row()
  /// Whether `artificial` is in use.
  var artificialActive = false

  // MARK: Maps

  /// Variable identity → external symbol.
  var symbolOfVariable = IntMap()
  /// The external symbols in creation order: the ones `updateVariables` resolves, so it
  /// never walks the slack, error and dummy symbols.
  var externals: [Int32] = []
  /// The order a full `updateVariables` evaluates the external symbols in, kept between
  /// updates while no row's cells change.
  var evaluation = EvaluationOrder()
  /// Constraint identity → record index.
  var recordOfConstraint = IntMap()
  /// Constraint records; a removed record's index is reused.
  var records: [Record] = []
  /// Free record indices.
  var freeRecords: [Int32] = []
  /// The next add-order number.
  var nextOrder: UInt64 = 0
  /// Edit variables in the order they were added.
  var edits: [Edit] = []
  /// The spread of the coefficient magnitudes of every constraint added since the engine
  /// began; a wide one makes every change checked (`Engine+Verification.swift`).
  var spread = CoefficientSpread()
  /// Whether a substitution left a cell that is the remainder of a near cancellation
  /// (`noteRemainder`): rounding noise the rows now carry, so that every later change is
  /// checked, as in a wide system, until a rebuild starts clean.
  var noisy = false
  /// Whether failed checks recover by a rebuild; false while a rebuild or a recovery runs,
  /// which check their own result once at the end.
  var verifies = true
  /// Basic symbols whose rows may have gone negative (a LIFO stack, as in kiwi).
  var infeasible: [Int32] = []

  // MARK: Scratch buffers (kept between calls so steady-state operations do not allocate)

  /// The merge target of row operations.
  var scratch: [Cell] = []
  /// The buffer a new constraint's row is built in.
  var building = Row()
  /// The buffer a new constraint's expanded row is built in.
  var expansion = Row()
  /// Symbols touched in `accumulator`.
  var accumulated: [Int32] = []
  /// DFS stack (symbols).
  var stackSymbols: [Int32] = []
  /// DFS stack (next cell index).
  var stackPositions: [Int32] = []
  /// Topological order of basic external symbols found by the last expansion.
  var topological: [Int32] = []
  /// Newly infeasible rows collected during one substitution.
  var pending: [Int32] = []
  /// The external rows a removed marker may leave through (`markerLeavingSlot`).
  var markerRows: [Int32] = []

  /// The undo log of the running operation.
  var journal = Journal()

  /// Creates an empty engine with room for a small system (one self-sizing view: about 64
  /// symbols and 32 rows), so building one does not regrow every array several times.
  init() {
    let symbols = 64
    kind.reserveCapacity(symbols)
    rowOf.reserveCapacity(symbols)
    cols.head.reserveCapacity(symbols)
    cols.next.reserveCapacity(2 * symbols)
    cols.slot.reserveCapacity(2 * symbols)
    owner.reserveCapacity(symbols)
    variableOf.reserveCapacity(symbols)
    values.reserveCapacity(symbols)
    marks.reserveCapacity(symbols)
    accumulator.reserveCapacity(symbols)
    accumulatorUsed.reserveCapacity(symbols)
    inCandidates.reserveCapacity(symbols)
    rows.reserveCapacity(symbols / 2)
    rowBasic.reserveCapacity(symbols / 2)
    slotSaved.reserveCapacity(symbols / 2)
    records.reserveCapacity(symbols / 2)
  }

  /// The number of symbols.
  var symbolCount: Int { kind.count }

  /// Whether symbol `s` is restricted to be at least 0 (every kind but external).
  @inline(__always)
  func isRestricted(_ s: Int32) -> Bool { kind[Int(s)] != .external }

  /// Creates a symbol of `kind` owned by record `owner` and returns its index.
  mutating func newSymbol(_ kind: SymbolKind, owner: Int32 = -1, variable: Variable? = nil)
    -> Int32
  {
    let s = Int32(self.kind.count)
    evaluation.invalidate()
    self.kind.append(kind)
    rowOf.append(-1)
    cols.appendSymbol()
    self.owner.append(owner)
    variableOf.append(variable)
    values.append(0)
    marks.append(0)
    accumulator.append(0)
    accumulatorUsed.append(false)
    inCandidates.append(false)
    for level in objective.indices { objective[level].append(0) }
    return s
  }

  /// Returns the external symbol of `variable`, creating it on first use.
  mutating func symbol(for variable: Variable) -> Int32 {
    if let s = symbolOfVariable.value(for: variable.id) { return s }
    let s = newSymbol(.external, variable: variable)
    symbolOfVariable.set(s, for: variable.id)
    externals.append(s)
    return s
  }

  /// Returns the objective level for an optional priority, creating it when new.
  mutating func level(for priority: Double) -> Int32 {
    if let i = levelPriority.firstIndex(of: priority) { return Int32(i) }
    levelPriority.append(priority)
    var vector = spareLevels.popLast() ?? []
    vector.append(contentsOf: repeatElement(0, count: symbolCount))
    objective.append(vector)
    objectiveConstant.append(0)
    sortLevels()
    return Int32(levelPriority.count - 1)
  }

  /// Recomputes `levelOrder` from `levelPriority`.
  mutating func sortLevels() {
    // Insertion sort in place: there are a handful of levels and no allocation is wanted.
    levelOrder.clearKeepingCapacity()
    for i in levelPriority.indices {
      let priority = levelPriority[i]
      var j = levelOrder.count
      levelOrder.append(Int32(i))
      while j > 0 && levelPriority[Int(levelOrder[j - 1])] < priority {
        levelOrder[j] = levelOrder[j - 1]
        j -= 1
      }
      levelOrder[j] = Int32(i)
    }
  }

  /// Starts a new mark epoch and returns it; marks from earlier epochs read as unmarked.
  mutating func newMarkEpoch() -> UInt32 {
    markEpoch &+= 1
    if markEpoch == 0 {
      for i in marks.indices { marks[i] = 0 }
      markEpoch = 1
    }
    return markEpoch
  }

  /// Whether no symbol, record or row is in use, as after `reset()`.
  var isEmpty: Bool { kind.isEmpty && records.isEmpty && freeSlots.count == rows.count }

  /// Forgets every variable, constraint and edit, keeping allocated capacity.
  ///
  /// - Complexity: O(symbols + slots).
  mutating func reset() {
    spread = CoefficientSpread()
    noisy = false
    cols.clear(symbols: 0)
    kind.clearKeepingCapacity()
    rowOf.clearKeepingCapacity()
    owner.clearKeepingCapacity()
    variableOf.clearKeepingCapacity()
    values.clearKeepingCapacity()
    marks.clearKeepingCapacity()
    accumulator.clearKeepingCapacity()
    accumulatorUsed.clearKeepingCapacity()
    inCandidates.clearKeepingCapacity()
    freeSlots.clearKeepingCapacity()
    for slot in rows.indices.reversed() {
      rows[slot].cells.clearKeepingCapacity()
      rows[slot].constant = 0
      rowBasic[slot] = -1
      freeSlots.append(Int32(slot))
    }
    levelPriority.clearKeepingCapacity()
    levelOrder.clearKeepingCapacity()
    while var vector = objective.popLast() {
      vector.clearKeepingCapacity()
      spareLevels.append(vector)
    }
    objectiveConstant.clearKeepingCapacity()
    candidates.clearKeepingCapacity()
    artificial.cells.clearKeepingCapacity()
    artificialActive = false
    symbolOfVariable.removeAll()
    externals.clearKeepingCapacity()
    evaluation.invalidate()
    recordOfConstraint.removeAll()
    records.clearKeepingCapacity()
    freeRecords.clearKeepingCapacity()
    nextOrder = 0
    edits.clearKeepingCapacity()
    infeasible.clearKeepingCapacity()
  }
}
