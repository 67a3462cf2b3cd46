/// Adding a constraint to the small tableau, decision for decision as `Engine+Add.swift`.
extension SmallTableau {
  /// Adds `constraint` (not yet added, valid, finite, and `fits`) and re-optimizes.
  ///
  /// Returns false where the sparse engine would throw (an unsatisfiable required
  /// constraint, or an internal error); the tableau is then unusable until `reset`, and the
  /// caller replays the earlier constraints into the sparse engine.
  ///
  /// - Complexity: O(rows · symbols) per substitution, a few per add.
  mutating func add(_ constraint: Constraint) -> Bool {
    let strength = constraint.strength
    let level: Int32 = strength.isRequired ? -1 : level(for: strength.priority)
    let building = store.building
    var externals = SymbolSet()
    buildingConstant = constraint.expression.constant
    for term in constraint.expression.terms where !isNearZero(term.coefficient) {
      let s = symbol(for: term.variable)
      building[Int(s)] = term.coefficient
      externals.insert(s)
    }
    var marker: Int32
    var other: Int32 = -1
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      marker = newSymbol(.slack)
      building[Int(marker)] = sign
      if level >= 0 {
        other = newSymbol(.error)
        building[Int(other)] = -sign
        setObjective(level, other, 1)
      }
    case .equal:
      if level >= 0 {
        marker = newSymbol(.error)
        other = newSymbol(.error)
        building[Int(marker)] = -1
        building[Int(other)] = 1
        setObjective(level, marker, 1)
        setObjective(level, other, 1)
      } else {
        marker = newSymbol(.dummy)
        building[Int(marker)] = 1
      }
    }
    let installed = install(externals: externals, marker: marker, other: other)
    store.building.update(repeating: 0, count: symbolCount)
    guard installed else { return false }
    guard optimize(), dualOptimize() else { return false }
    constraintIndex.set(Int32(constraints.count), for: constraint.id)
    constraints.append(constraint)
    return true
  }

  /// Chooses the subject of the row in `building` and puts it into the tableau
  /// (`Engine.install`): a parametric external of the row that no referenced definition
  /// depends on, else kiwi's rules on the expanded row, else phase 1.
  mutating func install(externals: SymbolSet, marker: Int32, other: Int32) -> Bool {
    let kind = store.kind
    let rowOf = store.rowOf
    var referenced = SymbolSet()
    var parametric = SymbolSet()
    var scan = externals
    while let s = scan.popFirst() {
      if rowOf[Int(s)] >= 0 { referenced.insert(s) } else { parametric.insert(s) }
    }
    if !referenced.isEmpty {
      let reach = reachable(from: referenced)
      let safe = SymbolSet(low: parametric.low & ~reach.low, high: parametric.high & ~reach.high)
      if let s = safe.first {
        expandBuilding(referenced)
        var lazy = externals
        lazy.remove(s)
        insertSolved(s)
        setReferences(of: s, lazy)
        substituteEverywhere(s)
        return true
      }
      expandBuilding(referenced)
    }
    let n = symbolCount
    let building = store.building
    if buildingConstant < 0 {
      buildingConstant = -buildingConstant
      DenseKernels.scale(building, building, by: -1, count: n)
    }
    var subject: Int32 = -1
    for j in 0..<n where kind[j] == .external && building[j] != 0 {
      subject = Int32(j)
      break
    }
    if subject < 0 && isNegativeRestricted(marker) { subject = marker }
    if subject < 0 && other >= 0 && isNegativeRestricted(other) { subject = other }
    if subject < 0 {
      var allDummy = true
      for j in 0..<n where building[j] != 0 && kind[j] != .dummy {
        allDummy = false
        break
      }
      if allDummy {
        if !isNearZero(buildingConstant) { return false }
        subject = marker
      }
    }
    if subject >= 0 {
      if kind[Int(subject)] == .external {
        var lazy = SymbolSet()
        for j in 0..<n where kind[j] == .external && building[j] != 0 { lazy.insert(Int32(j)) }
        lazy.remove(subject)
        insertSolved(subject)
        setReferences(of: subject, lazy)
      } else {
        insertSolved(subject)
      }
      substituteEverywhere(subject)
      return true
    }
    return addWithArtificialVariable()
  }

  /// Whether `symbol` is a slack or error with a negative coefficient in `building`.
  @inline(__always)
  func isNegativeRestricted(_ symbol: Int32) -> Bool {
    let k = store.kind[Int(symbol)]
    return (k == .slack || k == .error) && store.building[Int(symbol)] < 0
  }

  /// The external symbols the definitions of `referenced` depend on, transitively through
  /// the sparse engine's lazy rows (the relation `Engine.isSafeSubject` walks).
  ///
  /// - Complexity: O(basic externals reached).
  func reachable(from referenced: SymbolSet) -> SymbolSet {
    var frontier = referenced
    var visited = SymbolSet()
    var reach = SymbolSet()
    while let b = frontier.popFirst() {
      visited.insert(b)
      var next = references(of: b)
      reach.formUnion(next)
      while let x = next.popFirst() {
        if store.rowOf[Int(x)] >= 0 && !visited.contains(x) { frontier.insert(x) }
      }
    }
    return reach
  }

  /// Replaces each referenced basic external symbol in `building` by its (fully
  /// substituted) row and drops near-zero results, as `Engine.expand` does.
  ///
  /// - Complexity: O(references · symbols).
  mutating func expandBuilding(_ referenced: SymbolSet) {
    let n = symbolCount
    let building = store.building
    var scan = referenced
    while let b = scan.popFirst() {
      let k = building[Int(b)]
      building[Int(b)] = 0
      let r = Int(store.rowOf[Int(b)])
      let source = store.row(r)
      DenseKernels.accumulate(building, k, source, count: n)
      buildingConstant += k * store.constants[r]
    }
    DenseKernels.dropNearZero(building, count: n)
  }

  /// Solves `building` (meaning `0 = row`) for `subject` into a new row (`insertSolved`).
  ///
  /// - Complexity: O(symbols).
  mutating func insertSolved(_ subject: Int32) {
    let r = rowCount
    rowCount += 1
    let n = symbolCount
    let building = store.building
    let row = store.row(r)
    let factor = -1 / building[Int(subject)]
    DenseKernels.scale(row, building, by: factor, count: n)
    row[Int(subject)] = 0
    store.constants[r] = buildingConstant * factor
    store.basic[r] = subject
    store.rowOf[Int(subject)] = Int32(r)
  }

  /// Copies `building` unchanged into a new row with basic symbol `basic` (`insertRow`).
  @discardableResult
  mutating func insertBuilding(basic: Int32) -> Int {
    let r = rowCount
    rowCount += 1
    store.row(r).update(from: store.building, count: symbolCount)
    store.constants[r] = buildingConstant
    store.basic[r] = basic
    store.rowOf[Int(basic)] = Int32(r)
    return r
  }

  /// Removes row `r` (its basic symbol becomes parametric) by moving the last row into it.
  mutating func removeRow(_ r: Int) {
    let n = symbolCount
    let last = rowCount - 1
    store.rowOf[Int(store.basic[r])] = -1
    if r != last {
      store.row(r).update(from: store.row(last), count: n)
      store.constants[r] = store.constants[last]
      store.basic[r] = store.basic[last]
      store.rowOf[Int(store.basic[r])] = Int32(r)
    }
    store.row(last).update(repeating: 0, count: n)
    rowCount -= 1
  }

  /// Phase 1 through an artificial variable (`Engine.addWithArtificialVariable`); false
  /// where the sparse engine throws.
  mutating func addWithArtificialVariable() -> Bool {
    let art = newSymbol(.slack)
    let n = symbolCount
    insertBuilding(basic: art)
    store.artificial.update(from: store.building, count: n)
    artificialConstant = buildingConstant
    store.building.update(repeating: 0, count: n)
    artificialActive = true
    let optimal = optimize(artificialPhase: true)
    let success = isNearZero(artificialConstant)
    artificialActive = false
    store.artificial.update(repeating: 0, count: symbolCount)
    guard optimal else { return false }
    var failed = !success
    let r = Int(store.rowOf[Int(art)])
    if r >= 0 {
      let building = store.building
      building.update(from: store.row(r), count: n)
      buildingConstant = store.constants[r]
      removeRow(r)
      var entering: Int32 = -1
      var empty = true
      for j in 0..<n where building[j] != 0 {
        empty = false
        let k = store.kind[j]
        if k == .slack || k == .error {
          entering = Int32(j)
          break
        }
      }
      if empty { return !failed }
      if entering < 0 {
        failed = true
        building.update(repeating: 0, count: n)
      } else {
        let slot = insertBuilding(basic: art)
        building.update(repeating: 0, count: n)
        pivot(entering: entering, row: slot)
      }
    }
    for row in 0..<rowCount { store.row(row)[Int(art)] = 0 }
    for l in 0..<levelCount where store.level(l)[Int(art)] != 0 {
      setObjective(Int32(l), art, 0)
    }
    return !failed
  }
}
