/// The dense tableau a solver starts in: small systems built by adds alone (one
/// self-sizing view, workload B of Benchmarks/README.md).
///
/// It makes exactly the decisions of the sparse `Engine` (the same symbols in the same order,
/// the same subjects, entering and leaving symbols, infeasible stack and objective writes),
/// but keeps every row as a dense vector over at most `SmallStore.stride` symbols, fully
/// substituted as kiwi keeps its rows, with no column index, journal or allocation. The
/// sparse engine's lazy definition rows decide which external symbol becomes a row's
/// subject; their structure is tracked in `SmallStore.references` so the choice is the same.
///
/// It only adds: `SolverEngine` moves the system to the sparse engine by replaying the
/// added constraints before any other change, on a failed add (the sparse add then throws
/// and rolls back) and when the system outgrows the small capacity.
struct SmallTableau {
  /// The buffers.
  ///
  /// A class reference, so a copy of the tableau (of its solver engine) shares them: only the
  /// solver engine in its `EngineBox` is ever used, and nothing keeps a copy.
  let store = SmallStore()
  /// The number of symbols.
  var symbolCount = 0
  /// The number of rows; rows `0..<rowCount` are live.
  var rowCount = 0
  /// The number of objective levels.
  var levelCount = 0
  /// Symbols whose objective vector may be negative (the sparse engine's candidate heap).
  var candidates = SymbolSet()
  /// Basic symbols whose rows may have gone negative (a LIFO stack, as in kiwi).
  var infeasible: [Int32] = []
  /// Newly infeasible rows collected during one substitution.
  var pending: [Int32] = []
  /// The constant of the row being built.
  var buildingConstant = 0.0
  /// The constant of the phase-1 objective.
  var artificialConstant = 0.0
  /// Whether phase 1 is running.
  var artificialActive = false
  /// The added constraints in add order, replayed when the system moves to the sparse engine.
  var constraints: [Constraint] = []
  /// Constraint identity → index in `constraints`.
  var constraintIndex = IntMap()
  /// Variable identity → external symbol.
  var symbolOfVariable = IntMap()

  /// Whether `constraint` can be added without outgrowing the buffers: room for its terms, a
  /// marker, an error and a phase-1 symbol, a row, and an objective level.
  ///
  /// Inlined, as `contains` is: called out of line from `SolverEngine.add`, a method on this
  /// struct is passed a copy of it, once per add.
  @inline(__always)
  func fits(_ constraint: Constraint) -> Bool {
    if symbolCount + constraint.expression.terms.count + 3 > SmallStore.stride { return false }
    if rowCount + 2 > SmallStore.maximumRows { return false }
    if constraint.strength.isRequired || levelCount < SmallStore.maximumLevels { return true }
    return levelIndex(constraint.strength.priority) != nil
  }

  /// Creates a symbol of `kind` (for an external one, of the variable `variableID`).
  @inline(__always)
  mutating func newSymbol(_ kind: SymbolKind, variableID: UInt64 = 0) -> Int32 {
    let s = symbolCount
    store.kind[s] = kind
    store.rowOf[s] = -1
    store.variableID[s] = variableID
    store.values[s] = 0
    store.references[2 * s] = 0
    store.references[2 * s + 1] = 0
    symbolCount += 1
    return Int32(s)
  }

  /// Returns the external symbol of `variable`, creating it on first use.
  @inline(__always)
  mutating func symbol(for variable: Variable) -> Int32 {
    if let s = symbolOfVariable.value(for: variable.id) { return s }
    let s = newSymbol(.external, variableID: variable.id)
    symbolOfVariable.set(s, for: variable.id)
    return s
  }

  /// The index of the level of `priority`, or nil.
  func levelIndex(_ priority: Double) -> Int32? {
    for l in 0..<levelCount where store.levelPriority[l] == priority { return Int32(l) }
    return nil
  }

  /// Returns the objective level for an optional priority, creating it when new (its vector
  /// is already zero).
  mutating func level(for priority: Double) -> Int32 {
    if let l = levelIndex(priority) { return l }
    let l = levelCount
    store.levelPriority[l] = priority
    store.objectiveConstant[l] = 0
    levelCount += 1
    // Insertion into the order, highest priority first, as `Engine.sortLevels` orders.
    var j = l
    while j > 0 && store.levelPriority[Int(store.levelOrder[j - 1])] < priority {
      store.levelOrder[j] = store.levelOrder[j - 1]
      j -= 1
    }
    store.levelOrder[j] = Int32(l)
    return Int32(l)
  }

  /// The definition references of basic external symbol `s`.
  @inline(__always)
  func references(of s: Int32) -> SymbolSet {
    SymbolSet(low: store.references[2 * Int(s)], high: store.references[2 * Int(s) + 1])
  }

  /// Sets the definition references of basic external symbol `s`.
  @inline(__always)
  func setReferences(of s: Int32, _ set: SymbolSet) {
    store.references[2 * Int(s)] = set.low
    store.references[2 * Int(s) + 1] = set.high
  }

  /// Computes every external symbol's value: its row's constant when basic (rows are fully
  /// substituted, and parametric symbols are 0), else 0.
  ///
  /// - Complexity: O(symbols).
  func updateVariables() {
    for s in 0..<symbolCount where store.kind[s] == .external {
      let r = Int(store.rowOf[s])
      store.values[s] = r >= 0 ? store.constants[r] : 0
    }
  }

  /// Computes the values of `variables` only; every other value stays as it was.
  ///
  /// - Complexity: O(variables).
  func updateVariables(_ variables: [Variable]) {
    for variable in variables {
      guard let s = symbolOfVariable.value(for: variable.id) else { continue }
      let r = Int(store.rowOf[Int(s)])
      store.values[Int(s)] = r >= 0 ? store.constants[r] : 0
    }
  }

  /// The value of `variable` at the last `updateVariables`, 0 when unknown.
  func value(of variable: Variable) -> Double {
    guard let s = symbolOfVariable.value(for: variable.id) else { return 0 }
    return store.values[Int(s)]
  }

  /// Whether the constraint has been added.
  @inline(__always)
  func contains(_ constraint: Constraint) -> Bool {
    constraintIndex.value(for: constraint.id) != nil
  }

  /// The constant of an added constraint's reduced expression (never changed here), or nil.
  func constant(of constraint: Constraint) -> Double? {
    guard let i = constraintIndex.value(for: constraint.id) else { return nil }
    return constraints[Int(i)].expression.constant
  }

  /// Forgets everything and zeroes the used parts of the buffers.
  ///
  /// - Complexity: O((rows + levels) · symbols), the parts used since the last reset.
  mutating func reset() {
    let n = symbolCount
    for r in 0..<rowCount { store.row(r).update(repeating: 0, count: n) }
    for l in 0..<levelCount { store.level(l).update(repeating: 0, count: n) }
    store.building.update(repeating: 0, count: n)
    store.artificial.update(repeating: 0, count: n)
    symbolCount = 0
    rowCount = 0
    levelCount = 0
    candidates = SymbolSet()
    infeasible.clearKeepingCapacity()
    pending.clearKeepingCapacity()
    buildingConstant = 0
    artificialConstant = 0
    artificialActive = false
    constraints.clearKeepingCapacity()
    constraintIndex.removeAll()
    symbolOfVariable.removeAll()
    #if SECTIONAL_INTERNAL_CHECKS
      checkCleared()
    #endif
  }
}
