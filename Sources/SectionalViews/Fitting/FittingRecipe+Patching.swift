extension FittingRecipe {
  /// The slots patching reads for each constraint of a recipe, so that a patch compares
  /// numbers instead of loading every constraint's items through their handles.
  struct PatchSlots {
    /// One constraint's slots.
    struct Edge {
      /// Its first item's slot.
      var first: Int
      /// Its second item's slot, or -1 without one.
      var second: Int
      /// The slot of the view it is installed on.
      var host: Int
    }

    /// The slots of `userConstraints`, in order.
    var edges: [Edge] = []
    /// The number of view slots: views are numbered first, guides from here on.
    var viewCount = 0
    /// Whether `edges` lists `userConstraints` (made, and kept by every patch since).
    var isMade = false
  }

  /// Follows the activation of `constraint` in the fitted subtree without walking the tree:
  /// its row goes where a rebuild would put it, so the patched recipe equals the rebuilt one.
  ///
  /// Returns `false`, changing nothing, when a rebuild is needed instead: an item the recipe
  /// has no slot for (a view or guide no constraint touched yet, or one another recipe
  /// numbered since), a guide the new row would renumber (guides are numbered in the order
  /// constraints first name them), or a constraint the recipe cannot place. Call it after
  /// the constraint was installed.
  ///
  /// A rebuild lists the subtree's constraints parents first, each view's in installation
  /// order; views are numbered in that same tree order, so the new row goes after every row
  /// of a constraint installed on a view numbered at or before its own (it was installed
  /// last).
  ///
  /// - Complexity: O(rows + terms).
  mutating func patch(activating constraint: LayoutConstraint) -> Bool {
    guard makePatchSlots(), let first = Item(constraint.firstHandle),
      let firstSlot = slot(of: first), let host = constraint.installedOn,
      let hostSlot = slot(of: .view(Unmanaged.passUnretained(host)))
    else { return false }
    let second = constraint.secondHandle.flatMap { Item($0) }
    var secondSlot = -1
    if let second {
      guard let slot = slot(of: second) else { return false }
      secondSlot = slot
    }
    let edge = PatchSlots.Edge(first: firstSlot, second: secondSlot, host: hostSlot)
    var position = 0
    while position < patchSlots.edges.count, patchSlots.edges[position].host <= hostSlot {
      position += 1
    }
    if isGuide(firstSlot) || isGuide(secondSlot) {
      guard guidesKeepSlots(inserting: edge, at: position) else { return false }
    }
    let firstUserRow = shape.rows.count - 2 - userConstraints.count
    var directions: (view: ObjectIdentifier, rightToLeft: Bool)?
    var writer = RowWriter.take()
    addUserRow(
      Edge(
        constraint: constraint, first: first, second: second ?? first,
        hasSecond: second != nil), directions: &directions, into: &writer)
    let row = writer.row(0)
    let added = writer.terms(from: 0)
    writer.giveBack()
    initialConstants = []
    userConstraints.removeLast()
    let target = firstUserRow + position
    let termStart = shape.rows[target].start
    shape.terms.insert(contentsOf: added, at: Int(termStart))
    for index in target..<shape.rows.count { shape.rows[index].start += row.count }
    shape.rows.insert(
      Row(start: termStart, count: row.count, relation: row.relation, priority: row.priority),
      at: target)
    sources.insert(.user(position), at: target)
    userConstraints.insert(Unmanaged.passUnretained(constraint), at: position)
    patchSlots.edges.insert(edge, at: position)
    renumberUserSources(from: position, firstUserRow: firstUserRow)
    shape.rehash()
    return true
  }

  /// Follows the deactivation of `constraint` without walking the tree: its row is removed,
  /// so the patched recipe equals the one a rebuild would make.
  ///
  /// Returns `false`, changing nothing, when a rebuild is needed instead: the removal would
  /// drop an item from the recipe (an item of the constraint that is neither the fitted view
  /// nor named by another constraint) or renumber a guide, or the recipe does not hold a
  /// constraint whose items exist. A constraint the recipe never held because an item was
  /// gone needs no change. Call it before the constraint is uninstalled.
  ///
  /// - Complexity: O(rows + terms).
  mutating func patch(deactivating constraint: LayoutConstraint) -> Bool {
    var index = 0
    let wanted = Unmanaged.passUnretained(constraint).toOpaque()
    while index < userConstraints.count, userConstraints[index].toOpaque() != wanted {
      index += 1
    }
    guard index < userConstraints.count else { return !constraint.itemsExist }
    guard makePatchSlots() else { return false }
    let edge = patchSlots.edges[index]
    guard keepsSlot(edge.first, without: index),
      edge.second < 0 || keepsSlot(edge.second, without: index)
    else { return false }
    if isGuide(edge.first) || isGuide(edge.second) {
      guard guidesKeepSlots(removing: index) else { return false }
    }
    let firstUserRow = shape.rows.count - 2 - userConstraints.count
    let target = firstUserRow + index
    guard case .user(index) = sources[target] else { return false }
    initialConstants = []
    let row = shape.rows[target]
    let start = Int(row.start)
    shape.terms.removeSubrange(start..<start + Int(row.count))
    shape.rows.remove(at: target)
    for later in target..<shape.rows.count { shape.rows[later].start -= row.count }
    sources.remove(at: target)
    userConstraints.remove(at: index)
    patchSlots.edges.remove(at: index)
    renumberUserSources(from: index, firstUserRow: firstUserRow)
    shape.rehash()
    return true
  }

  /// Makes `patchSlots` from the constraints' items, once per recipe; `false` when an item
  /// has no slot in this recipe any more (another recipe numbered it since).
  ///
  /// - Complexity: O(constraints) the first time, O(1) after.
  private mutating func makePatchSlots() -> Bool {
    if patchSlots.isMade { return true }
    var made = PatchSlots()
    made.viewCount = shape.slotCount
    made.edges.reserveCapacity(userConstraints.count)
    for reference in userConstraints {
      let constraint = reference.takeUnretainedValue()
      guard let first = Item(constraint.firstHandle), let firstSlot = slot(of: first),
        let host = constraint.installedOn,
        let hostSlot = slot(of: .view(Unmanaged.passUnretained(host)))
      else { return false }
      if case .guide = first { made.viewCount = min(made.viewCount, firstSlot) }
      var secondSlot = -1
      if let handle = constraint.secondHandle, let second = Item(handle) {
        guard let slot = slot(of: second) else { return false }
        secondSlot = slot
        if case .guide = second { made.viewCount = min(made.viewCount, slot) }
      }
      made.edges.append(PatchSlots.Edge(first: firstSlot, second: secondSlot, host: hostSlot))
    }
    made.isMade = true
    patchSlots = made
    return true
  }

  /// The item's slot in this recipe, or `nil` when the recipe did not number it (or another
  /// recipe numbered it since).
  private func slot(of item: Item) -> Int? {
    item.recipeStamp == stamp && item.recipeSlot >= 0 ? item.recipeSlot : nil
  }

  /// Whether `slot` is a guide's (guides are numbered after the views).
  private func isGuide(_ slot: Int) -> Bool { slot >= patchSlots.viewCount }

  /// Whether the item at `slot` stays in the recipe once the constraint at `removed` is
  /// gone: the fitted view (slot 0), or an item of another constraint of the recipe.
  ///
  /// - Complexity: O(constraints).
  private func keepsSlot(_ slot: Int, without removed: Int) -> Bool {
    if slot == 0 { return true }
    for (index, edge) in patchSlots.edges.enumerated() where index != removed {
      if edge.first == slot || edge.second == slot { return true }
    }
    return false
  }

  /// Whether a rebuild would give the guides their present slots with `inserted` at
  /// `position` of the recipe's constraints, or without the one at `removed`: guides come
  /// after the views, in the order the constraints first name them (first item, then second).
  ///
  /// Only for changes that name no guide outside the recipe and drop none from it.
  ///
  /// - Complexity: O(constraints), without allocating.
  private func guidesKeepSlots(
    inserting inserted: PatchSlots.Edge? = nil, at position: Int = -1, removing removed: Int = -1
  ) -> Bool {
    var next = patchSlots.viewCount
    func visit(_ slot: Int) -> Bool {
      guard isGuide(slot) else { return true }
      if slot == next { next += 1 }
      return slot < next
    }
    let edges = patchSlots.edges
    for index in 0...edges.count {
      if index == position, let inserted, !visit(inserted.first) || !visit(inserted.second) {
        return false
      }
      if index < edges.count, index != removed,
        !visit(edges[index].first) || !visit(edges[index].second)
      {
        return false
      }
    }
    return next == shape.slotCount
  }

  /// Points the sources of the user rows from `position` on at their constraints again,
  /// after a row was inserted or removed there.
  private mutating func renumberUserSources(from position: Int, firstUserRow: Int) {
    for index in position..<userConstraints.count {
      sources[firstUserRow + index] = .user(index)
    }
  }
}
